import Foundation
import VitroColor

/// The color of links, as SwiftUI's `LinkShapeStyle` (`.link`): UIKit's `link` color.
public struct LinkShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The style.
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(.color(Color(semantic: .link).rgbColor(in: environment)), .normal)
    }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The color of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
