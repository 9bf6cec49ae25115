import Foundation

/// The background style of the environment, as SwiftUI's `BackgroundStyle` (`.background`):
/// what `backgroundStyle(_:)` set, else the system background color.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        resolveStyle(
            environment[BackgroundStyleKey.self] ?? AnyShapeStyle(Color(semantic: .systemBackground)), in: rect,
            environment: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `.background` resolves to, set by `backgroundStyle(_:)`; nil for the system
    /// background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style that `.background` and `background()` draw with in this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return environmentChange { $0.backgroundStyle = style }
    }
}
