import VitroGeometry

/// Liquid Glass as a compositor step (``DrawCommand/glass(_:)``): a glass group drawn over
/// everything painted beneath it, then the content on it in the appearance the measured
/// backdrop calls for — dark content over light glass, light content over dark glass. A value:
/// equal drawings draw equal bytes.
public struct GlassDrawing: Sendable, Equatable {
    /// The glass (pixels, in the drawing's coordinates).
    public var group: GlassGroup
    /// The content on each shape of the group (in the group's order) for light glass (dark
    /// content) and for dark glass (light content); each shape picks by its own backdrop.
    public var contentOverLight: [[DrawCommand]]
    /// The content on each shape for dark glass (light content), in the group's order.
    public var contentOverDark: [[DrawCommand]]
    /// Whole pixels the group and its content are moved by when drawn (a layer's target starts
    /// where the layer does, and layers move by whole pixels): kept apart from the group's own
    /// coordinates so a moved drawing computes exactly what the unmoved one did.
    public var offsetX = 0
    /// Whole pixels the group and its content are moved down by when drawn.
    public var offsetY = 0

    /// Glass of `group` with the content each shape shows over light and over dark glass.
    public init(group: GlassGroup, contentOverLight: [[DrawCommand]], contentOverDark: [[DrawCommand]]) {
        self.group = group
        self.contentOverLight = contentOverLight
        self.contentOverDark = contentOverDark
    }

    /// The pixels the glass can change: the group's bounds, moved by the offset.
    public var bounds: PixelRect? {
        group.pixelBounds.map {
            PixelRect(x: $0.x + offsetX, y: $0.y + offsetY, width: $0.width, height: $0.height)
        }
    }

    /// The same glass moved by `dx`, `dy` pixels, rounded to whole pixels.
    func translated(_ dx: Double, _ dy: Double) -> GlassDrawing {
        var moved = self
        moved.offsetX += Int(dx.rounded())
        moved.offsetY += Int(dy.rounded())
        return moved
    }

    /// Draws into `target`, whose pixel (x, y) is the drawing's (x + origin.x, y + origin.y)
    /// (a layer's target starts where the layer does). `backdrop` holds everything painted
    /// beneath `region` (target pixels: the bounds within the target), layers below included,
    /// at the region's size.
    func draw(into target: inout Pixmap, origin: (x: Int, y: Int), backdrop: Pixmap, region: PixelRect) {
        let origin = (x: origin.x - offsetX, y: origin.y - offsetY)
        var glass = backdrop
        let readings = glass.drawGlass(
            group.offsetBy(dx: -Double(origin.x + region.x), dy: -Double(origin.y + region.y)))
        // Only the pixels the glass changed are written: into a layer, what lies beneath the
        // layer stays the layer's business.
        let w = target.width
        let h = target.height
        target.data.withUnsafeMutableBufferPointer { out in
            glass.data.withUnsafeBufferPointer { g in
                backdrop.data.withUnsafeBufferPointer { b in
                    for y in 0..<region.height where region.y + y >= 0 && region.y + y < h {
                        for x in 0..<region.width where region.x + x >= 0 && region.x + x < w {
                            let i = (y * region.width + x) * 4
                            guard g[i] != b[i] || g[i + 1] != b[i + 1] || g[i + 2] != b[i + 2] || g[i + 3] != b[i + 3]
                            else { continue }
                            let o = ((region.y + y) * w + region.x + x) * 4
                            for k in 0..<4 { out[o + k] = g[i + k] }
                        }
                    }
                }
            }
        }
        drawContent(readings, into: &target, origin: origin)
    }

    /// Draws into `target` where everything beneath `region` is the target's own pixels (no
    /// layer below, the drawing's coordinates the target's), reading and writing the target in
    /// place, with the bytes the backdrop form gives for a copy of `region`. Returns false for a
    /// moved drawing, which takes that form.
    func drawInPlace(into target: inout Pixmap, region: PixelRect) -> Bool {
        guard offsetX == 0, offsetY == 0 else { return false }
        // The region's pixels as a pixmap of their own, drawn where they are: no copy of the
        // backdrop, and only what the glass changes is written.
        let readings = target.drawGlass(
            group.offsetBy(dx: -Double(region.x), dy: -Double(region.y)), within: region)
        drawContent(readings, into: &target, origin: (0, 0))
        return true
    }

    /// The content on each shape in the appearance its reading calls for.
    func drawContent(_ readings: [GlassReading], into target: inout Pixmap, origin: (x: Int, y: Int)) {
        var content: [DrawCommand] = []
        for i in readings.indices where i < contentOverLight.count && i < contentOverDark.count {
            content += readings[i].isLight ? contentOverLight[i] : contentOverDark[i]
        }
        guard !content.isEmpty else { return }
        let moved =
            origin.x == 0 && origin.y == 0
            ? content : content.map { $0.translated(-Double(origin.x), -Double(origin.y)) }
        Compositor().draw(moved, into: &target)
    }
}

extension GlassGroup {
    /// The pixels the group may read or write: its shapes, grown by its margin.
    public var pixelBounds: PixelRect? {
        var b: Rect2D?
        for s in shapes {
            let r = s.geometry.bounds
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, !r.isEmpty else { continue }
            b = b.map { $0.union(r) } ?? r
        }
        guard let b else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let m = margin + 1
        let lim = Double(1 << 24)
        func c(_ v: Double) -> Int { Int(min(max(v, -lim), lim)) }
        let x0 = c((b.minX - m).rounded(.down))
        let y0 = c((b.minY - m).rounded(.down))
        return PixelRect(
            x: x0, y: y0, width: c((b.maxX + m).rounded(.up)) - x0, height: c((b.maxY + m).rounded(.up)) - y0)
    }
}
