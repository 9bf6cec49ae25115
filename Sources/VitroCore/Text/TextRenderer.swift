import Foundation

/// Draws text in place of the standard drawing, as SwiftUI's `TextRenderer` (iOS 18): set with
/// `View.textRenderer(_:)`, it receives the text's ``Text/Layout`` and a graphics context in the
/// text view's coordinates.
@MainActor
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text for `proposal`; by default the text's own.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the drawing may reach past the text's frame.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a ``TextRenderer`` sizes, as SwiftUI's `TextProxy`.
@MainActor
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The text's own size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A renderer in the environment (the renderer is used on the main actor only).
struct TextRendererBox: @unchecked Sendable {
    let renderer: any TextRenderer
}

private struct TextRendererKey: EnvironmentKey {
    static let defaultValue: TextRendererBox? = nil
}

extension EnvironmentValues {
    /// The renderer `View.textRenderer(_:)` set, if any.
    var textRenderer: TextRendererBox? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension View {
    /// Draws the text in this view with `renderer`.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        environment(\.textRenderer, TextRendererBox(renderer: renderer))
    }
}

/// A value attached to text with `Text.customAttribute(_:)`, read back from a run of the text's
/// layout by a ``TextRenderer``, as SwiftUI's `TextAttribute`.
public protocol TextAttribute: Hashable, Sendable {}

extension Text {
    /// This text with `value` attached, for a ``TextRenderer`` to read from its runs.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var copy = self
        for i in copy.runs.indices {
            copy.runs[i].attributes[ObjectIdentifier(T.self)] = TextAttributeValue(value: AnyHashable(value))
        }
        return copy
    }
}

/// A custom attribute's value on a run of text (a `TextAttribute`, so `Sendable`).
struct TextAttributeValue: @unchecked Sendable, Hashable {
    let value: AnyHashable
}
