import Foundation

struct ControlPressedKey: EnvironmentKey { static let defaultValue = false }
struct ControlPressLocationKey: EnvironmentKey { static let defaultValue = UnitPoint.center }

extension EnvironmentValues {
    /// Whether controls draw their pressed state (Vitro's addition; a still image has no touch).
    public var isControlPressed: Bool {
        get { self[ControlPressedKey.self] }
        set { self[ControlPressedKey.self] = newValue }
    }

    /// Where the pressed controls are touched, in each control's own unit square (Vitro's
    /// addition): interactive glass stretches toward it and glows around it.
    public var controlPressLocation: UnitPoint {
        get { self[ControlPressLocationKey.self] }
        set { self[ControlPressLocationKey.self] = newValue }
    }
}
