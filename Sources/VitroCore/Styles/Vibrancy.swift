import Foundation
import VitroColor
import VitroRaster

/// Vibrant foreground content on materials (docs/reference/seeds.md#vibrancy;
/// docs/reference/glass-figures.md#vibrancy).
///
/// Light mode darkens by multiply, dark mode lightens by plus-lighter. Dark-mode label and fill
/// values are the iOS 26 design kit's linear-dodge colors; light-mode fills its linear-burn
/// colors; light-mode labels mirror the dark ones (1 − v), since the kit gives none. Each
/// level is of lower contrast than the one before.
package enum Vibrancy {
    /// Plus-lighter amounts in dark mode: label … quinaryLabel (#FFFFFF, #999999, #404040, #262626, #141414).
    package static let darkLabels: [Double] = [1, 0.6, 0.25, 0.15, 0.08]
    /// Multiply values in light mode: 1 − the dark amounts.
    package static var lightLabels: [Double] { darkLabels.map { 1 - $0 } }
    /// Fill levels: dark plus-lighter #333333, #1F1F1F, #121212, #0A0A0A; light plus-darker
    /// #CCCCCC, #E0E0E0, #EDEDED, #F5F5F5 (the fourth of each extrapolated).
    static let darkFills: [Double] = [0.2, 0.12, 0.07, 0.04]
    static let lightFills: [Double] = [0.8, 0.88, 0.93, 0.96]
    /// Separator: between the secondary and tertiary fills.
    static let darkSeparator = 0.16, lightSeparator = 0.85

    static func label(level: Int, on material: Material, environment: EnvironmentValues) -> StyleResolution {
        if level >= 3 && (material.kind == .thin || material.kind == .ultraThin) {
            VitroLog.warnOnce(
                "quaternary-on-thin",
                "quaternary and quinary vibrant content on \(material.kind) material is against the HIG (too little contrast)"
            )
        }
        return environment.colorScheme == .dark
            ? .paint(.color(gray(darkLabels[level])), .plusLighter)
            : .paint(.color(gray(lightLabels[level])), .multiply)
    }

    static func fill(level: Int, environment: EnvironmentValues) -> StyleResolution {
        environment.colorScheme == .dark
            ? .paint(.color(gray(darkFills[level])), .plusLighter)
            : .paint(.color(gray(lightFills[level])), .plusDarker)
    }

    static func separator(environment: EnvironmentValues) -> StyleResolution {
        environment.colorScheme == .dark
            ? .paint(.color(gray(darkSeparator)), .plusLighter)
            : .paint(.color(gray(lightSeparator)), .multiply)
    }

    static func gray(_ v: Double) -> RGBColor { RGBColor(red: v, green: v, blue: v) }
}

/// Warnings from rendering, written once each to standard error.
enum VitroLog {
    /// The warnings already written, by key: `warnOnce` may be called from any thread.
    private static let said = Locked(Set<String>())

    static func warnOnce(_ key: String, _ message: String) {
        guard said.withLock({ $0.insert(key).inserted }) else { return }
        FileHandle.standardError.write(Data("vitro: warning: \(message)\n".utf8))
    }
}
