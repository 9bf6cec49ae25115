import Foundation
@_spi(Nodes) import VitroCore

/// How toggles are drawn, as SwiftUI's `ToggleStyle`. Vitro draws every toggle as iOS 26's
/// switch; `.button` (a button that stays highlighted when on) is recorded on the view's node,
/// not drawn yet.
public protocol ToggleStyle: Sendable {}

/// iOS's switch (the default).
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
}
/// A button highlighted when on (recorded; drawn as a switch).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
}
/// The platform's default: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
    /// Sets the style of toggles in this view (recorded: every toggle draws as the switch).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        record("toggleStyle(\(S.self))")
    }
}
