import Foundation
import VitroGeometry

extension Shape {
    /// The shape's signed distance field in `rect`, sampled at `scale` pixels per point
    /// (Vitro's addition, for Liquid Glass): distances in pixels, negative inside, over a
    /// grid covering `rect` grown by `margin` points on every side.
    public func signedDistanceField(in rect: CGRect, scale: CGFloat = 1, margin: CGFloat = 0) -> DistanceField {
        let grown = rect.insetBy(dx: -margin, dy: -margin)
        let w = Int((grown.width * scale).rounded(.up))
        let h = Int((grown.height * scale).rounded(.up))
        let t = Transform2D.translation(x: -grown.minX, y: -grown.minY).scaled(x: scale, y: scale)
        let path = ContainerScope.with(nil) { self.path(in: rect) }
        return DistanceField(path: path.storage.applying(t), width: max(0, w), height: max(0, h))
    }
}
