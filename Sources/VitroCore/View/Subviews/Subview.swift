import Foundation

/// One view of another view's content, resolved, as SwiftUI's `Subview`: what
/// `ForEach(subviews:)` and `Group(subviews:)` hand to their closures. Placed in a body, it
/// draws as the view it stands for.
public struct Subview: View, PrimitiveView, Identifiable {
    public typealias Body = Never
    let node: LayoutNode
    /// The subview's identity: its view's explicit id, or where it was resolved.
    // Set once when the subview is made; the collections hand subviews out from their
    // nonisolated `Collection` members.
    public nonisolated(unsafe) let id: ID

    init(node: LayoutNode) {
        self.node = node
        if let identity = node.attributes.identity {
            id = ID(value: identity)
        } else if let identity = node.identity {
            id = ID(value: AnyHashable(identity))
        } else {
            id = ID(value: AnyHashable(ObjectIdentifier(node)))
        }
    }

    /// A subview's identity within its container.
    public struct ID: Hashable {
        let value: AnyHashable
    }

    /// How a subview sizes itself in a container, as SwiftUI's `Subview.ContainerSizingOptions`.
    public struct ContainerSizingOptions: Hashable, Sendable {
        let uniform: Bool
        /// Subviews sized alike.
        public static let uniform = ContainerSizingOptions(uniform: true)
        /// Subviews sized each by its own content.
        public static let variable = ContainerSizingOptions(uniform: false)
    }

    /// The values the view handed to its container (`containerValue(_:_:)`, its tag).
    public var containerValues: ContainerValues { ContainerValues.of(node) }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [node] }
}

/// The subviews of a view's content, as SwiftUI's `SubviewsCollection`: a collection of
/// ``Subview``s, and a view that draws them all.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let subviews: [Subview]

    init(nodes: [LayoutNode]) { subviews = nodes.map(Subview.init(node:)) }

    /// The position of the first subview.
    nonisolated public var startIndex: Int { 0 }
    /// The position after the last subview.
    nonisolated public var endIndex: Int { subviews.count }

    /// The subview at `index`.
    nonisolated public subscript(index: Int) -> Subview { subviews[index] }

    /// The subviews in `bounds`.
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, bounds: bounds)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { subviews.map(\.node) }
}

/// Some of a view's subviews, as SwiftUI's `SubviewsCollectionSlice`.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let subviews: [Subview]
    let bounds: Range<Int>

    nonisolated init(subviews: [Subview], bounds: Range<Int>) {
        self.subviews = subviews
        self.bounds = bounds
    }

    /// The position of the first subview of the slice.
    nonisolated public var startIndex: Int { bounds.lowerBound }
    /// The position after the last subview of the slice.
    nonisolated public var endIndex: Int { bounds.upperBound }

    /// The subview at `index` (an index of the whole collection).
    nonisolated public subscript(index: Int) -> Subview { subviews[index] }

    /// The subviews in `bounds` (indices of the whole collection).
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, bounds: bounds)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { subviews[bounds].map(\.node) }
}
