import Foundation
import VitroColor

/// A color that adapts to its environment, as SwiftUI's `Color`.
///
/// System colors (`.red`, `.blue` …), `.primary` and `.secondary`, and the UIKit colors reached
/// through `init(uiColor:)` resolve against ``EnvironmentValues``: light or dark, standard or
/// increased contrast, and the palette edition. Colors made from components are fixed.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    indirect enum Provider: Hashable, Sendable {
        case fixed(RGBColor)
        case system(SystemColor)
        case semantic(SemanticColor)
        case opacity(Provider, Double)
        case resolved(Resolved)
        /// `mix(with:by:in:)`: a fraction of the way from one color to another.
        case mix(Provider, Provider, Double, perceptual: Bool)
    }

    let provider: Provider

    init(provider: Provider) {
        self.provider = provider
    }

    /// The color spaces `Color(_:red:green:blue:opacity:)` accepts.
    public enum RGBColorSpace: Sendable, Hashable {
        /// Gamma-encoded sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Gamma-encoded Display P3.
        case displayP3

        var space: ColorSpace {
            switch self {
            case .sRGB: .sRGB
            case .sRGBLinear: .linearSRGB
            case .displayP3: .displayP3
            }
        }
    }

    /// A color from components in `colorSpace`; values outside 0…1 are extended range.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        provider = .fixed(RGBColor(red: red, green: green, blue: blue, alpha: opacity, space: colorSpace.space))
    }

    /// A gray from white 0 (black) to 1 (white), in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue (0…1 of a turn), saturation and brightness, in sRGB.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let c = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(.sRGB, red: c.x, green: c.y, blue: c.z, opacity: opacity)
    }

    /// A color from an already resolved value.
    public init(_ resolved: Resolved) {
        provider = .resolved(resolved)
    }

    /// A color from a Vitro `RGBColor` (any space).
    public init(_ rgb: RGBColor) {
        provider = .fixed(rgb)
    }

    /// This color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(provider, opacity))
    }

    /// The concrete value of this color in `environment`.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(rgbColor(in: environment))
    }

    /// The concrete value in the color's own space (P3 colors stay in P3).
    public func rgbColor(in environment: EnvironmentValues) -> RGBColor {
        Self.resolve(provider, environment)
    }

    static func resolve(_ p: Provider, _ env: EnvironmentValues) -> RGBColor {
        let palette = Palette(edition: env.paletteEdition)
        switch p {
        case .fixed(let c): return c
        case .system(let s): return palette.color(s, env.paletteVariant)
        case .semantic(let s):
            if PlatformTraits.of(env.platform).showsGlassThrough(s) { return RGBColor(0, 0, 0, alpha: 0) }
            return palette.color(s, env.paletteVariant, elevated: env.userInterfaceLevel == .elevated)
        case .opacity(let inner, let o):
            var c = resolve(inner, env)
            c.alpha *= min(max(o, 0), 1)
            return c
        case .resolved(let r): return r.rgbColor
        case .mix(let a, let b, let t, let perceptual):
            return mixed(resolve(a, env), resolve(b, env), t, perceptual: perceptual)
        }
    }

    public var description: String {
        Self.describe(provider)
    }

    static func describe(_ p: Provider) -> String {
        switch p {
        case .fixed(let c):
            let v = [c.red, c.green, c.blue, c.alpha].map { String(format: "%.3f", $0) }.joined(separator: ", ")
            return c.space == .sRGB ? c.hexString : "\(c.space)(\(v))"
        case .system(let s): return s.rawValue
        case .semantic(let s): return s.rawValue
        case .opacity(let inner, let o): return "\(describe(inner)).opacity(\(o))"
        case .resolved(let r): return r.description
        case .mix(let a, let b, let t, _): return "\(describe(a)).mix(with: \(describe(b)), by: \(t))"
        }
    }
}
