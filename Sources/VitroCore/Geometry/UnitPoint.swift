import Foundation

/// A point in a unit square (0…1 on both axes), as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position as a fraction of the width: 0 is the leading edge, 1 the trailing
    /// edge.
    public var x: CGFloat
    /// The vertical position as a fraction of the height: 0 is the top edge, 1 the bottom edge.
    public var y: CGFloat

    /// The top leading corner, (0, 0).
    public init() { (x, y) = (0, 0) }
    /// A point at the fractions `x` of the width and `y` of the height (values outside 0…1 lie
    /// outside the view).
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    /// The top leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point of `rect` this unit point names.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
