import Foundation
@_spi(Nodes) import VitroCore

/// The platform's default: a borderless, tinted label; in a form or list on macOS, a push
/// button.
public struct AutomaticButtonStyle: ButtonStyle {
    /// The platform's button style: a borderless, tinted label (a push button in a Mac form).
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticButtonBody(configuration: configuration)
    }
}

/// The body of ``AutomaticButtonStyle``.
struct AutomaticButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.platform) private var platform
    @Environment(\.isInListRow) private var isInListRow

    var body: some View {
        let destructive = configuration.role == .destructive
        if platform == .macOS && isInListRow {
            // macOS draws a button in a form's row as a push button (AppKit's `NSButton` with
            // the push bezel): its label in the label color, red when destructive, on the
            // control's gray fill. The accent fills only the default and prominent buttons.
            configuration.label
                .buttonLabelInk(destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.primary))
                .borderedBackground(AnyShapeStyle(Color(semantic: .tertiarySystemFill)))
        } else {
            configuration.label
                .buttonLabelInk(destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
                .modifier(PlatformFocusEffect())
        }
    }
}

/// A tinted label without a border, as SwiftUI's `.borderless`.
public struct BorderlessButtonStyle: ButtonStyle {
    /// A button drawn as its label in the tint color, without a border.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label as it is, as SwiftUI's `.plain`.
public struct PlainButtonStyle: ButtonStyle {
    /// A button drawn as its label alone, without tint or border.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// iOS 26's bordered button: a tinted label on a gray capsule.
public struct BorderedButtonStyle: ButtonStyle {
    /// A button drawn as a tinted label on a gray capsule.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .buttonLabelInk(
                configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
            )
            .borderedBackground(AnyShapeStyle(Color(semantic: .tertiarySystemFill)))
    }
}

/// iOS 26's prominent button: a white label on a capsule of the tint (black on a tint too light
/// for white to reach 3:1; see `ProminentLabelStyle`).
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// A button on a capsule filled with the tint, its label in white (black where white would not reach 3:1).
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let fill = configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        return configuration.label
            .buttonLabelInk(AnyShapeStyle(ProminentLabelStyle(fill: fill)))
            .borderedBackground(fill)
    }
}

/// A glass button, as SwiftUI's `GlassButtonStyle` (`.buttonStyle(.glass)`, or
/// `.buttonStyle(.glass(.clear))`): the label on an interactive Liquid Glass capsule, sized by
/// the control size; pressed, the glass grows toward the touch and glows.
public struct GlassButtonStyle: ButtonStyle {
    let glass: Glass

    /// A button on regular Liquid Glass.
    public init() { glass = .regular }
    /// A glass button of a given glass (`.clear` over photos and video).
    public init(_ glass: Glass) { self.glass = glass }

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, glass: glass.interactive(), prominent: false)
    }
}

/// A prominent glass button, as SwiftUI's `GlassProminentButtonStyle`: glass stained with the
/// view's tint (the accent color by default) under a semibold white label.
public struct GlassProminentButtonStyle: ButtonStyle {
    /// A button on glass tinted with the tint color, its label in white.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, glass: .regular.interactive(), prominent: true)
    }
}

/// The body of both glass button styles.
struct GlassButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let glass: Glass
    let prominent: Bool
    @Environment(\.tintColor) var tint
    @Environment(\.controlSize) var size
    @Environment(\.platform) var platform

    /// Label font and padding per control size (points). Regular is the 14 × 7 pt padding of
    /// Vitro's bordered styles around body text (iOS 26's 34 pt capsule button); large is
    /// UIKit's `UIButton.Configuration` large content insets (20 × 14 pt, a 50 pt button);
    /// small and mini step down as SwiftUI's smaller controls do, to subheadline and caption
    /// text (10 × 5 and 8 × 4 pt: 28 and 24 pt tall); extra large, which Apple gives no
    /// figures for, is Vitro's step up from large: title 3 text, 24 × 16 pt (≈ 56 pt tall).
    static func metrics(_ size: ControlSize) -> (font: Font, horizontal: CGFloat, vertical: CGFloat) {
        switch size {
        case .mini: (.caption, 8, 4)
        case .small: (.subheadline, 10, 5)
        case .regular: (.body, 14, 7)
        case .large: (.body, 20, 14)
        case .extraLarge: (.title3, 24, 16)
        }
    }

    @Environment(\.buttonBorderShape) var borderShape

    var body: some View {
        let m = PlatformControlMetrics.button(size, on: platform)
        let padded = GlassButtonLabel(label: label, metrics: m, circle: borderShape.kind == .circle)
        if prominent {
            // Semibold white on the stained glass: ≥ 3:1 over light and dark backdrops (HIG's
            // minimum for bold text), checked by the tests.
            padded.fontWeight(.semibold).foregroundStyle(Color.white)
                .modifier(GlassButtonShape(glass: glass.tint(tint), shape: borderShape))
                .controlFrame(m)
        } else {
            padded.modifier(GlassButtonShape(glass: glass, shape: borderShape)).controlFrame(m)
        }
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
    /// The platform's button style.
    public static var automatic: AutomaticButtonStyle { AutomaticButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    /// A button drawn as its label in the tint color, without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    /// A button drawn as its label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    /// A button drawn as a tinted label on a gray capsule.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button on a capsule filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == GlassButtonStyle {
    /// A button on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// A glass button of a given glass, as SwiftUI's `.glass(_:)`.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// A button on glass tinted with the tint color.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
