import Foundation

/// Any scroll target behavior, type-erased, as SwiftUI's `AnyScrollTargetBehavior` (recorded,
/// as every behavior: a still image shows the scroll view at rest).
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The behavior it wraps.
    public var base: any ScrollTargetBehavior

    /// Wraps `behavior`.
    public init(_ behavior: some ScrollTargetBehavior) { base = behavior }

    /// Adjusts where a scroll ends as the wrapped behavior does.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

extension ViewAlignedScrollTargetBehavior {
    /// Settles on the views of the scroll target layout, lined up at `anchor` (recorded, as the
    /// behavior).
    public init(anchor: UnitPoint?) { self.init(limitBehavior: .automatic) }

    /// Settles on the views of the scroll target layout with a limit per swipe, lined up at
    /// `anchor` (recorded, as the behavior).
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) {
        self.init(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views of the scroll target layout, lined up at `anchor` (recorded).
    public static func viewAligned(anchor: UnitPoint?) -> Self { ViewAlignedScrollTargetBehavior(anchor: anchor) }

    /// Settles on the views of the scroll target layout with a limit per swipe, lined up at
    /// `anchor` (recorded).
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?
    ) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}

extension ScrollPosition {
    /// A position at `x` along the horizontal axis, as SwiftUI's `init(idType:x:)`.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { self.init(point: CGPoint(x: x, y: 0)) }

    /// A position at `y` along the vertical axis, as SwiftUI's `init(idType:y:)`.
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { self.init(point: CGPoint(x: 0, y: y)) }

    /// The horizontal offset scrolled to, if the position is a point.
    public var x: CGFloat? { point?.x }

    /// The vertical offset scrolled to, if the position is a point.
    public var y: CGFloat? { point?.y }
}
