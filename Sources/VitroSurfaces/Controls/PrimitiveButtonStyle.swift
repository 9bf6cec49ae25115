import Foundation
@_spi(Nodes) import VitroCore

/// A button style that decides itself when the button triggers, as SwiftUI's
/// `PrimitiveButtonStyle`. Its body is drawn at rest; `configuration.trigger()` runs the
/// button's action (a tap through a `ViewHost`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style draws from, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension AnyButtonStyle {
    /// A primitive style; its configuration triggers nothing at rest, the button's tap does.
    init<S: PrimitiveButtonStyle>(primitive style: S) {
        make = { configuration in
            let primitive = PrimitiveButtonStyleConfiguration(
                role: configuration.role, label: .init(AnyView(configuration.label)), action: {})
            return AnyView(style.makeBody(configuration: primitive))
        }
    }
}

extension View {
    /// Sets a primitive style for buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let s = AnyButtonStyle(primitive: style)
        return environmentChange { $0.buttonStyle = s }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button from a primitive style's configuration, in the default style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        let action = configuration.action
        self.init(role: configuration.role, action: action) { configuration.label }
    }
}

extension Button where Label == VitroSurfaces.Label<Text, Image> {
    /// A button with a title, a symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { VitroSurfaces.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VitroSurfaces.Label(title, systemImage: systemImage) }
    }

    /// A button with a title string, a symbol and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { VitroSurfaces.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == VitroSurfaces.Label<Text, Image> {
    /// A button with a title and an image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) {
            VitroSurfaces.Label {
                Text(titleKey)
            } icon: {
                Image(image)
            }
        }
    }
}

extension Button where Label == Text {
    /// A button with a title string and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
