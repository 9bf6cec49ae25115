import Foundation
@_spi(Nodes) import VitroCore

extension View {
    /// Shows `content` as a custom bar at `edge`, as `safeAreaInset(edge:alignment:spacing:content:)`
    /// places it (the view laid out in the space left, the bar's height added to its safe
    /// area), with the scroll edge effect of iOS 26's bars behind the bar: at the top once the
    /// view's scroll view is scrolled, at the bottom whenever a scroll view runs under it.
    public func safeAreaBar(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> some View
    ) -> some View {
        SafeAreaBar(content: self, bar: AnyView(content()), edge: edge, alignment: alignment, spacing: spacing)
    }
}

/// A view with a custom bar at one edge (``View/safeAreaBar(edge:alignment:spacing:content:)``).
struct SafeAreaBar<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let bar: AnyView
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat?

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.appending(.content).nodes(content)
        let barNodes = context.appending(.index(1)).nodes(bar)
        // The effect is as tall as the bar at its ideal size.
        let height = barNodes.map { $0.size(for: .unspecified).height }.max() ?? 0
        let effect =
            edge == .top
            ? ScrollEdgeEffectView(top: nodes, environment: context.environment, height: height)
            : ScrollEdgeEffectView(bottom: nodes, environment: context.environment, extent: height)
        let edge = edge
        return context.appending(.secondary).nodes(
            ResolvedNodes(nodes: nodes)
                .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) {
                    ResolvedNodes(nodes: barNodes)
                        .background(alignment: edge == .top ? .top : .bottom) {
                            ScrollEdgeEffectView(
                                effect: effect.effect, height: height, edge: edge, insideSafeArea: true)
                        }
                })
    }
}
