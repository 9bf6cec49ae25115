import CFreeType
import Foundation
import Testing
import Vitro

/// Text widths against FreeType's advances for the same face and size: within 1 px per 100 px.
@MainActor
@Suite struct TextMetricsTests {
    /// The advance of a string by FreeType alone: unhinted advances plus `kern` kerning.
    func freeTypeWidth(_ text: String, size: Double, path: String) -> Double {
        var lib: FT_Library?
        var face: FT_Face?
        FT_Init_FreeType(&lib)
        defer { FT_Done_FreeType(lib) }
        FT_New_Face(lib, path, 0, &face)
        defer { FT_Done_Face(face) }
        FT_Set_Char_Size(face, 0, FT_F26Dot6(size * 64), 72, 72)
        var width = 0.0
        var previous: FT_UInt = 0
        for scalar in text.unicodeScalars {
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            if previous != 0 {
                var k = FT_Vector()
                FT_Get_Kerning(face, previous, index, FT_UInt(FT_KERNING_UNFITTED.rawValue), &k)
                width += Double(k.x) / 64
            }
            FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_HINTING))
            width += Double(face!.pointee.glyph.pointee.linearHoriAdvance) / 65536
            previous = index
        }
        return width
    }

    func width(of view: some View) -> Double {
        let line = ImageRenderer(content: view).layoutDescription.split(separator: "\n")[0]
        // "Text "…" (x, y, w, h)"
        let numbers = line.split(separator: "(").last!.dropLast().split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))!
        }
        return numbers[2]
    }

    nonisolated static let samples = [
        "Hello, World!", "Liquid Glass renders anywhere Swift runs.", "AVATAR Typography WAVE", "0123456789 +−×÷",
    ]

    @Test(arguments: samples)
    func bodyTextWidthsMatchFreeType(_ sample: String) {
        let face = FontFace.named()!
        let expected = freeTypeWidth(sample, size: 17, path: face.path)
        let ours = width(of: Text(verbatim: sample).font(.body))
        #expect(abs(ours - expected) <= max(1, expected / 100), "\(sample): \(ours) vs FreeType \(expected)")
    }

    @Test func textStylesUseIOSDefaultSizes() {
        let sizes: [(Font, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17), (.callout, 16),
            (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        let face = FontFace.named()!
        for (font, size) in sizes where font != .headline {
            let expected = freeTypeWidth("Sizes", size: size, path: face.path)
            // Text sizes are whole pixels, rounded up (1 pt at the 1x of `width(of:)`).
            let ours = width(of: Text("Sizes").font(font))
            #expect(ours >= expected && ours - expected < 1, "\(font) should be \(size) pt")
        }
    }

    @Test func dynamicTypeScalesTextStyles() {
        let large = width(of: Text("Scale").font(.body))
        let xxxl = width(of: Text("Scale").font(.body).environment(\.dynamicTypeSize, .xxxLarge))
        #expect(abs(xxxl / large - 23.0 / 17) < 0.01)
        let fixed = width(of: Text("Scale").font(.system(size: 17)).environment(\.dynamicTypeSize, .xxxLarge))
        #expect(abs(fixed - large) < 0.01)
    }
}
