import Foundation

extension Color.Resolved: ShapeStyle, ResolvableShapeStyle {
    /// A resolved color fills with its own value, as SwiftUI's `Color.Resolved` style does: the
    /// environment no longer changes it.
    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(.color(rgbColor), .normal)
    }
}
