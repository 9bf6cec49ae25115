import Foundation

/// A custom container layout, as SwiftUI's `Layout`: it sizes itself from its subviews
/// (`sizeThatFits(proposal:subviews:cache:)`) and places them
/// (`placeSubviews(in:proposal:subviews:cache:)`), in points.
///
/// Use a layout like a stack: `MyLayout { … }`. A cache made by `makeCache(subviews:)` lives
/// as long as one layout pass of the container.
public protocol Layout: Animatable {
    /// Data the layout keeps between its calls in one pass; `Void` if it keeps none.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as the axis a stack lays out along.
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in `bounds` (the container's frame, absolute points) with
    /// ``LayoutSubview/place(at:anchor:proposal:)``. A subview left unplaced is centered.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container puts a horizontal alignment guide, if not the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where the container puts a vertical alignment guide, if not the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The spacing the container prefers around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date after the subviews changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var s = ViewSpacing()
        for v in subviews { s.formUnion(v.spacing) }
        return s
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Lays `content` out with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout lays out along, or nil.
    public var stackOrientation: Axis?
    /// Empty layout properties: no stack orientation.
    public init() {}
}

/// The spacing a view prefers next to its neighbours, as SwiftUI's `ViewSpacing`, in points.
public struct ViewSpacing: Sendable, Equatable {
    /// The preferred gap on each edge (top, leading, bottom, trailing).
    var edges: [CGFloat]

    /// No spacing on any edge.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

    /// The platform's default spacing (8 on iOS) on every edge.
    public init() { edges = [8, 8, 8, 8] }
    package init(edges: [CGFloat]) { self.edges = edges }

    /// Widens this spacing to `other`'s on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (i, e) in [Edge.Set.top, .leading, .bottom, .trailing].enumerated() where edges.contains(e) {
            self.edges[i] = max(self.edges[i], other.edges[i])
        }
    }

    /// This spacing widened to `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// The gap between this view and `next` after it along `axis`: the larger of the two
    /// preferences on the edges that face each other.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges[3], next.edges[1]) : max(edges[2], next.edges[0])
    }
}

/// A key for a value a view hands its custom layout, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view `value` for `key`, which its container's ``Layout`` reads as
    /// `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        attribute { $0.layoutValues[ObjectIdentifier(key)] = value }
    }
}

/// A view laid out by a ``Layout``.
struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = context.nodes(content)
        if let native = layout as? any NativeLayout {
            return [native.makeNode(children: children, environment: context.environment)]
        }
        return [CustomLayoutNode(layout: layout, children: children, environment: context.environment)]
    }
}

/// A layout that Vitro lays out with one of its own nodes (the stacks and the grid).
protocol NativeLayout {
    @MainActor func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode
}
