import Foundation
import VitroGeometry

extension Shape {
    /// The shape's signed distance field in `rect`, sampled at `scale` pixels per point
    /// (Vitro's addition, for Liquid Glass): distances in pixels, negative inside, over a
    /// grid covering `rect` grown by `margin` points on every side. Rectangles, rounded
    /// rectangles with circular corners, capsules, circles and ellipses are exact everywhere;
    /// other shapes (continuous corners, concentric rectangles, paths) are exact within
    /// `band` pixels of their outline and clamped beyond it.
    public func signedDistanceField(
        in rect: CGRect, scale: CGFloat = 1, margin: CGFloat = 0, band: CGFloat = .greatestFiniteMagnitude
    ) -> DistanceField {
        let grown = rect.insetBy(dx: -margin, dy: -margin)
        let w = Int((grown.width * scale).rounded(.up))
        let h = Int((grown.height * scale).rounded(.up))
        let t = Transform2D.translation(x: -grown.minX, y: -grown.minY).scaled(x: scale, y: scale)
        let geometry = ContainerScope.with(info: nil) { fieldGeometry(in: rect) }.applying(t)
        return DistanceField(geometry, originX: 0, originY: 0, width: max(0, w), height: max(0, h), band: band)
    }

    /// The outline this shape draws in `rect` as a field geometry (points): a closed form where
    /// the drawn outline has one, else the path itself, so the field and the drawing agree.
    /// Call inside the container scope the shape is drawn in (concentric corners read it).
    func fieldGeometry(in rect: CGRect) -> FieldGeometry {
        switch self as Any {
        case let s as Rectangle:
            return .rect(rect.insetBy(dx: s.insetAmount, dy: s.insetAmount).rect2D)
        case let s as Capsule:
            return .capsule(rect.insetBy(dx: s.insetAmount, dy: s.insetAmount).rect2D)
        case is DefaultGlassEffectShape:
            return .capsule(rect.rect2D)
        case let s as Circle:
            let d = max(0, min(rect.width, rect.height) - 2 * s.insetAmount)
            return .ellipse(Rect2D(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
        case let s as Ellipse:
            return .ellipse(rect.insetBy(dx: s.insetAmount, dy: s.insetAmount).rect2D)
        case let s as RoundedRectangle where s.cornerSize.width == s.cornerSize.height:
            let r = rect.insetBy(dx: s.insetAmount, dy: s.insetAmount)
            let radius = max(0, s.cornerSize.width - s.insetAmount)
            // A continuous corner with no room to ease is circular (CornerGeometry).
            if s.style == .circular || radius >= min(r.width, r.height) / 2 {
                return .roundedRect(r.rect2D, CornerGeometry.Radii(radius))
            }
        case let s as UnevenRoundedRectangle where s.style == .circular:
            let r = rect.insetBy(dx: s.insetAmount, dy: s.insetAmount)
            let c = s.cornerRadii
            let i = s.insetAmount
            return .roundedRect(
                r.rect2D,
                CornerGeometry.Radii(
                    topLeft: max(0, c.topLeading - i), topRight: max(0, c.topTrailing - i),
                    bottomRight: max(0, c.bottomTrailing - i), bottomLeft: max(0, c.bottomLeading - i)))
        default:
            break
        }
        return .path(path(in: rect).storage)
    }
}
