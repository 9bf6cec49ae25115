import Foundation

/// A shape that is a rectangle with rounded corners, as SwiftUI's `RoundedRectangularShape`:
/// it reports its corners, so a container of its shape can make concentric corners inside it.
public protocol RoundedRectangularShape: InsettableShape {
    /// The corners' styles.
    typealias Corners = RoundedRectangularShapeCorners
    /// The shape's corners drawn in a rectangle of `size` (nil when the size is not known yet);
    /// nil when they depend on a size that is not given.
    func corners(in size: CGSize?) -> Corners?
}

extension Rectangle: RoundedRectangularShape {
    /// Four square corners.
    public func corners(in size: CGSize?) -> Corners? { .fixed(0) }
}

extension RoundedRectangle: RoundedRectangularShape {
    /// Four corners of the rectangle's corner radius (the smaller side of its corner size),
    /// no more than half the shorter side of `size`.
    public func corners(in size: CGSize?) -> Corners? {
        var r = min(cornerSize.width, cornerSize.height)
        if let size { r = min(r, min(size.width, size.height) / 2) }
        return .fixed(max(0, r))
    }
}

extension UnevenRoundedRectangle: RoundedRectangularShape {
    /// Each corner's own radius, no more than half the shorter side of `size`.
    public func corners(in size: CGSize?) -> Corners? {
        let limit = size.map { min($0.width, $0.height) / 2 } ?? .infinity
        func style(_ r: CGFloat) -> Edge.Corner.Style { .fixed(max(0, min(r, limit))) }
        return Corners(
            topLeading: style(cornerRadii.topLeading), topTrailing: style(cornerRadii.topTrailing),
            bottomLeading: style(cornerRadii.bottomLeading), bottomTrailing: style(cornerRadii.bottomTrailing))
    }
}

extension Capsule: RoundedRectangularShape {
    /// Corners of half the shorter side; nil without a size.
    public func corners(in size: CGSize?) -> Corners? {
        size.map { .fixed(max(0, min($0.width, $0.height) / 2)) }
    }
}

extension Circle: RoundedRectangularShape {
    /// Corners of half the shorter side (the circle's radius); nil without a size.
    public func corners(in size: CGSize?) -> Corners? {
        size.map { .fixed(max(0, min($0.width, $0.height) / 2)) }
    }
}
