import Foundation
import VitroColor

/// The color that marks a selection, as SwiftUI's `SelectionShapeStyle` (`.selection`): on iPhone, SwiftUI documents it as always the environment's accent color.
public struct SelectionShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The style.
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(.color(Color.accentColor.rgbColor(in: environment)), .normal)
    }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The color that marks a selection: the accent color on iPhone.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
