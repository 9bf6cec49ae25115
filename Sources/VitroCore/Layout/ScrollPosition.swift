import Foundation

/// The position of a scroll view, as SwiftUI's `ScrollPosition` (iOS 18): an edge, a point or
/// the identity of a view. A still image shows the scroll view at its start.
public struct ScrollPosition: Hashable, @unchecked Sendable {
    /// The edge scrolled to, if the position is an edge.
    public private(set) var edge: Edge?
    /// The point scrolled to, if the position is a point.
    public private(set) var point: CGPoint?
    /// The identity of the view scrolled to, if any.
    public private(set) var viewID: AnyHashable?
    /// Whether the user has scrolled since the position was set.
    public var isPositionedByUser: Bool { false }

    public init(idType: (some Hashable).Type = Never.self) {}
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.edge = edge }
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { self.point = point }
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }

    /// The identity of the view scrolled to, as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: point?.y ?? 0)) }
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(point: CGPoint(x: point?.x ?? 0, y: y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }
}

extension View {
    /// Binds the scroll view's position (recorded: a still image shows it at its start).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        record("scrollPosition")
    }

    /// Binds the identity of the view at the scroll view's anchor (recorded).
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        record("scrollPosition(id:)")
    }

    /// The scroll position the view starts at (recorded).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        record("defaultScrollAnchor")
    }
}

/// What a default scroll anchor applies to, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}
