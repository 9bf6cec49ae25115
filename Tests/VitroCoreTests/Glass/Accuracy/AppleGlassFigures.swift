import Foundation

/// Apple's published glass measurements that Vitro is checked against, with where each comes
/// from (docs/reference/glass-measurements.md has the method and the builds in full).
enum AppleGlassFigures {
    /// A surface of the iOS 26.3 calibrated grid scene.
    struct Surface: Sendable {
        var name: String
        /// The surface's frame in the 360×720 pt scene (points).
        var x: CGFloat
        var y: CGFloat
        var width: CGFloat
        var height: CGFloat
        /// A capsule, or a rounded rectangle (continuous corners, SwiftUI's default) of `radius`.
        var isCapsule: Bool
        var radius: CGFloat
        /// The interior mask: this far inside the outline (points).
        var inset: CGFloat
        /// Apple's gradient retention for `.regular` and `.clear`, Haze's renderer's after its
        /// calibration (regular, clear).
        var regular: Double
        var clear: Double
        var hazeRegular: Double
        var hazeClear: Double
        /// Apple's luminance standard deviation relative to identity.
        var regularDeviation: Double
        var clearDeviation: Double
        /// Apple's p05–p95 contrast (identity 0.968) and correlation with identity.
        var regularContrast: Double
        var clearContrast: Double
        var regularCorrelation: Double
        var clearCorrelation: Double
    }

    /// Xcode 26.3 (17C529), iOS 26.3 simulator, 3×; chrisbanes/haze
    /// docs/research/2026-08-26-swiftui-liquid-glass.md, "Matched comparison result" and
    /// "Haze built-in calibration — 2026-08-28". The scene (`--capture-scene grid-dark`, in the
    /// same repository's internal/ios-glass-reference-capture: CaptureScene.swift and
    /// ReferenceSceneView.swift): 360×720 pt in dark appearance, background (16, 24, 32),
    /// 1 pt lines stroked on every multiple of 16 pt (vertical white, horizontal cyan, both at
    /// 0.72); the capsule at (60, 90), the card at (40, 224) with corner radius 28, the panel at
    /// (20, 460) with 24. Interior masks 16 pt (capsule) and 24 pt (card, panel) inside the
    /// outline.
    static let grid: [Surface] = [
        Surface(
            name: "capsule 240×64", x: 60, y: 90, width: 240, height: 64, isCapsule: true, radius: 32, inset: 16,
            regular: 0.959, clear: 1.000,
            hazeRegular: 0.949, hazeClear: 0.954, regularDeviation: 0.959, clearDeviation: 1.000,
            regularContrast: 0.968, clearContrast: 0.968,
            regularCorrelation: 0.9999, clearCorrelation: 1.000),
        Surface(
            name: "card 280×176", x: 40, y: 224, width: 280, height: 176, isCapsule: false, radius: 28, inset: 24,
            regular: 0.457, clear: 0.553,
            hazeRegular: 0.424, hazeClear: 0.575, regularDeviation: 0.488, clearDeviation: 0.604,
            regularContrast: 0.635, clearContrast: 0.938,
            regularCorrelation: 0.551, clearCorrelation: 0.731),
        Surface(
            name: "panel 320×220", x: 20, y: 460, width: 320, height: 220, isCapsule: false, radius: 24, inset: 24,
            regular: 0.287, clear: 0.343,
            hazeRegular: 0.279, hazeClear: 0.335, regularDeviation: 0.259, clearDeviation: 0.376,
            regularContrast: 0.664, clearContrast: 0.932,
            regularCorrelation: 0.289, clearCorrelation: 0.622),
    ]

    /// The grid's identity p05–p95 contrast in Apple's capture. Vitro reads it as Michelson
    /// contrast of the 5th and 95th percentiles of linear-light luminance: the published scene
    /// gives 0.958 that way (gamma-encoded, 0.74; as a plain range, 0.50 or 0.40).
    static let gridIdentityContrast = 0.968

    /// The ten solid backgrounds of the face probes (hex, as the scene file names them) and
    /// Apple's mean face over each, 8-bit sRGB (the background plus the published response,
    /// `referenceResponseRGB8Bit`, clipped to 0…255). iOS 27.0 simulator 24A5408d (Xcode 27.0
    /// beta 5, 27A5237l), iPhone 17 Pro, 3×, transparency slider 0; a 210×150 pt `.regular`
    /// glass, corner radius 38 pt, measured 12 px inside its outline.
    /// whynotmake-it/flutter_liquid_glass, packages/liquid_glass_renderer/example/tool/
    /// apple_match: scenes/material_solid_palette(_dark).json and
    /// out/color-model/{light,dark}-solids-full/metrics-vs-apple.json.
    static let solids: [(name: String, background: SIMD3<Double>, light: SIMD3<Double>, dark: SIMD3<Double>)] = [
        ("R", SIMD3(239, 68, 68), SIMD3(255, 129.14, 129.14), SIMD3(253.63, 70.81, 70.81)),
        ("O", SIMD3(249, 115, 22), SIMD3(255, 166.94, 57.68), SIMD3(237.78, 104.80, 11.97)),
        ("Y", SIMD3(234, 179, 8), SIMD3(255, 217.77, 17.92), SIMD3(189.80, 141.08, 0)),
        ("G", SIMD3(34, 197, 94), SIMD3(61.69, 251.68, 131.69), SIMD3(17.98, 173.65, 74.87)),
        ("C", SIMD3(6, 182, 212), SIMD3(32.97, 238.97, 255), SIMD3(0, 164.64, 193.78)),
        ("B", SIMD3(59, 130, 246), SIMD3(107.62, 191.29, 255), SIMD3(53.77, 126.87, 245.76)),
        ("P", SIMD3(168, 85, 247), SIMD3(241.63, 143.53, 255), SIMD3(171.34, 84.78, 254.38)),
        ("N", SIMD3(115, 115, 115), SIMD3(178.87, 178.86, 178.87), SIMD3(115.49, 115.50, 115.49)),
        ("K", SIMD3(0, 0, 0), SIMD3(102.99, 102.99, 102.99), SIMD3(31.92, 31.92, 31.92)),
        ("W", SIMD3(255, 255, 255), SIMD3(253.62, 253.60, 253.59), SIMD3(145.68, 145.69, 145.67)),
    ]

    /// Flutter's liquid_glass_renderer on the face probes: mean CIEDE2000 light, dark (its
    /// candidate response in the same two files, scored the same way).
    static let flutterFace = (light: 2.51, dark: 4.42)
}
