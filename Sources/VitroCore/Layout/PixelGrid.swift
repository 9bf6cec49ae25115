import Foundation

/// Snapping of layout geometry to the device pixel grid, the way SwiftUI snaps view frames.
///
/// SwiftUI rounds each view's frame after layout: both edges of the frame, in the window's
/// coordinates, move to the nearest pixel boundary (a half pixel rounds up), and the size is the
/// distance between the rounded edges. Two views that share an edge in layout share it after
/// rounding, so a row never gains a gap or an overlap, and the pixel a fractional layout leaves
/// over goes to whichever view's edges round apart (100 pt split three ways at 1x gives
/// 33, 34 and 33). Layout itself stays exact: children are placed from their parent's unrounded
/// rectangle and each rounds its own frame.
enum PixelGrid {
    /// `value` (points) moved to the nearest multiple of `1 / scale`, halves rounding up.
    ///
    /// Non-finite values and scales that are not positive and finite leave `value` unchanged.
    static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite, scale.isFinite, scale > 0 else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    /// `value` (points) moved up to the next multiple of `1 / scale` (a length that must not
    /// shrink, such as a line of text's width).
    ///
    /// A value within a millionth of a pixel above a boundary stays on that boundary, so a
    /// length that is already whole in pixels does not grow by floating-point noise.
    static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite, scale.isFinite, scale > 0 else { return value }
        return (value * scale - 1e-6).rounded(.up) / scale
    }

    /// `rect` with its edges on the pixel grid, as SwiftUI rounds a view's frame.
    static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        let r = rect.standardized
        let x0 = round(r.minX, scale: scale)
        let y0 = round(r.minY, scale: scale)
        let x1 = round(r.maxX, scale: scale)
        let y1 = round(r.maxY, scale: scale)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
