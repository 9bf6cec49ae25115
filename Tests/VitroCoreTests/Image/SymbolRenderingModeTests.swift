import Foundation
import Testing
import Vitro

/// Symbol rendering modes: the layers of two-layer symbols are colored apart, palette uses the
/// styles given, multicolor uses the symbol's own colors, monochrome cuts the glyph out.
@MainActor
@Suite struct SymbolRenderingModeTests {
    /// One symbol at 40 pt, rendered at 1× over nothing: RGBA, 8 bits, premultiplied undone.
    func render<V: View>(_ view: V) throws -> RasterImage {
        let renderer = ImageRenderer(content: view.font(.system(size: 40)).frame(width: 56, height: 56))
        return try renderer.render()
    }

    /// The unpremultiplied 8-bit color and alpha at the image's center, where every glyph drawn
    /// in a circle lies.
    func pixel(_ image: RasterImage, x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * image.width + x) * 4
        let s = image.samples
        let a = Int(s[i + 3] >> 8)
        func un(_ v: UInt16) -> Int { a == 0 ? 0 : min(255, Int(v >> 8) * 255 / a) }
        return (un(s[i]), un(s[i + 1]), un(s[i + 2]), a)
    }

    /// Pixels where any channel differs by more than 24 of 255.
    func differingPixels(_ a: RasterImage, _ b: RasterImage) -> Int {
        let (x, y) = (a.samples, b.samples)
        return stride(from: 0, to: min(x.count, y.count), by: 4).reduce(0) { n, i in
            n + ((0..<4).contains { abs(Int(x[i + $0] >> 8) - Int(y[i + $0] >> 8)) > 24 } ? 1 : 0)
        }
    }

    @Test func theFourModesDrawFourDifferentImages() throws {
        let name = "checkmark.circle.fill"
        let modes: [SymbolRenderingMode] = [.monochrome, .hierarchical, .palette, .multicolor]
        let images = try modes.map { mode in
            try render(Image(systemName: name).symbolRenderingMode(mode).foregroundStyle(.blue, .orange))
        }
        for i in images.indices {
            for j in images.indices where j > i {
                #expect(differingPixels(images[i], images[j]) > 40, "\(modes[i]) vs \(modes[j])")
            }
        }
    }

    /// Monochrome cuts the glyph out of the disc: the center, on the checkmark's stroke, is clear.
    /// Palette draws it in the first style over the disc in the second.
    @Test func paletteDrawsTheGlyphAndItsDiscInTheStylesGiven() throws {
        let mono = try render(Image(systemName: "plus.circle.fill").foregroundStyle(.black))
        #expect(pixel(mono, x: 28, y: 28).a < 20)
        let palette = try render(
            Image(systemName: "plus.circle.fill").symbolRenderingMode(.palette)
                .foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)))
        let center = pixel(palette, x: 28, y: 28)
        #expect(center.a == 255 && center.r > 240 && center.b < 15)
        // Between the plus's arm and the disc's edge: the disc's color.
        let disc = pixel(palette, x: 16, y: 16)
        #expect(disc.a == 255 && disc.b > 240 && disc.r < 15)
    }

    /// Two foreground styles choose palette when no mode is set, as in SwiftUI.
    @Test func twoForegroundStylesDrawAPaletteWithoutAMode() throws {
        let image = try render(
            Image(systemName: "plus.circle.fill").foregroundStyle(Color(red: 0, green: 1, blue: 0), .black))
        let center = pixel(image, x: 28, y: 28)
        #expect(center.a == 255 && center.g > 240)
    }

    /// Hierarchical: the disc is the foreground style at the secondary level (60 %).
    @Test func hierarchicalDrawsTheDiscAtTheSecondaryOpacity() throws {
        let image = try render(
            Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical)
                .foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        let disc = pixel(image, x: 16, y: 16)
        #expect(abs(disc.a - 153) <= 3 && disc.b > 240)
        let center = pixel(image, x: 28, y: 28)
        #expect(center.a == 255 && center.b > 240)
    }

    /// Multicolor: `heart.fill` is red whatever the foreground; a symbol without colors of its own
    /// draws as monochrome.
    @Test func multicolorUsesTheSymbolsOwnColorsElseMonochrome() throws {
        let heart = try render(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        let c = pixel(heart, x: 28, y: 30)
        #expect(c.a == 255 && c.r > 200 && c.g < 90 && c.b < 90)
        let star = try render(Image(systemName: "star.fill").symbolRenderingMode(.multicolor).foregroundStyle(.black))
        let mono = try render(Image(systemName: "star.fill").foregroundStyle(.black))
        #expect(star.samples == mono.samples)
    }

    /// The outlined `.circle` variants have their ring as the secondary layer.
    @Test func theRingOfACircleVariantIsTheSecondaryLayer() throws {
        let image = try render(
            Image(systemName: "plus.circle").symbolRenderingMode(.palette)
                .foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)))
        let center = pixel(image, x: 28, y: 28)
        #expect(center.r > 240 && center.b < 15)
        // The ring's left edge on the horizontal midline.
        let ring = (0..<28).map { pixel(image, x: $0, y: 28) }.first { $0.a > 200 }
        #expect(ring != nil && ring!.b > 240 && ring!.r < 15)
    }

    @Test func everyMulticolorSymbolExists() {
        let names = [
            "heart", "heart.fill", "heart.circle.fill", "flame", "flame.fill", "leaf", "leaf.fill", "sun.max",
            "sun.max.fill", "checkmark.circle.fill", "plus.circle.fill", "minus.circle.fill", "xmark.circle.fill",
        ]
        for name in names {
            #expect(Image.builtInSymbolNames.contains(name))
        }
    }
}
