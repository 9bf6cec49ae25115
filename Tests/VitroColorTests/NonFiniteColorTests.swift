import Foundation
import Testing
import VitroColor
import VitroRasterTestSupport

/// Colors built from values that are not numbers (NaN, ±∞) or far out of range: nothing traps,
/// and what reaches pixels or a contrast figure is finite and in range.
@Suite struct NonFiniteColorTests {
    static let spaces: [ColorSpace] = [.sRGB, .displayP3, .linearSRGB, .linearDisplayP3]

    func hostileColor(_ rng: inout SeededRandom) -> RGBColor {
        RGBColor(
            red: rng.hostileDouble(), green: rng.hostileDouble(), blue: rng.hostileDouble(),
            alpha: rng.hostileDouble(), space: Self.spaces.randomElement(using: &rng)!)
    }

    @Test func clampingTakesNaNToZeroAndInfinityToTheEnds() {
        let c = RGBColor(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan).clamped()
        #expect(c == RGBColor(red: 0, green: 1, blue: 0, alpha: 0))
        #expect(!RGBColor(red: .nan, green: 0, blue: 0).isFinite)
        #expect(RGBColor(red: 2, green: -1, blue: 0).isFinite)
    }

    @Test func clampedColorsAreAlwaysFiniteAndInRange() {
        var rng = SeededRandom(seed: 1)
        for _ in 0..<2000 {
            let c = hostileColor(&rng).clamped()
            for v in [c.red, c.green, c.blue, c.alpha] {
                #expect(v.isFinite && v >= 0 && v <= 1)
            }
        }
    }

    @Test func contrastOfAnyTwoColorsIsFiniteAndInItsRange() {
        var rng = SeededRandom(seed: 2)
        for _ in 0..<2000 {
            let a = hostileColor(&rng)
            let b = hostileColor(&rng)
            let ratio = Contrast.wcagRatio(a, b)
            #expect(ratio.isFinite && ratio >= 1 && ratio <= 21.000_001)
            #expect(ratio == Contrast.wcagRatio(b, a))
            let lc = Contrast.apcaLc(text: a, background: b)
            #expect(lc.isFinite && abs(lc) <= 110)
        }
    }

    @Test func aNaNColorHasTheContrastOfBlack() {
        let nan = RGBColor(red: .nan, green: .nan, blue: .nan)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 1, green: 1, blue: 1)
        #expect(Contrast.wcagRatio(nan, white) == Contrast.wcagRatio(black, white))
        #expect(Contrast.apcaLc(text: nan, background: white) == Contrast.apcaLc(text: black, background: white))
    }

    @Test func hexStringsOfAnyColorAreWellFormed() {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<2000 {
            let hex = hostileColor(&rng).hexString
            #expect(hex.count == 7 || hex.count == 9)
            #expect(hex.dropFirst().allSatisfy { $0.isHexDigit })
        }
        #expect(RGBColor(red: .nan, green: .infinity, blue: -.infinity).hexString == "#00FF00")
    }

    @Test func hueSaturationAndBrightnessNeverTrap() {
        var rng = SeededRandom(seed: 4)
        for _ in 0..<2000 {
            let hue = rng.hostileDouble()
            let saturation = rng.hostileDouble()
            let brightness = Double.random(in: 0...1, using: &rng)
            let rgb = HSB.rgb(hue: hue * 1e6, saturation: saturation, brightness: brightness)
            #expect(rgb.x.isFinite && rgb.y.isFinite && rgb.z.isFinite)
            #expect(rgb.min() >= 0 && rgb.max() <= 1)
        }
        #expect(HSB.rgb(hue: .nan, saturation: 1, brightness: 1) == HSB.rgb(hue: 0, saturation: 1, brightness: 1))
        #expect(HSB.rgb(hue: 0.5, saturation: .nan, brightness: .nan) == SIMD3(0, 0, 0))
    }

    @Test func visionDeficiencySimulationStaysInGamut() {
        var rng = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let color = hostileColor(&rng)
            let severity = rng.hostileDouble()
            for deficiency in VisionDeficiency.allCases {
                #expect(deficiency.simulate(color, severity: severity).isFinite)
            }
        }
        #expect(
            VisionDeficiency.protanopia.matrix(severity: -.infinity) == VisionDeficiency.protanopia.matrix(severity: 0))
        #expect(
            VisionDeficiency.protanopia.matrix(severity: .infinity) == VisionDeficiency.protanopia.matrix(severity: 1))
    }

    @Test func finiteColorsConvertAndComeBack() {
        var rng = SeededRandom(seed: 6)
        for _ in 0..<1000 {
            let c = RGBColor(
                red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                blue: .random(in: 0...1, using: &rng))
            let back = c.converted(to: .displayP3).converted(to: .linearSRGB).converted(to: .sRGB)
            #expect(abs(back.red - c.red) < 1e-9 && abs(back.green - c.green) < 1e-9 && abs(back.blue - c.blue) < 1e-9)
        }
    }
}
