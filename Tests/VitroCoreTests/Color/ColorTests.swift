import Testing
import Vitro

@Suite struct ColorTests {
    func env(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.colorScheme = scheme
        e.colorSchemeContrast = contrast
        return e
    }

    func hex(_ c: Color, _ e: EnvironmentValues) -> String { c.resolve(in: e).rgbColor.hexString }

    @Test func systemColorsAdaptToSchemeAndContrast() {
        #expect(hex(.blue, env(.light)) == "#0088FF")
        #expect(hex(.blue, env(.dark)) == "#0091FF")
        #expect(hex(.blue, env(.light, .increased)) == "#1E6EF4")
        #expect(hex(.blue, env(.dark, .increased)) == "#5CB8FF")
        var old = env(.light)
        old.paletteEdition = .iOS13
        #expect(hex(.blue, old) == "#007AFF")
    }

    @Test func primaryAndSecondaryFollowTheLabels() {
        #expect(hex(.primary, env(.light)) == "#000000")
        #expect(hex(.primary, env(.dark)) == "#FFFFFF")
        let s = Color.secondary.resolve(in: env(.light))
        #expect(abs(s.opacity - 0.6) < 1e-6)
    }

    @Test func componentInitializersMatchSwiftUI() {
        let e = EnvironmentValues()
        let c = Color(red: 1, green: 0.5, blue: 0).resolve(in: e)
        #expect(c.red == 1 && abs(c.green - 0.5) < 1e-6 && c.blue == 0 && c.opacity == 1)
        #expect(abs(c.linearGreen - 0.214041) < 1e-5)
        let lin = Color(.sRGBLinear, red: 0.214041, green: 0, blue: 0).resolve(in: e)
        #expect(abs(lin.red - 0.5) < 1e-5)
        #expect(hex(Color(white: 0.5), e) == "#808080")
        #expect(hex(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), e) == "#00FF00")
        let half = Color.red.opacity(0.5).resolve(in: e)
        #expect(abs(half.opacity - 0.5) < 1e-6)
    }

    @Test func displayP3ColorsResolveToExtendedSRGB() {
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
        #expect(p3.red > 1 && p3.green < 0)
    }

    @Test func uiKitNamesCompileAndAdapt() {
        #expect(hex(Color(.systemGray2), env(.light)) == "#AEAEB2")
        #expect(hex(Color(.systemGray2), env(.dark)) == "#636366")
        #expect(hex(Color(uiColor: .systemBackground), env(.dark)) == "#000000")
        #expect(hex(Color(.label), env(.light)) == "#000000")
        let sl = Color(.secondaryLabel).resolve(in: env(.dark))
        #expect(abs(sl.opacity - 0.6) < 1e-6)
        var elevated = env(.dark)
        elevated.userInterfaceLevel = .elevated
        #expect(hex(Color(.systemBackground), elevated) == "#1C1C1E")
    }

    /// UIKit's fixed colors (`Color(.red)` in public app code) keep their components in
    /// every appearance, unlike the system colors.
    @Test func uiKitFixedColorsKeepTheirComponents() {
        for scheme in [ColorScheme.light, .dark] {
            #expect(hex(Color(.red), env(scheme)) == "#FF0000")
            #expect(hex(Color(.blue), env(scheme)) == "#0000FF")
            #expect(hex(Color(uiColor: .orange), env(scheme)) == "#FF8000")
            #expect(hex(Color(.gray), env(scheme)) == "#808080")
            #expect(hex(Color(.darkGray), env(scheme)) == "#555555")
            #expect(hex(Color(.lightGray), env(scheme)) == "#AAAAAA")
        }
        #expect(hex(Color(.systemRed), env(.light)) != hex(Color(.red), env(.light)))
    }

    @Test func environmentValuesRoundTripThroughKeys() {
        var e = EnvironmentValues()
        #expect(e.colorScheme == .light && e.displayScale == 1 && !e.accessibilityReduceTransparency)
        e.accessibilityReduceTransparency = true
        e.displayScale = 3
        #expect(e.accessibilityReduceTransparency && e.displayScale == 3)
    }
}
