import Foundation
import Testing
import VitroColor

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The color filters rendered over a flat color, against the W3C Filter Effects formulas
/// (§ 13.2 filter functions, § 9.6 `feColorMatrix`, https://www.w3.org/TR/filter-effects-1/)
/// evaluated here in Double, and SwiftUI's additive `brightness`.
@MainActor
@Suite struct ColorFilterTests {
    static let base = (r: 0.8, g: 0.4, b: 0.2)

    func rendered(_ filter: (Color) -> some View) throws -> (r: Double, g: Double, b: Double, a: Double) {
        let color = Color(red: Self.base.r, green: Self.base.g, blue: Self.base.b)
        let image = try ImageRenderer(content: filter(color).frame(width: 4, height: 4)).render()
        let c = image.color(atX: 2, y: 2)
        return (c.red, c.green, c.blue, c.alpha)
    }

    func expectClose(_ got: (r: Double, g: Double, b: Double, a: Double), _ want: (Double, Double, Double, Double)) {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        let w = (clamp(want.0), clamp(want.1), clamp(want.2), clamp(want.3))
        // Two 8-bit steps: one for the color's own quantization, one for the filter's.
        let tol = 2.0 / 255
        #expect(abs(got.r - w.0) <= tol && abs(got.g - w.1) <= tol && abs(got.b - w.2) <= tol, "\(got) vs \(w)")
        #expect(abs(got.a - w.3) <= tol, "alpha \(got.a) vs \(w.3)")
    }

    var rgb: (Double, Double, Double) { (Self.base.r, Self.base.g, Self.base.b) }

    @Test func hueRotationFollowsTheW3CMatrix() throws {
        for degrees in [0.0, 90, 180, 270] {
            let (r, g, b) = rgb
            let c = cos(degrees * .pi / 180)
            let s = sin(degrees * .pi / 180)
            // W3C hue-rotate: the luminance matrix + cos θ · … + sin θ · …
            let R =
                (0.213 + c * 0.787 - s * 0.213) * r + (0.715 - c * 0.715 - s * 0.715) * g
                + (0.072 - c * 0.072 + s * 0.928) * b
            let G =
                (0.213 - c * 0.213 + s * 0.143) * r + (0.715 + c * 0.285 + s * 0.140) * g
                + (0.072 - c * 0.072 - s * 0.283) * b
            let B =
                (0.213 - c * 0.213 - s * 0.787) * r + (0.715 - c * 0.715 + s * 0.715) * g
                + (0.072 + c * 0.928 + s * 0.072) * b
            expectClose(try rendered { $0.hueRotation(.degrees(degrees)) }, (R, G, B, 1))
        }
        // A full turn is no change.
        expectClose(try rendered { $0.hueRotation(.degrees(360)) }, (rgb.0, rgb.1, rgb.2, 1))
    }

    @Test func luminanceToAlphaIsBlackWithTheLuminanceAsAlpha() throws {
        let (r, g, b) = rgb
        let got = try rendered { $0.luminanceToAlpha() }
        #expect(abs(got.a - (0.2125 * r + 0.7154 * g + 0.0721 * b)) <= 2.0 / 255)
        #expect(got.r < 0.01 && got.g < 0.01 && got.b < 0.01)
    }

    @Test func grayscaleFollowsTheW3CMatrix() throws {
        let (r, g, b) = rgb
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        expectClose(try rendered { $0.grayscale(1) }, (y, y, y, 1))
        // Half: the W3C matrix with 1 − amount = 0.5.
        let k = 0.5
        expectClose(
            try rendered { $0.grayscale(0.5) },
            (
                (0.2126 + 0.7874 * k) * r + (0.7152 - 0.7152 * k) * g + (0.0722 - 0.0722 * k) * b,
                (0.2126 - 0.2126 * k) * r + (0.7152 + 0.2848 * k) * g + (0.0722 - 0.0722 * k) * b,
                (0.2126 - 0.2126 * k) * r + (0.7152 - 0.7152 * k) * g + (0.0722 + 0.9278 * k) * b, 1
            ))
        expectClose(try rendered { $0.grayscale(.nan) }, (r, g, b, 1))
    }

    @Test func saturationContrastBrightnessInvertAndMultiply() throws {
        let (r, g, b) = rgb
        // saturate(0): every channel is the W3C luminance (0.213, 0.715, 0.072).
        let y = 0.213 * r + 0.715 * g + 0.072 * b
        expectClose(try rendered { $0.saturation(0) }, (y, y, y, 1))
        // contrast(c): c · (v − 0.5) + 0.5.
        expectClose(
            try rendered { $0.contrast(1.5) }, (1.5 * (r - 0.5) + 0.5, 1.5 * (g - 0.5) + 0.5, 1.5 * (b - 0.5) + 0.5, 1))
        // SwiftUI's brightness adds.
        expectClose(try rendered { $0.brightness(0.1) }, (r + 0.1, g + 0.1, b + 0.1, 1))
        expectClose(try rendered { $0.colorInvert() }, (1 - r, 1 - g, 1 - b, 1))
        expectClose(
            try rendered { $0.colorMultiply(Color(red: 0.5, green: 1, blue: 0.25)) }, (r * 0.5, g, b * 0.25, 1))
    }
}
