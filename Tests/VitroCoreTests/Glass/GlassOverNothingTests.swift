import Foundation
import Testing
import Vitro

/// Glass in a render with a transparent background: its content picks its color as over the
/// appearance's background the image is shown on (dark content in light, light in dark), not as
/// over black.
@MainActor
@Suite struct GlassOverNothingTests {
    func badge(_ symbol: Bool, _ scheme: ColorScheme) throws -> RasterImage {
        let view = Group {
            if symbol {
                Image(systemName: "star.fill").font(.system(size: 24)).frame(width: 56, height: 56)
            } else {
                Color.clear.frame(width: 56, height: 56)
            }
        }
        .glassEffect(.regular, in: .circle)
        .padding(12)
        .environment(\.colorScheme, scheme)
        return try ImageRenderer(content: view).render()
    }

    /// The mean luma, composited on `background`, of the pixels the symbol changes.
    func symbolLuma(_ scheme: ColorScheme, background: Double) throws -> Double {
        let with = try badge(true, scheme)
        let without = try badge(false, scheme)
        var sum = 0.0
        var count = 0.0
        for y in 0..<with.height {
            for x in 0..<with.width {
                // Both as shown on the background (the glass's face over nothing is mostly clear).
                func shown(_ c: RGBColor) -> Double {
                    (0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue) * c.alpha + background * (1 - c.alpha)
                }
                let a = shown(with.color(atX: x, y: y))
                let b = shown(without.color(atX: x, y: y))
                guard abs(a - b) > 0.2 else { continue }
                sum += a
                count += 1
            }
        }
        return count > 0 ? sum / count : .nan
    }

    @Test func inLightTheContentIsDark() throws {
        let luma = try symbolLuma(.light, background: 1)
        #expect(luma < 0.35, "the star on light glass over white: \(luma)")
    }

    @Test func inDarkTheContentIsLight() throws {
        let luma = try symbolLuma(.dark, background: 0)
        #expect(luma > 0.65, "the star on dark glass over black: \(luma)")
    }
}
