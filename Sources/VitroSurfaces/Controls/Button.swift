import Foundation
@_spi(Nodes) import VitroCore

/// A control that performs an action, as SwiftUI's `Button`, drawn at rest in the current
/// button style.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    /// What the button does when tapped (`ViewHost/tap(_:)`).
    let action: () -> Void
    @Environment(\.buttonStyle) var style
    @Environment(\.isControlPressed) var isPressed

    /// A button that runs `action` when tapped, drawn as `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        self.action = action
    }

    /// A button of `role` (a destructive button is red) that runs `action` when tapped.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public var body: some View {
        let action = action
        return (style ?? AnyButtonStyle(AutomaticButtonStyle())).makeBody(
            ButtonStyleConfiguration(label: .init(AnyView(label)), isPressed: isPressed, role: role)
        )
        .attribute { $0.onTap = action }
    }
}

extension Button where Label == Text {
    /// A button titled `titleKey` that runs `action` when tapped.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled `title` that runs `action` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button of `role` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == VitroSurfaces.Label<Text, Image> {
    /// A button titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VitroSurfaces.Label(titleKey, systemImage: systemImage) }
    }
}

/// A button's purpose, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// The button deletes or removes something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels: placed last in dialogs and alerts.
    public static let cancel = ButtonRole(name: "cancel")
    /// The button confirms the action of a dialog.
    public static let confirm = ButtonRole(name: "confirm")
    /// The button closes a view.
    public static let close = ButtonRole(name: "close")
}

/// What a button style draws from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as SwiftUI's type-erased label view.
    public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is pressed (at rest unless drawn with `.pressed()`).
    public let isPressed: Bool
    /// The button's role, if it has one.
    public let role: ButtonRole?
}

/// How buttons look, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased button style.
@MainActor
struct AnyButtonStyle {
    let make: @MainActor (ButtonStyleConfiguration) -> AnyView
    init<S: ButtonStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

/// The button style set on a view; nil is the automatic style.
struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: AnyButtonStyle? = nil
}

extension AnyButtonStyle: @unchecked Sendable {}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let s = AnyButtonStyle(style)
        return environmentChange { $0.buttonStyle = s }
    }
}
