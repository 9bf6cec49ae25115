import Foundation
import Testing
import Vitro

/// `.borderedProminent` labels keep at least 3:1 against their fill, for every system tint, in
/// light and dark, measured on the rendered pixels.
@MainActor
@Suite struct ControlsProminentContrastTests {
    /// WCAG 2's relative luminance of an 8-bit sRGB color.
    static func luminance(_ c: (Int, Int, Int)) -> Double {
        func lin(_ v: Int) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
    }

    static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The fill (left inside the capsule) and the label (the pixel on the label's row farthest
    /// from the fill) of a prominent button with a bold label, rendered at 3×.
    func fillAndLabel(tint: Color, scheme: ColorScheme) throws -> (fill: (Int, Int, Int), label: (Int, Int, Int)) {
        let view = Button("IIII") {}.buttonStyle(.borderedProminent).tint(tint)
            .font(.system(size: 30, weight: .bold)).environment(\.colorScheme, scheme)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        let image = try renderer.render()
        func px(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * image.width + x) * 4
            return (Int(image.samples[i] >> 8), Int(image.samples[i + 1] >> 8), Int(image.samples[i + 2] >> 8))
        }
        let y = image.height / 2
        let fill = px(image.width / 10, y)
        var label = fill
        var best = -1
        for x in (image.width / 4)..<(image.width * 3 / 4) {
            let c = px(x, y)
            let d = abs(c.0 - fill.0) + abs(c.1 - fill.1) + abs(c.2 - fill.2)
            if d > best { (best, label) = (d, c) }
        }
        return (fill, label)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func everySystemTintKeepsItsLabelAt3To1(scheme: ColorScheme) throws {
        let tints: [Color] = [
            .accentColor, .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
            .gray,
        ]
        for tint in tints {
            let (fill, label) = try fillAndLabel(tint: tint, scheme: scheme)
            #expect(Self.contrast(fill, label) >= 3, "\(tint) \(scheme): fill \(fill) label \(label)")
        }
    }

    /// The default blue keeps iOS's white label.
    @Test func theDefaultTintKeepsAWhiteLabel() throws {
        for scheme in [ColorScheme.light, .dark] {
            let (_, label) = try fillAndLabel(tint: .accentColor, scheme: scheme)
            #expect(label.0 > 245 && label.1 > 245 && label.2 > 245)
        }
    }
}
