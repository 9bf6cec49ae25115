import CFreeType
import Foundation

/// A color glyph as the font draws it: a bitmap from the font's color bitmap tables (`CBDT`/`CBLC`,
/// as in Noto Color Emoji), read through FreeType's `FT_LOAD_COLOR`, and where it sits.
public struct ColorGlyph: Sendable {
    /// The bitmap, premultiplied RGBA in sRGB, at the strike's size.
    public let pixmap: Pixmap
    /// The bitmap's left edge right of the pen position, in the strike's pixels.
    public let left: Double
    /// The bitmap's top edge above the baseline, in the strike's pixels.
    public let top: Double
    /// The strike's size in pixels per em: a glyph drawn at `size` is scaled by `size / ppem`.
    public let ppem: Double
}

extension FontFace {
    /// Whether the face draws its glyphs as color bitmaps (a color emoji font) rather than outlines.
    public var hasColorBitmaps: Bool {
        let flags = face.pointee.face_flags
        return flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0
            && flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
    }

    /// The color bitmap of glyph `index`, or nil when the face has no color bitmap for it.
    public func colorGlyph(_ index: UInt32) -> ColorGlyph? {
        guard hasColorBitmaps else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let cached = colorGlyphs[index] { return cached }
        let glyph = loadColorGlyphLocked(index)
        colorGlyphs[index] = .some(glyph)
        return glyph
    }

    /// The advance of a bitmap glyph in font units, or nil for a face drawn from outlines. The
    /// caller holds `lock`.
    func bitmapAdvanceLocked(_ index: UInt32) -> Double? {
        guard hasColorBitmaps, let ppem = selectLargestStrikeLocked(),
            FT_Load_Glyph(face, index, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
        else { return nil }
        // 26.6 fixed-point pixels at the strike's size, to font units.
        return Double(slot.pointee.advance.x) / 64 * unitsPerEm / ppem
    }

    /// Selects the face's largest bitmap strike (Noto Color Emoji has one, 109 ppem) and returns
    /// its pixels per em.
    private func selectLargestStrikeLocked() -> Double? {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
        var best = 0
        for i in 0..<count where sizes[i].y_ppem > sizes[best].y_ppem { best = i }
        guard FT_Select_Size(face, FT_Int(best)) == 0 else { return nil }
        return Double(sizes[best].y_ppem) / 64
    }

    private func loadColorGlyphLocked(_ index: UInt32) -> ColorGlyph? {
        guard let ppem = selectLargestStrikeLocked(), ppem > 0,
            FT_Load_Glyph(face, index, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, rows > 0, width <= 1024,
            rows <= 1024, let buffer = bitmap.buffer
        else { return nil }
        let pitch = Int(bitmap.pitch)
        var rgba = [UInt8](repeating: 0, count: width * rows * 4)
        for y in 0..<rows {
            // A negative pitch means the rows run bottom-up from the buffer's start.
            let row = buffer + (pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch)
            for x in 0..<width {
                // FreeType's BGRA bitmaps are premultiplied, as Vitro's pixmaps are.
                let o = (y * width + x) * 4
                rgba[o] = row[x * 4 + 2]
                rgba[o + 1] = row[x * 4 + 1]
                rgba[o + 2] = row[x * 4]
                rgba[o + 3] = row[x * 4 + 3]
            }
        }
        guard let pixmap = try? Pixmap(width: width, height: rows, premultipliedRGBA: rgba) else { return nil }
        return ColorGlyph(
            pixmap: pixmap, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top), ppem: ppem)
    }
}
