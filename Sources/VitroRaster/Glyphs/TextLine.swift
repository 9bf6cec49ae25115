import VitroColor
import VitroGeometry

/// A single line of text shaped simply: one glyph per Unicode scalar, advances and `kern`
/// kerning from the face, fontconfig fallback for characters the face lacks.
public struct TextLine: Sendable {
    /// One placed glyph: its face, index, and pen position in pixels from the line's origin.
    public struct PlacedGlyph: Sendable {
        public var face: FontFace
        public var index: UInt32
        public var x: Double
    }

    public let glyphs: [PlacedGlyph]
    /// The advance of the whole line in pixels.
    public let width: Double
    public let size: Double
    /// The horizontal scale of the glyphs (1 as drawn; below 1 condensed).
    public let widthScale: Double
    /// Ascent and descent (positive) of the primary face at this size, in pixels.
    public let ascent: Double
    public let descent: Double

    /// Lays out `text` at `size` pixels per em in `face`, with `tracking` pixels added after
    /// each glyph (kerning still applies between glyphs), the glyphs scaled horizontally by
    /// `widthScale`.
    public init(_ text: String, face: FontFace, size: Double, tracking: Double = 0, widthScale: Double = 1) {
        let widthScale = widthScale.isFinite && widthScale > 0 ? widthScale : 1
        var placed: [PlacedGlyph] = []
        var x = 0.0
        var previous: (FontFace, UInt32)?
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control { continue }
            var f = face
            var index = face.glyphIndex(for: scalar)
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
