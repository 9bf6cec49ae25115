import Foundation

/// The subviews a ``Layout`` arranges, in the order the content lists them, as SwiftUI's
/// `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    /// The direction the container lays out in.
    public let layoutDirection: LayoutDirection

    /// The position of the first subview.
    public var startIndex: Int { elements.startIndex }
    /// The position one past the last subview.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: Array(elements[bounds]), layoutDirection: layoutDirection)
    }
    /// The subviews at `indices`.
    public subscript<S: Sequence<Int>>(indices: S) -> LayoutSubviews {
        LayoutSubviews(elements: indices.map { elements[$0] }, layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.elements == b.elements }
}

/// One subview of a ``Layout``: ask it for sizes, then place it, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let tracker: PlacementTracker

    /// Runs `body` with the subview's node. Layouts run on the main actor (a render or a host
    /// update), but SwiftUI declares these members nonisolated, so a `Layout` written for it
    /// calls them from its nonisolated methods.
    private func withNode<T>(_ body: @MainActor (LayoutNode) -> T) -> T {
        let node = node
        // Written inside `assumeIsolated`, which runs its closure on this thread before it
        // returns, and read after it: never shared between threads.
        nonisolated(unsafe) var result: T?
        MainActor.assumeIsolated { result = body(node) }
        return result!
    }

    /// The subview's size for `proposal`, in points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { withNode { $0.size(for: proposal) } }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        withNode { node in
            let size = node.size(for: proposal)
            return ViewDimensions(width: size.width, height: size.height, firstBaseline: node.firstBaseline(for: size))
        }
    }

    /// Places the subview so that its `anchor` is at `position` (absolute points), with the size
    /// it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        // The layout node's tracker, written here inside `withNode` (on the main actor) and read by
        // its node's `placeChildren`, also on the main actor.
        nonisolated(unsafe) let tracker = tracker
        withNode { node in
            let size = node.size(for: proposal)
            let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            node.place(in: CGRect(origin: origin, size: size), within: tracker.placement)
            tracker.placed.insert(ObjectIdentifier(node))
        }
    }

    /// The subview's layout priority (`layoutPriority(_:)`).
    public var priority: Double { withNode { $0.layoutPriority } }

    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        return withNode { node in
            var n: LayoutNode? = node
            while let current = n {
                if let v = current.attributes.layoutValues[id] as? K.Value { return v }
                n = (current as? WrapperNode)?.child
            }
            return K.defaultValue
        }
    }

    /// The values the subview handed to its container (`containerValue(_:_:)`, its tag).
    public var containerValues: ContainerValues { withNode { ContainerValues.of($0) } }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Which subviews a layout placed in one pass.
final class PlacementTracker {
    var placed: Set<ObjectIdentifier> = []
    /// What the layout's node was placed within, handed on to the subviews it places.
    var placement = Placement()
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`, in points.
public struct ViewDimensions: Equatable, Sendable {
    /// The width of the preferred spacing or size, in points.
    public let width: CGFloat
    /// The height of the preferred spacing or size, in points.
    public let height: CGFloat
    let firstBaseline: CGFloat?

    /// Where a horizontal guide falls from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// Where a vertical guide falls from the view's top edge (text baselines for the baseline
    /// guides).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.kind {
        case .fraction(let f): height * f
        case .firstBaseline, .lastBaseline: firstBaseline ?? height
        }
    }

    /// A guide's value when the view sets it explicitly; Vitro's views set none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The explicit value of `guide` (none in Vitro: alignment guides are not implemented).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// Lays out its children with a custom ``Layout``.
@MainActor
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let items: [LayoutNode]
    let tracker = PlacementTracker()
    private var cache: L.Cache?

    package init(layout: L, children: [LayoutNode], environment: EnvironmentValues) {
        self.layout = layout
        self.items = children
        super.init(environment: environment)
    }

    var subviews: LayoutSubviews {
        LayoutSubviews(
            elements: items.map { LayoutSubview(node: $0, tracker: tracker) },
            layoutDirection: environment.layoutDirection)
    }

    func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var c = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = c }
        return body(&c)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        guard s.width.isFinite, s.height.isFinite else {
            return CGSize(
                width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
        }
        return CGSize(width: max(0, s.width), height: max(0, s.height))
    }

    override func placeChildren(in rect: CGRect) {
        tracker.placed = []
        tracker.placement = placement
        withCache {
            layout.placeSubviews(in: rect, proposal: ProposedViewSize(rect.size), subviews: subviews, cache: &$0)
        }
        // SwiftUI centers a subview its layout did not place.
        for n in items where !tracker.placed.contains(ObjectIdentifier(n)) {
            let s = n.size(for: ProposedViewSize(rect.size))
            n.place(
                in: CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height),
                within: placement)
        }
    }

    override func render(into list: inout [DisplayList.Item]) {
        for n in items.sorted(by: { $0.zIndex < $1.zIndex }) { n.draw(into: &list) }
    }

    override var kind: String { String(describing: L.self) }
    package override var children: [LayoutNode] { items }
}
