import Foundation
@_spi(Nodes) import VitroCore

/// The container whose background `containerBackground(_:for:)` sets, as SwiftUI's
/// `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// The navigation container the view is in: a navigation stack, or a column of a split
    /// view. Its background is drawn edge to edge behind the view and the bars.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")

    /// The navigation split view the view is in: its background is drawn edge to edge behind
    /// all of its columns (in regular width, where the columns show side by side), which then
    /// draw none of their own.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

/// The background a `containerBackground(_:for: .navigationSplitView)` asks for, collected by
/// the split view from its columns: the first one wins.
struct SplitViewBackgroundKey: PreferenceKey {
    static let defaultValue: ContainerBackground? = nil
    static func reduce(value: inout ContainerBackground?, nextValue: () -> ContainerBackground?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Draws `style` behind the container `container` that this view is in (a navigation
    /// stack's background, under its bars), in place of the container's own background.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// Draws `content` behind the container `container` that this view is in, filling it and
    /// aligned by `alignment`, in place of the container's own background.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = AnyView(
            content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        let value = ContainerBackground(view: background, isExplicit: true)
        // Each placement has its own key, read by the container it names; the other key is
        // left as the content set it.
        let isSplit = container == .navigationSplitView
        return
            transformPreference(ContainerBackgroundKey.self) { if !isSplit { $0 = value } }
            .transformPreference(SplitViewBackgroundKey.self) { if isSplit { $0 = value } }
    }
}
