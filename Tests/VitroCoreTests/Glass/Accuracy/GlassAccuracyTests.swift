import Foundation
import Testing
import Vitro

/// Vitro's glass against Apple's published pixels (AppleGlassFigures has each figure's build and
/// source): frost by size on the iOS 26.3 grid, the face over ten solid colors on iOS 27.
@MainActor
@Suite struct GlassAccuracyTests {
    /// Within ±0.05 of Apple's gradient retention for each surface and variant (iOS 26.3, dark
    /// appearance as captured, the iOS 26 edition and the default clear setting).
    @Test(arguments: AppleGlassFigures.grid.indices)
    func gridRetentionMatchesIOS26_3(_ i: Int) {
        let s = AppleGlassFigures.grid[i]
        let regular = GlassAccuracy.grid(s, .regular).retention
        let clear = GlassAccuracy.grid(s, .clear).retention
        #expect(abs(regular - s.regular) <= 0.05, "\(s.name) regular \(regular), Apple \(s.regular)")
        #expect(abs(clear - s.clear) <= 0.05, "\(s.name) clear \(clear), Apple \(s.clear)")
    }

    /// Within ±0.05 of Apple's luminance deviation (relative to identity) for each surface and
    /// variant: the one published figure whose definition leaves nothing to read.
    @Test(arguments: AppleGlassFigures.grid.indices)
    func gridDeviationMatchesIOS26_3(_ i: Int) {
        let s = AppleGlassFigures.grid[i]
        let regular = GlassAccuracy.grid(s, .regular).deviation
        let clear = GlassAccuracy.grid(s, .clear).deviation
        #expect(abs(regular - s.regularDeviation) <= 0.05, "\(s.name) regular \(regular), Apple \(s.regularDeviation)")
        #expect(abs(clear - s.clearDeviation) <= 0.05, "\(s.name) clear \(clear), Apple \(s.clearDeviation)")
    }

    /// Interior contrast (Michelson of p05 and p95, as a share of the identity's: Apple's
    /// identity is 0.968) and correlation with the identity, within ±0.1 of Apple's iOS 26.3
    /// figures for each surface and variant: clear keeps the lines' contrast (linear-light
    /// frost), regular's larger surfaces decorrelate (its lens).
    @Test(arguments: AppleGlassFigures.grid.indices)
    func gridContrastAndCorrelationMatchIOS26_3(_ i: Int) {
        let s = AppleGlassFigures.grid[i]
        for (glass, appleContrast, appleCorrelation) in [
            (Glass.regular, s.regularContrast, s.regularCorrelation), (.clear, s.clearContrast, s.clearCorrelation),
        ] {
            let f = GlassAccuracy.grid(s, glass)
            let contrast = appleContrast / AppleGlassFigures.gridIdentityContrast
            let what =
                "\(s.name) \(glass): contrast \(f.relativeContrast) (Apple \(contrast)), "
                + "correlation \(f.correlation) (Apple \(appleCorrelation))"
            #expect(abs(f.relativeContrast - contrast) <= 0.1, "\(what)")
            #expect(abs(f.correlation - appleCorrelation) <= 0.1, "\(what)")
        }
    }

    /// Contrast and correlation follow size as Apple's do: the capsule keeps the grid as it is;
    /// the larger surfaces correlate less, and clear keeps more contrast than regular.
    @Test func contrastAndCorrelationFollowSize() {
        for glass in [Glass.regular, .clear] {
            let f = AppleGlassFigures.grid.map { GlassAccuracy.grid($0, glass) }
            #expect(f[0].relativeContrast > 0.95 && f[0].correlation > 0.99, "\(glass) capsule: \(f[0])")
            #expect(f[0].correlation > f[1].correlation && f[1].correlation > f[2].correlation, "\(glass): \(f)")
        }
        for surface in AppleGlassFigures.grid.dropFirst() {
            let regular = GlassAccuracy.grid(surface, .regular)
            let clear = GlassAccuracy.grid(surface, .clear)
            #expect(clear.relativeContrast > regular.relativeContrast, "regular \(regular), clear \(clear)")
        }
    }

    /// Larger glass keeps less of the grid, for both variants, in both appearances and editions.
    @Test(arguments: [ColorScheme.light, .dark], GlassEdition.allCases)
    func retentionFallsWithSize(_ scheme: ColorScheme, _ edition: GlassEdition) {
        for glass in [Glass.regular, .clear] {
            let r = AppleGlassFigures.grid.map {
                GlassAccuracy.grid($0, glass, scheme: scheme, edition: edition).retention
            }
            #expect(r[0] > r[1] && r[1] > r[2], "\(scheme) \(edition) \(glass): \(r)")
        }
    }

    /// iOS 27 diffuses more: on the largest surface its glass keeps less of the grid.
    @Test func iOS27DiffusesMore() {
        let panel = AppleGlassFigures.grid[2]
        let a = GlassAccuracy.grid(panel, .regular, edition: .iOS26).retention
        let b = GlassAccuracy.grid(panel, .regular, edition: .iOS27).retention
        #expect(b < a - 0.03, "iOS 26 \(a), iOS 27 \(b)")
    }

    /// The face over the ten solid colors: mean CIEDE2000 to Apple's iOS 27 captures at most 4
    /// for the iOS 27 edition and 6 for the iOS 26 edition, in light and in dark.
    @Test(arguments: [ColorScheme.light, .dark], GlassEdition.allCases)
    func faceMatchesAppleOverSolidColors(_ scheme: ColorScheme, _ edition: GlassEdition) {
        let errors = GlassAccuracy.faceErrors(scheme: scheme, edition: edition)
        let mean = errors.map(\.2).reduce(0, +) / Double(errors.count)
        let limit = edition == .iOS27 ? 4.0 : 6.0
        #expect(mean <= limit, "\(scheme) \(edition): mean ΔE00 \(mean); \(errors.map { ($0.0, $0.2) })")
    }

    /// The user's Tinted setting: more opaque (less of the grid) and a face nearer the material.
    @Test(arguments: [ColorScheme.light, .dark])
    func tintedIsMoreOpaqueThanClear(_ scheme: ColorScheme) {
        let card = AppleGlassFigures.grid[1]
        let clear = GlassAccuracy.grid(card, .regular, scheme: scheme, tinting: .clear).retention
        let tinted = GlassAccuracy.grid(card, .regular, scheme: scheme, tinting: .tinted).retention
        #expect(tinted < clear - 0.05, "clear \(clear), tinted \(tinted)")
        // Over black, the tinted face comes nearer the light or dark material color.
        let material: SIMD3<Double> = scheme == .dark ? SIMD3(0x1C, 0x1C, 0x1E) : SIMD3(0xF5, 0xF5, 0xF7)
        let a = GlassAccuracy.face(over: SIMD3(0, 0, 0), scheme: scheme, tinting: .clear)
        let b = GlassAccuracy.face(over: SIMD3(0, 0, 0), scheme: scheme, tinting: .tinted)
        func distance(_ v: SIMD3<Double>) -> Double { ((v - material) * (v - material)).sum().squareRoot() }
        // (Dark glass over black is already near the dark material: less room to move.)
        #expect(distance(b) < distance(a) - (scheme == .dark ? 1 : 10), "clear \(a), tinted \(b)")
    }

    @Test func tintingClampsItsAmountAndEditionsDefaultToIOS26() {
        #expect(GlassTinting(amount: 2).amount == 1)
        #expect(GlassTinting(amount: -1).amount == 0)
        #expect(GlassTinting(amount: .nan).amount == 0)
        #expect(EnvironmentValues().glassEdition == .iOS26)
        #expect(EnvironmentValues().glassTinting == .clear)
    }
}
