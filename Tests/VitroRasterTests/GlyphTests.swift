import CFreeType
import Testing
import VitroColor
import VitroGeometry

@testable import VitroRaster

@Suite struct GlyphTests {
    let face = FontFace.named()!

    @Test func defaultFaceIsDejaVuSans() {
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.unitsPerEm == 2048)
    }

    /// The area our rasterizer covers for a glyph equals the ink FreeType's own rasterizer
    /// lays down for the same unhinted outline, within 1%.
    @Test(arguments: ["O", "g", "&", "W"])
    func glyphCoverageAgreesWithFreeType(_ character: String) throws {
        let size = 48.0
        let scalar = character.unicodeScalars.first!
        let line = TextLine(character, face: face, size: size)
        let mask = PathRasterizer.coverage(
            of: line.path(origin: Point2D(x: 8, y: 56)), clip: PixelRect(x: 0, y: 0, width: 80, height: 80))
        var lib: FT_Library?
        var ftFace: FT_Face?
        #expect(FT_Init_FreeType(&lib) == 0)
        defer { FT_Done_FreeType(lib) }
        #expect(FT_New_Face(lib, face.path, 0, &ftFace) == 0)
        defer { FT_Done_Face(ftFace) }
        FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(size * 64), 72, 72)
        let index = FT_Get_Char_Index(ftFace, FT_ULong(scalar.value))
        #expect(FT_Load_Glyph(ftFace, index, Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER)) == 0)
        let bitmap = ftFace!.pointee.glyph.pointee.bitmap
        var ink = 0.0
        for y in 0..<Int(bitmap.rows) {
            for x in 0..<Int(bitmap.width) { ink += Double(bitmap.buffer[y * Int(bitmap.pitch) + x]) / 255 }
        }
        #expect(abs(mask.area - ink) / ink < 0.01, "\(character): ours \(mask.area), FreeType \(ink)")
        // Advances come from the same face: check the scaling too (26.6 fixed point).
        let ftAdvance = Double(ftFace!.pointee.glyph.pointee.linearHoriAdvance) / 65536
        #expect(abs(line.width - ftAdvance) < 0.01)
    }

    @Test func drawingTextPutsInkInTheRightPlace() throws {
        var p = try Pixmap(width: 120, height: 40)
        p.clear(to: RGBColor(255, 255, 255))
        let line = TextLine("Vitro", face: face, size: 24)
        p.draw(line, at: Point2D(x: 4, y: 30), color: RGBColor(0, 0, 0))
        var dark = 0
        for y in 0..<40 { for x in 0..<120 where p[x, y].x < 128 { dark += 1 } }
        #expect(dark > 100)
        #expect(p[119, 0] == SIMD4(255, 255, 255, 255))
        #expect(line.width > 50 && line.width < 80)
    }
}

extension GlyphTests {
    /// DejaVu Sans has no script capital A (U+1D49C); fontconfig finds a face that does.
    @Test func missingGlyphsFallBackThroughFontconfig() {
        let scalar = Unicode.Scalar(0x1D49C)!
        #expect(face.glyphIndex(for: scalar) == 0)
        let line = TextLine(String(Character(scalar)), face: face, size: 20)
        let glyph = line.glyphs[0]
        #expect(glyph.index != 0)
        #expect(glyph.face !== face)
        #expect(!glyph.face.glyph(glyph.index).path.isEmpty)
    }
}

extension GlyphTests {
    /// Kerning comes from the face: "AV" and "To" are tighter than their letters side by side.
    @Test func pairsAreKernedFromTheFont() {
        func width(_ s: String) -> Double { TextLine(s, face: face, size: 100).width }
        #expect(width("AV") < width("A") + width("V") - 5)
        #expect(width("To") < width("T") + width("o") - 10)
        #expect(abs(width("HH") - 2 * width("H")) < 0.001)
    }
}
