import Foundation
import Testing
import Vitro
import VitroRaster

/// Emoji in text: drawn in color from the color emoji font (Noto Color Emoji, Debian's
/// `fonts-noto-color-emoji`), scaled to the text's size, whatever the text's face and color.
@MainActor
@Suite struct EmojiTextTests {
    static let emoji = "❌ ✅ 🧊"

    static func render(_ text: String) throws -> RasterImage {
        let renderer = ImageRenderer(
            content: Text(text).font(.system(size: 17)).foregroundStyle(.black).padding(4).background(Color.white))
        renderer.scale = 2
        return try renderer.render()
    }

    @Test(
        .enabled(
            if: EmojiFont.isAvailable,
            "no color emoji font: install fonts-noto-color-emoji (.ci/run does) to check emoji pixels"))
    func emojiAreDrawnInTheirOwnColors() throws {
        let image = try Self.render(Self.emoji)
        var red = 0
        var green = 0
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.color(atX: x, y: y)
                if c.red > 0.75 && c.green < 0.35 && c.blue < 0.35 { red += 1 }
                if c.green > 0.55 && c.red < 0.45 && c.blue < 0.45 { green += 1 }
                if c.blue > 0.75 && c.red < 0.7 && c.blue - c.red > 0.15 { blue += 1 }
            }
        }
        // ❌ is red, ✅ a green square, 🧊 a light blue cube: each covers well over 50 pixels at 2×.
        #expect(red > 50, "red pixels: \(red)")
        #expect(green > 50, "green pixels: \(green)")
        #expect(blue > 50, "blue pixels: \(blue)")
    }

    @Test(.enabled(if: EmojiFont.isAvailable, "no color emoji font: install fonts-noto-color-emoji"))
    func anEmojiIsAboutAsTallAsTheTextAroundIt() throws {
        // 🧊 at 17 pt: the bitmap (136 × 128 at 109 ppem in Noto Color Emoji) scaled to 17 px per
        // em is about 20 pt tall, the line's height.
        let image = try Self.render("🧊")
        var rows = 0
        for y in 0..<image.height {
            if (0..<image.width).contains(where: { image.color(atX: $0, y: y).red < 0.9 }) { rows += 1 }
        }
        #expect(rows > 2 * 14 && rows < 2 * 24, "emoji height \(rows) px at 2×")
    }

    @Test func emojiTakeRoomOnTheLineWithOrWithoutTheColorFont() throws {
        // With the color font the emoji advance by their bitmaps' advances; without it, by the
        // fallback glyph's. Either way the text is wider than the spaces alone.
        let face = try #require(FontFace.named())
        let line = TextLine(Self.emoji, face: face, size: 17)
        let spaces = TextLine("  ", face: face, size: 17)
        #expect(line.width > spaces.width + 3 * 10)
        #expect(line.width.isFinite)
    }
}
