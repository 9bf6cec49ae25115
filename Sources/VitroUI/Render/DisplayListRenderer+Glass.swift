import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

extension DisplayListRenderer {
    /// Liquid Glass: the item's shapes become one pixel-space group, the glass kernel draws it
    /// over what is painted beneath, and the content follows in the appearance the luminance
    /// measured beneath calls for (dark content over light glass, light over dark).
    func glass(_ item: GlassItem, into pixmap: inout Pixmap, transform t: CGAffineTransform, beneath: LayerContext?) {
        let group = GlassRecipe.group(item, transform: t.transform2D, in: pixmap)
        let readings =
            beneath.map { glassInLayer(group, item, t, into: &pixmap, beneath: $0) } ?? pixmap.drawGlass(group)
        let isLight = readings.first?.isLight ?? (item.colorScheme != .dark)
        for c in isLight ? item.contentOverLight : item.contentOverDark {
            draw(c, into: &pixmap, transform: t, beneath: beneath)
        }
    }

    /// Glass inside a group's layer reads everything beneath the layer as well as what the
    /// layer holds so far, and writes the glass into the layer under its outlines.
    func glassInLayer(
        _ group: GlassGroup, _ item: GlassItem, _ t: CGAffineTransform, into pixmap: inout Pixmap,
        beneath: LayerContext
    ) -> [GlassReading] {
        let b = Self.bounds(of: item, t)
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return [] }
        let region = PixelRect(
            x: Int(b.minX.rounded(.down)) - 2, y: Int(b.minY.rounded(.down)) - 2,
            width: Int(b.width.rounded(.up)) + 4, height: Int(b.height.rounded(.up)) + 4
        ).intersection(beneath.canvasBounds)
        guard !region.isEmpty else { return [] }
        var under = beneath.composite(region)
        if let own = pixmap.cropped(to: region) {
            under.draw(own, atX: max(region.x, 0) - region.x, y: max(region.y, 0) - region.y)
        }
        let readings = under.drawGlass(group.offsetBy(dx: -Double(region.x), dy: -Double(region.y)))
        var outline = BezierPath()
        for e in item.elements { outline.addPath(GlassRecipe.outline(e).path.applying(t.transform2D)) }
        let mask = PathRasterizer.coverage(of: outline, rule: .nonZero, clip: pixmap.bounds)
        if !mask.rect.isEmpty { pixmap.draw(under, atX: region.x, y: region.y, mask: mask) }
        return readings
    }

    /// The pixels a glass item may touch: its shapes (pressed ones grown), their shadow and rim.
    static func bounds(of item: GlassItem, _ t: CGAffineTransform) -> CGRect {
        var r = CGRect.null
        for e in item.elements { r = r.union(GlassRecipe.outline(e).bounds.cgRect.applying(t)) }
        let s = scale(of: t)
        let m = (GlassRecipe.shadowOffset + 3 * GlassRecipe.shadowSigma + GlassRecipe.contourWidth) * s + 2
        return r.isNull ? r : r.insetBy(dx: -m, dy: -m)
    }
}
