import Foundation
@_spi(Nodes) import VitroCore

/// The container whose background `containerBackground(_:for:)` sets, as SwiftUI's
/// `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// The navigation container the view is in: a navigation stack, or a column of a split
    /// view. Its background is drawn edge to edge behind the view and the bars.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
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
        return preference(
            key: ContainerBackgroundKey.self, value: ContainerBackground(view: background, isExplicit: true))
    }
}
