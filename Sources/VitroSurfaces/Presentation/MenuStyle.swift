import Foundation
@_spi(Nodes) import VitroCore

/// How menus look, as SwiftUI's `MenuStyle`: the platform's styles (on iOS, each draws the
/// menu's label as a button in the tint) or an app's own, whose `makeBody(configuration:)` draws
/// each menu of the hierarchy, usually around `Menu(configuration)`.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view a style makes for one menu.
    associatedtype Body: View
    /// A menu's label and items, handed to `makeBody(configuration:)`.
    typealias Configuration = MenuStyleConfiguration
    /// The view for a menu.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A menu's label and items, as SwiftUI's `MenuStyleConfiguration` (which has no public
/// members: a style draws the menu with `Menu(configuration)`).
public struct MenuStyleConfiguration {
    /// The menu's label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The menu's items, type-erased.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    let label: AnyView
    let content: AnyView
}

/// The platform's menu style: the label as a button in the tint.
public struct DefaultMenuStyle: MenuStyle {
    /// The platform's menu style.
    public init() {}
    /// The menu as iOS draws it.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// A menu drawn as a button (on iOS, as the default style).
public struct ButtonMenuStyle: MenuStyle {
    /// A menu drawn as a button.
    public init() {}
    /// The menu as a button that opens it.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// A menu drawn as a borderless button (on iOS, as the default style).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// A menu drawn as a borderless button.
    public init() {}
    /// The menu as a borderless button that opens it.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a bordered button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A type-erased menu style.
@MainActor
struct AnyMenuStyle: @unchecked Sendable {
    let make: @MainActor (MenuStyleConfiguration) -> AnyView
    init<S: MenuStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct MenuStyleKey: EnvironmentKey { static let defaultValue: AnyMenuStyle? = nil }

extension EnvironmentValues {
    /// The menu style set on a view; nil draws the platform's.
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of menus in this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let erased = AnyMenuStyle(style)
        return environmentChange { $0.menuStyle = erased }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu from a style's configuration, drawn in the platform's look (what a style's
    /// ``MenuStyle/makeBody(configuration:)`` wraps).
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { MenuStyleConfiguration.Content(view: configuration.content) }) {
            MenuStyleConfiguration.Label(view: configuration.label)
        }
        drawsPlatformLook = true
    }
}
