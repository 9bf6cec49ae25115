import Foundation
import Testing
import Vitro

/// The comparison table of README's Accuracy section: Vitro's figures beside Apple's, Haze's
/// and Flutter's. Scripts/glass-accuracy.sh runs it (it prints only when
/// `VITRO_GLASS_ACCURACY` is set, to keep ordinary test runs quiet).
@MainActor
@Suite struct GlassAccuracyReport {
    static func f(_ v: Double) -> String { String(format: "%.2f", v) }

    static func table() -> String {
        var lines = [
            "Gradient retention on the calibrated grid (iOS 26.3 simulator; dark appearance, as captured):",
            "",
            "| Surface | Variant | Apple | Haze | Vitro iOS 26 | Vitro iOS 27 | Vitro light |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for s in AppleGlassFigures.grid {
            for (glass, name, apple, haze) in [
                (Glass.regular, "regular", s.regular, s.hazeRegular), (.clear, "clear", s.clear, s.hazeClear),
            ] {
                let v26 = GlassAccuracy.grid(s, glass).retention
                let v27 = GlassAccuracy.grid(s, glass, edition: .iOS27).retention
                let light = GlassAccuracy.grid(s, glass, scheme: .light).retention
                lines.append("| \(s.name) | \(name) | \(f(apple)) | \(f(haze)) | \(f(v26)) | \(f(v27)) | \(f(light)) |")
            }
        }
        lines += [
            "",
            "Face over ten solid colors, mean CIEDE2000 to Apple's (iOS 27.0 simulator; lower is closer):",
            "",
            "| Appearance | Flutter | Vitro iOS 26 | Vitro iOS 27 |",
            "| --- | ---: | ---: | ---: |",
        ]
        for scheme in [ColorScheme.light, .dark] {
            func mean(_ e: GlassEdition) -> Double {
                let errors = GlassAccuracy.faceErrors(scheme: scheme, edition: e)
                return errors.map(\.2).reduce(0, +) / Double(errors.count)
            }
            let flutter = scheme == .dark ? AppleGlassFigures.flutterFace.dark : AppleGlassFigures.flutterFace.light
            lines.append("| \(scheme) | \(f(flutter)) | \(f(mean(.iOS26))) | \(f(mean(.iOS27))) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The per-surface and per-color detail behind the table.
    static func detail() -> String {
        var lines = [
            "Luminance deviation, interior contrast (Michelson of p05 and p95, the share of the grid's kept) and "
                + "correlation with the grid (dark, iOS 26 edition):", "",
            "| Surface | Variant | deviation Apple / Vitro | contrast Apple / Vitro | correlation Apple / Vitro |",
            "| --- | --- | ---: | ---: | ---: |",
        ]
        for s in AppleGlassFigures.grid {
            for (glass, name, d, c, r) in [
                (Glass.regular, "regular", s.regularDeviation, s.regularContrast, s.regularCorrelation),
                (.clear, "clear", s.clearDeviation, s.clearContrast, s.clearCorrelation),
            ] {
                let g = GlassAccuracy.grid(s, glass)
                let apple = c / AppleGlassFigures.gridIdentityContrast
                lines.append(
                    "| \(s.name) | \(name) | \(f(d)) / \(f(g.deviation)) | \(f(apple)) / \(f(g.relativeContrast)) | "
                        + "\(f(r)) / \(f(g.correlation)) |")
            }
        }
        lines += ["", "| Color | light Apple → Vitro (ΔE00) | dark Apple → Vitro (ΔE00) |", "| --- | --- | --- |"]
        let light = GlassAccuracy.faceErrors(scheme: .light)
        let dark = GlassAccuracy.faceErrors(scheme: .dark)
        func rgb(_ v: SIMD3<Double>) -> String {
            "(\(Int(v.x.rounded())), \(Int(v.y.rounded())), \(Int(v.z.rounded())))"
        }
        for (i, s) in AppleGlassFigures.solids.enumerated() {
            lines.append(
                "| \(s.name) | \(rgb(s.light)) → \(rgb(light[i].1)) (\(f(light[i].2))) | "
                    + "\(rgb(s.dark)) → \(rgb(dark[i].1)) (\(f(dark[i].2))) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test func printTable() {
        guard ProcessInfo.processInfo.environment["VITRO_GLASS_ACCURACY"] != nil else { return }
        print("GLASS-ACCURACY-BEGIN")
        print(Self.table())
        if ProcessInfo.processInfo.environment["VITRO_GLASS_ACCURACY"] == "detail" {
            print("")
            print(Self.detail())
        }
        print("GLASS-ACCURACY-END")
    }
}
