import Foundation
import VitroColor

/// The background of a window, as SwiftUI's `WindowBackgroundShapeStyle` (`.windowBackground`): on iOS, UIKit's `systemBackground`.
public struct WindowBackgroundShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The style.
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(.color(Color(semantic: .systemBackground).rgbColor(in: environment)), .normal)
    }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The background of a window: the system background on iOS.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
