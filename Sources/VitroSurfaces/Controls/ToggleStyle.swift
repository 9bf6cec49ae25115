import Foundation
@_spi(Nodes) import VitroCore

/// How toggles are drawn, as SwiftUI's `ToggleStyle`: iOS's switch (`.switch`, `.automatic`),
/// a button highlighted while on (`.button`), or an app's own, whose `makeBody(configuration:)`
/// draws each toggle of the hierarchy (a checkbox, say) from its label and binding.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style makes for one toggle.
    associatedtype Body: View
    /// A toggle's label and state, handed to `makeBody(configuration:)`.
    typealias Configuration = ToggleStyleConfiguration
    /// The view for a toggle with this label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle's label and state, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// What the toggle turns on and off.
    public let label: Label
    /// Whether the toggle is on; setting it turns the toggle on or off.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// iOS's switch (the default).
public struct SwitchToggleStyle: ToggleStyle {
    /// A toggle drawn as a switch.
    public init() {}
    /// A switch tinted with `tint` when on (deprecated in SwiftUI in favor of `tint(_:)`; the
    /// switch keeps iOS's green).
    public init(tint: Color) {}
    /// The toggle drawn as iOS's switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchLook(configuration: configuration)
    }
}

/// A button highlighted while on: bordered when off, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// A toggle drawn as a button highlighted while on.
    public init() {}
    /// The toggle drawn as a bordered button, prominent while on; a tap flips the value.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleLook(configuration: configuration)
    }
}

/// The platform's default: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The platform's toggle style: a switch on iOS.
    public init() {}
    /// The toggle drawn as iOS's switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchLook(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle drawn as a switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button highlighted while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's toggle style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A toggle as a button: `.bordered` while off, `.borderedProminent` while on.
struct ButtonToggleLook: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let isOn = configuration.$isOn
        if isOn.wrappedValue {
            Button {
                isOn.wrappedValue.toggle()
            } label: {
                configuration.label
            }.buttonStyle(.borderedProminent)
        } else {
            Button {
                isOn.wrappedValue.toggle()
            } label: {
                configuration.label
            }.buttonStyle(.bordered)
        }
    }
}

/// A type-erased toggle style.
@MainActor
struct AnyToggleStyle: @unchecked Sendable {
    let make: @MainActor (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }

extension EnvironmentValues {
    /// The toggle style set on a view; nil draws the switch.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let erased = AnyToggleStyle(style)
        return environmentChange { $0.toggleStyle = erased }
    }
}
