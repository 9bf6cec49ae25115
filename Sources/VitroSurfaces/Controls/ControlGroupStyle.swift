import Foundation
@_spi(Nodes) import VitroCore

/// How control groups are drawn, as SwiftUI's `ControlGroupStyle`: the platform's styles
/// (`.automatic`, `.navigation`, `.palette`, `.menu`, `.compactMenu`) or an app's own, whose
/// `makeBody(configuration:)` draws each control group of the hierarchy.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view a style makes for one control group.
    associatedtype Body: View
    /// A control group's controls and label, handed to `makeBody(configuration:)`.
    typealias Configuration = ControlGroupStyleConfiguration
    /// The view for a control group with these controls and label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A control group's controls and label, as SwiftUI's `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, type-erased.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The group's label, type-erased (an empty view for a group without one).
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The controls of the group.
    public let content: Content
    /// What the group is called, as the menu styles show it.
    public let label: Label
}

/// The platform's control group: segments of one capsule on iOS.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The platform's control group style.
    public init() {}
    /// The controls as segments of one capsule.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupLayout(content: configuration.content)
    }
}

/// Controls side by side as navigation buttons: borderless buttons in the tint, 8 pt apart.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation control group style.
    public init() {}
    /// The controls as borderless buttons side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.content }.buttonStyle(.borderless)
    }
}

/// Controls as a row of borderless buttons, as a menu's palette shows them.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette control group style.
    public init() {}
    /// The controls as a row of borderless buttons spaced evenly.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.content.frame(maxWidth: .infinity) }.buttonStyle(.borderless)
    }
}

/// The group as a menu: its label as a button (in the tint) that opens the controls.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu control group style.
    public init() {}
    /// The group's label as a menu's button; the controls are the menu's items.
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// The group as a compact menu: as ``MenuControlGroupStyle`` at rest.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu control group style.
    public init() {}
    /// The group's label as a menu's button; the controls are the menu's items, side by side.
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Controls side by side as navigation buttons.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// Controls as a row of buttons.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// The group as a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// The group as a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// A type-erased control group style.
@MainActor
struct AnyControlGroupStyle: @unchecked Sendable {
    let make: @MainActor (ControlGroupStyleConfiguration) -> AnyView
    init<S: ControlGroupStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ControlGroupStyleKey: EnvironmentKey { static let defaultValue: AnyControlGroupStyle? = nil }

extension EnvironmentValues {
    /// The control group style set on a view; nil draws the platform's.
    var controlGroupStyle: AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of control groups in this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let erased = AnyControlGroupStyle(style)
        return environmentChange { $0.controlGroupStyle = erased }
    }
}
