import Foundation
@_spi(Nodes) import VitroCore

/// How toggles are drawn, as SwiftUI's `ToggleStyle`. Vitro draws every toggle as iOS 26's
/// switch; `.button` (a button that stays highlighted when on) is recorded on the view's node,
/// not drawn yet.
public protocol ToggleStyle: Sendable {}

/// iOS's switch (the default).
public struct SwitchToggleStyle: ToggleStyle {
    /// A toggle drawn as a switch.
    public init() {}
    /// A switch tinted with `tint` when on (the tint is recorded).
    public init(tint: Color) {}
}
/// A button highlighted when on (recorded; drawn as a switch).
public struct ButtonToggleStyle: ToggleStyle {
    /// A toggle drawn as a button highlighted while on (recorded; drawn as a switch).
    public init() {}
}
/// The platform's default: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The platform's toggle style: a switch on iOS.
    public init() {}
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle drawn as a switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button highlighted while on (recorded; drawn as a switch).
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's toggle style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
    /// Sets the style of toggles in this view (recorded: every toggle draws as the switch).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        record("toggleStyle(\(S.self))")
    }
}
