import Foundation
import VitroColor
@_spi(Nodes) import VitroCore

/// The label color of a `.borderedProminent` button: white on its fill, as iOS draws it, or
/// black where white would reach less than 3:1 against the fill (WCAG 2's contrast ratio, the
/// minimum for large and bold text and for controls) — a light tint such as yellow, mint or
/// green. The default blue fill keeps its white label in light (4.0:1) and dark (3.6:1).
struct ProminentLabelStyle: ShapeStyle, ResolvableShapeStyle {
    /// The button's fill.
    let fill: AnyShapeStyle

    /// The least contrast a label keeps against its fill.
    static let minimumContrast = 3.0

    static let white = RGBColor(red: 1, green: 1, blue: 1)
    static let black = RGBColor(red: 0, green: 0, blue: 0)

    func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        guard case .paint(.color(let color), _) = resolveStyle(fill, in: rect, environment: environment) else {
            return .paint(.color(Self.white), .normal)
        }
        return .paint(.color(Self.label(on: color)), .normal)
    }

    /// White, unless white reaches less than the minimum contrast against `fill` (taken as
    /// opaque); then black.
    static func label(on fill: RGBColor) -> RGBColor {
        Contrast.wcagRatio(white, fill.withAlpha(1)) >= minimumContrast ? white : black
    }
}
