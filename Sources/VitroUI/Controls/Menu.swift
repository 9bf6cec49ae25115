import Foundation

/// A button that shows a menu of actions, as SwiftUI's `Menu`, drawn at rest: its label in the
/// tint color, as iOS shows a menu's button before it opens. The menu's content is built, so
/// its code runs, but not drawn.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu with `content` and a custom `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu with `content` and a custom `label` that runs `primaryAction` when tapped.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }

    public var body: some View {
        label.foregroundStyle(.tint)
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title` (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }
}

extension Menu where Label == VitroUI.Label<Text, Image> {
    /// A menu titled `titleKey` with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { VitroUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled `title` (not localized) with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { VitroUI.Label(title, systemImage: systemImage) }
    }
}

/// How a menu's button looks, as SwiftUI's `MenuStyle` (recorded: menus draw their label).
public protocol MenuStyle {}

/// The platform's menu button.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// A menu drawn as a button with the current button style.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu button.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// Sets the style of menus inside (recorded: menus draw their label).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
