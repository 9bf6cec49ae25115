import VitroColor
import VitroGeometry

/// A single line of text shaped simply: one glyph per Unicode scalar, advances and `kern`
/// kerning from the face, fontconfig fallback for characters the face lacks, and emoji from the
/// color emoji face (``EmojiFont``) as iOS draws them: in color, whatever the text's face.
public struct TextLine: Sendable {
    /// One placed glyph: its face, index, and pen position in pixels from the line's origin.
    public struct PlacedGlyph: Sendable {
        /// The face the glyph is drawn from (the primary face or a fallback).
        public var face: FontFace
        /// The glyph's index in its face.
        public var index: UInt32
        /// The pen position along the line, in pixels from its origin.
        public var x: Double
    }

    /// The glyphs, in order along the line.
    public let glyphs: [PlacedGlyph]
    /// The advance of the whole line in pixels.
    public let width: Double
    /// The size the line is laid out at, in pixels per em.
    public let size: Double
    /// The horizontal scale of the glyphs (1 as drawn; below 1 condensed).
    public let widthScale: Double
    /// Ascent and descent (positive) of the primary face at this size, in pixels.
    public let ascent: Double
    /// The descent of the primary face at this size (positive), in pixels.
    public let descent: Double

    /// Lays out `text` at `size` pixels per em in `face`, with `tracking` pixels added after
    /// each glyph (kerning still applies between glyphs), the glyphs scaled horizontally by
    /// `widthScale`.
    public init(_ text: String, face: FontFace, size: Double, tracking: Double = 0, widthScale: Double = 1) {
        let widthScale = widthScale.isFinite && widthScale > 0 ? widthScale : 1
        var placed: [PlacedGlyph] = []
        var x = 0.0
        var previous: (FontFace, UInt32)?
        let scalars = Array(text.unicodeScalars)
        for (n, scalar) in scalars.enumerated() {
            if scalar.properties.generalCategory == .control { continue }
            // Variation selectors and the zero-width joiner choose a presentation; they draw nothing.
            if scalar.value == 0xFE0F || scalar.value == 0xFE0E || scalar.value == 0x200D { continue }
            // A skin-tone modifier after an emoji would need the font's ligatures to join it; without
            // shaping, the emoji is drawn in its default tone rather than beside a color swatch.
            if (0x1F3FB...0x1F3FF).contains(scalar.value), n > 0, scalars[n - 1].properties.isEmoji { continue }
            var f = face
            var index = face.glyphIndex(for: scalar)
            let emoji =
                scalar.properties.isEmojiPresentation
                || (scalar.properties.isEmoji && n + 1 < scalars.count && scalars[n + 1].value == 0xFE0F)
            if emoji, let color = EmojiFont.faceForEmoji() {
                let i = color.glyphIndex(for: scalar)
                if i != 0 { (f, index) = (color, i) }
            }
            if index == 0, let path = FontLocator.path(containing: scalar),
                let fallback = FaceCache.shared.face(path: path)
            {
                let i = fallback.glyphIndex(for: scalar)
                if i != 0 { (f, index) = (fallback, i) }
            }
            let scale = size / f.unitsPerEm * widthScale
            if let (pf, pi) = previous, pf === f { x += f.kerning(pi, index) * scale }
            placed.append(PlacedGlyph(face: f, index: index, x: x))
            x += f.glyph(index).advance * scale + tracking
            previous = (f, index)
        }
        glyphs = placed
        width = x
        self.size = size
        self.widthScale = widthScale
        ascent = face.ascender * size / face.unitsPerEm
        descent = -face.descender * size / face.unitsPerEm
    }

    /// The color glyphs of the line (emoji), each with the rectangle it covers in pixels, with the
    /// baseline's start at `origin`: the font's bitmap scaled to the line's size.
    public func colorGlyphs(origin: Point2D) -> [(glyph: ColorGlyph, rect: Rect2D)] {
        glyphs.compactMap { g in
            guard let color = g.face.colorGlyph(g.index) else { return nil }
            let s = size / color.ppem
            let rect = Rect2D(
                x: origin.x + g.x + color.left * s * widthScale, y: origin.y - color.top * s,
                width: Double(color.pixmap.width) * s * widthScale, height: Double(color.pixmap.height) * s)
            return (color, rect)
        }
    }

    /// The outlines of the whole line as one path, in pixels, with the baseline's start at `origin`.
    public func path(origin: Point2D) -> BezierPath {
        var out = BezierPath()
        for g in glyphs {
            let s = size / g.face.unitsPerEm
            let t = Transform2D.scale(x: s * widthScale, y: s).translated(x: origin.x + g.x, y: origin.y)
            out.addPath(g.face.glyph(g.index).path.applying(t))
        }
        return out
    }
}

extension Pixmap {
    /// Draws one line of text with its baseline starting at `origin` (pixels).
    public mutating func draw(_ line: TextLine, at origin: Point2D, color: RGBColor, blend: BlendOperation = .normal) {
        fill(line.path(origin: origin), with: color, rule: .nonZero, blend: blend)
    }
}
