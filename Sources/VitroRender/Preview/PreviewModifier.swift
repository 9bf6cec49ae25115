import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A modifier applied to previews that name it in their traits, as SwiftUI's
/// `PreviewModifier`: `#Preview(traits: .modifier(SampleData())) { … }`. `Preview.render`
/// draws the preview inside `body(content:context:)`.
///
/// The shared context comes from `makeSharedContext()`, which is asynchronous; rendering a
/// preview is not, so Vitro applies modifiers whose context is `Void` (the default) and draws
/// the preview without a modifier that needs another context.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The value shared by every preview that uses this modifier.
    associatedtype Context = Void
    /// The preview wrapped by the modifier.
    associatedtype Body: View
    /// The preview, as the modifier's body receives it.
    typealias Content = PreviewModifierContent
    /// Makes the context shared by the previews that use this modifier.
    static func makeSharedContext() async throws -> Context
    /// The preview `content` with the modifier applied, given the shared `context`.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws -> Context { () }
}

/// The preview a ``PreviewModifier`` wraps, as SwiftUI's `PreviewModifierContent`.
public struct PreviewModifierContent: View {
    let content: AnyView

    public var body: some View { content }
}

/// A preview modifier, type-erased for the trait that carries it.
final class PreviewModifierBox: @unchecked Sendable, Equatable {
    let apply: @MainActor (AnyView) -> AnyView

    init(apply: @escaping @MainActor (AnyView) -> AnyView) { self.apply = apply }

    static func == (a: PreviewModifierBox, b: PreviewModifierBox) -> Bool { a === b }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Wraps the preview in `modifier`'s body, as SwiftUI's `PreviewTrait.modifier(_:)`.
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(kind: .modifier(PreviewModifierBox(apply: { content in Self.applying(modifier, to: content) })))
    }

    @MainActor static func applying<M: PreviewModifier>(_ modifier: M, to content: AnyView) -> AnyView {
        guard let context = () as? M.Context else { return content }
        return AnyView(modifier.body(content: PreviewModifierContent(content: content), context: context))
    }
}
