import Foundation

/// The platform's default: a borderless, tinted label.
public struct AutomaticButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(
            configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
    }
}

/// A tinted label without a border, as SwiftUI's `.borderless`.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label as it is, as SwiftUI's `.plain`.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// iOS 26's bordered button: a tinted label on a gray capsule.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(
                configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
            )
            .padding(.horizontal, 14).padding(.vertical, 7)
            .background(Color(semantic: .tertiarySystemFill), in: Capsule())
    }
}

/// iOS 26's prominent button: a white label on a capsule of the tint.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 14).padding(.vertical, 7)
            .background(
                configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()),
                in: Capsule())
    }
}

/// A glass button, as SwiftUI's `GlassButtonStyle` (`.buttonStyle(.glass)`): the label on a
/// Liquid Glass capsule.
public struct GlassButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16).padding(.vertical, 9)
            .glassEffect(.regular.interactive(), in: Capsule())
            .scaleEffect(configuration.isPressed ? 1.05 : 1)
    }
}

/// A prominent glass button, as SwiftUI's `GlassProminentButtonStyle`: glass stained with the tint.
public struct GlassProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassTintedLabel(label: configuration.label)
    }
}

struct GlassTintedLabel: View {
    let label: ButtonStyleConfiguration.Label
    @Environment(\.tintColor) var tint

    var body: some View {
        label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 16).padding(.vertical, 9)
            .glassEffect(.regular.tint(tint).interactive(), in: Capsule())
    }
}

extension EnvironmentValues {
    /// The tint as a color (the accent color unless a color tint is set).
    var tintColor: Color {
        if let t = tint, let c = t.style as? Color { return c }
        return .accentColor
    }
}

extension ButtonStyle where Self == AutomaticButtonStyle {
    public static var automatic: AutomaticButtonStyle { AutomaticButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
extension ButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
