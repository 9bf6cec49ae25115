import Foundation

struct SafeAreaKey: EnvironmentKey { static let defaultValue: SafeAreaID? = nil }
struct RootSafeAreaKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// Which safe area the view is laid out in (where it was placed is in its `Placement`).
    /// `ImageRenderer`'s root has none unless one is given (`safeAreaInsets`, e.g. a device's
    /// status bar and home indicator); `safeAreaInset(edge:…)` adds to it; `ignoresSafeArea()`
    /// draws into it.
    package var safeAreaID: SafeAreaID? {
        get { self[SafeAreaKey.self] }
        set { self[SafeAreaKey.self] = newValue }
    }

    /// The safe-area insets of the root of a render (Vitro's addition): content is laid out
    /// inside them, and views that ignore the safe area extend into them.
    public var safeAreaInsets: EdgeInsets {
        get { self[RootSafeAreaKey.self] }
        set { self[RootSafeAreaKey.self] = newValue }
    }
}

/// Lays its content out inside the safe area and places the safe area (`id`) for the views in
/// it, which read it for `ignoresSafeArea` and backgrounds that reach under bars.
@MainActor
package final class SafeAreaNode: WrapperNode {
    let id: SafeAreaID
    let insets: @MainActor (CGRect) -> EdgeInsets
    /// The safe area reaching beyond the node's rectangle (recorded, not laid out): a
    /// `safeAreaInset` adds its inset to its container's safe area.
    let outer: SafeAreaID?

    package init(
        child: LayoutNode, id: SafeAreaID, insets: @escaping @MainActor (CGRect) -> EdgeInsets,
        outer: SafeAreaID? = nil, environment: EnvironmentValues
    ) {
        self.id = id
        self.insets = insets
        self.outer = outer
        super.init(child: child, environment: environment)
    }

    package override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let i = insets(CGRect(origin: .zero, size: p.replacingUnspecifiedDimensions(by: .zero)))
        let h = i.leading + i.trailing
        let v = i.top + i.bottom
        let c = child.size(
            for: ProposedViewSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) }))
        return CGSize(width: c.width + h, height: c.height + v)
    }

    package override func placeChildren(in rect: CGRect) {
        let i = insets(rect)
        let e = placement.safeArea(outer)?.reach(beyond: rect) ?? EdgeInsets()
        let placed = PlacedSafeArea(
            insets: EdgeInsets(
                top: i.top + e.top, leading: i.leading + e.leading, bottom: i.bottom + e.bottom,
                trailing: i.trailing + e.trailing),
            rect: CGRect(
                x: rect.minX - e.leading, y: rect.minY - e.top, width: rect.width + e.leading + e.trailing,
                height: rect.height + e.top + e.bottom))
        child.place(in: rect.inset(by: i), within: placement.with(id, placed: placed))
    }

    package override var kind: String { "SafeArea" }
}

/// Draws into the safe area: its frame grows by the insets on the edges it ignores.
@MainActor
final class IgnoresSafeAreaNode: WrapperNode {
    let edges: Edge.Set
    package init(child: LayoutNode, edges: Edge.Set, environment: EnvironmentValues) {
        self.edges = edges
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        let i = placement.safeArea(environment.safeAreaID)?.insets ?? EdgeInsets()
        let top = edges.contains(.top) ? i.top : 0
        let bottom = edges.contains(.bottom) ? i.bottom : 0
        let leading = edges.contains(.leading) ? i.leading : 0
        let trailing = edges.contains(.trailing) ? i.trailing : 0
        child.place(
            in: CGRect(
                x: rect.minX - leading, y: rect.minY - top, width: rect.width + leading + trailing,
                height: rect.height + top + bottom), within: placement)
    }

    override var kind: String { "IgnoresSafeArea" }
}

/// `safeAreaInset(edge:…)`: the inset view at the edge, the content in what is left, with the
/// inset added to the content's safe area (on top of the container's, where the content
/// touches its edges).
struct SafeAreaInsetModifier<V: View>: ViewModifier, NodeModifier {
    typealias Body = Never
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let inset: V

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let outer = context.environment.safeAreaID
        let id = SafeAreaID(parent: outer)
        var inner = context
        inner.environment.safeAreaID = id
        let insetNode = context.node(inset)
        return content(inner).map { main in
            let gap = spacing ?? 0
            let safe = SafeAreaNode(
                child: main, id: id,
                insets: { rect in
                    let h = insetNode.size(for: ProposedViewSize(width: rect.width, height: nil)).height + gap
                    return self.edge == .top
                        ? EdgeInsets(top: h, leading: 0, bottom: 0, trailing: 0)
                        : EdgeInsets(top: 0, leading: 0, bottom: h, trailing: 0)
                }, outer: outer, environment: context.environment)
            let align = Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom)
            return LayeredNode(
                primary: safe, secondary: insetNode, alignment: align, inFront: true, environment: context.environment)
        }
    }
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable { case top, bottom }

extension View {
    /// Shows `content` at `edge`, laying the view out in the space left and adding the inset
    /// to its safe area.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge, alignment: alignment, spacing: spacing, inset: content()))
    }

    /// Extends the view into the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrap { IgnoresSafeAreaNode(child: $0, edges: edges, environment: $1.environment) }
    }

    /// Extends the view into the safe area on `edges` (SwiftUI's older form of
    /// `ignoresSafeArea(_:edges:)`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(edges: edges) }
}
