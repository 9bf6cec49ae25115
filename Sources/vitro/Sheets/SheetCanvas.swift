import VitroBase

/// A pixmap drawn in points at a scale, with the few drawing calls the demo sheets need.
struct SheetCanvas {
    var pixmap: Pixmap
    let scale: Double

    init(width: Double, height: Double, scale: Double, background: RGBColor) throws {
        pixmap = try Pixmap(width: Int((width * scale).rounded()), height: Int((height * scale).rounded()))
        self.scale = scale
        pixmap.clear(to: background)
    }

    func px(_ r: Rect2D) -> Rect2D {
        Rect2D(x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale)
    }

    mutating func roundedRect(_ r: Rect2D, radius: Double, _ color: RGBColor, blend: BlendOperation = .normal) {
        var p = BezierPath()
        p.addRoundedRect(px(r), radius: radius * scale)
        pixmap.fill(p, with: color, blend: blend)
    }

    mutating func circle(center: Point2D, radius: Double, _ color: RGBColor, blend: BlendOperation = .normal) {
        var p = BezierPath()
        p.addEllipse(in: px(Rect2D(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)))
        pixmap.fill(p, with: color, blend: blend)
    }

    /// Draws `text` with its baseline at `y`; `align` 0 left of x, 0.5 centered, 1 right of x.
    @discardableResult
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double, weight: Int = 400, _ color: RGBColor, align: Double = 0,
        family: String = "DejaVu Sans"
    ) -> Double {
        guard let face = FontFace.named(family, weight: weight) ?? FontFace.named() else { return 0 }
        let line = TextLine(text, face: face, size: size * scale)
        pixmap.draw(line, at: Point2D(x: x * scale - line.width * align, y: y * scale), color: color)
        return line.width / scale
    }
}
