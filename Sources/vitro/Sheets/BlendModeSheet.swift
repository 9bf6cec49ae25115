import Foundation
import VitroBase

/// Every blend mode SwiftUI names, each drawn over the same colorful backdrop.
struct BlendModeSheet {
    let scale: Double
    let tile = 150.0, margin = 24.0, gap = 12.0, columns = 7

    func render() throws -> Pixmap {
        let modes = BlendOperation.allCases
        let rows = (modes.count + columns - 1) / columns
        let width = margin * 2 + Double(columns) * tile + Double(columns - 1) * gap
        let height = 96 + Double(rows) * (tile + 30 + gap) + margin
        let palette = Palette.iOS26
        var canvas = try SheetCanvas(
            width: width, height: height, scale: scale, background: palette.color(.systemBackground, .light))
        canvas.text("Blend modes", x: margin, y: 50, size: 28, weight: 700, palette.color(.label, .light))
        canvas.text(
            "W3C compositing formulas on premultiplied pixels · source: two system-color circles",
            x: margin, y: 76, size: 13, palette.color(.secondaryLabel, .light))
        for (i, mode) in modes.enumerated() {
            let x = margin + Double(i % columns) * (tile + gap)
            let y = 96 + Double(i / columns) * (tile + 30 + gap)
            var tilePixmap = try backdrop(size: Int(tile * scale))
            var p = BezierPath()
            let s = scale
            p.addEllipse(in: Rect2D(x: 20 * s, y: 20 * s, width: 80 * s, height: 80 * s))
            tilePixmap.fill(p, with: palette.color(.orange, .light), blend: mode)
            var q = BezierPath()
            q.addEllipse(in: Rect2D(x: 50 * s, y: 50 * s, width: 80 * s, height: 80 * s))
            tilePixmap.fill(q, with: palette.color(.blue, .light).withAlpha(0.85), blend: mode)
            var clip = BezierPath()
            clip.addRoundedRect(Rect2D(x: 0, y: 0, width: tile * s, height: tile * s), radius: 16 * s)
            let mask = PathRasterizer.coverage(of: clip, clip: tilePixmap.bounds)
            canvas.pixmap.draw(
                tilePixmap, atX: Int((x * s).rounded()), y: Int((y * s).rounded()),
                mask: shifted(mask, x: Int((x * s).rounded()), y: Int((y * s).rounded())))
            canvas.text(
                mode.rawValue, x: x + tile / 2, y: y + tile + 20, size: 13, palette.color(.label, .light), align: 0.5)
        }
        return canvas.pixmap
    }

    /// A hue sweep left to right, fading to transparent at the bottom-right so the modes that
    /// depend on backdrop alpha show it.
    func backdrop(size: Int) throws -> Pixmap {
        var p = try Pixmap(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let h = Double(x) / Double(size)
                let c = HSB.rgb(hue: h, saturation: 0.55, brightness: 0.95 - 0.45 * Double(y) / Double(size))
                let a = x + y > size * 3 / 2 ? 0.35 : 1.0
                p[x, y] = SIMD4(
                    UInt8((c.x * a * 255).rounded()), UInt8((c.y * a * 255).rounded()),
                    UInt8((c.z * a * 255).rounded()),
                    UInt8((a * 255).rounded()))
            }
        }
        return p
    }

    func shifted(_ m: CoverageMask, x: Int, y: Int) -> CoverageMask {
        CoverageMask(
            rect: PixelRect(x: m.rect.x + x, y: m.rect.y + y, width: m.rect.width, height: m.rect.height),
            values: m.values)
    }
}
