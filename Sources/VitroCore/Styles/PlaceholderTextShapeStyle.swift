import Foundation
import VitroColor

/// The color of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle` (`.placeholder`): UIKit's `placeholderText` color.
public struct PlaceholderTextShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The style.
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(.color(Color(semantic: .placeholderText).rgbColor(in: environment)), .normal)
    }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The color of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
