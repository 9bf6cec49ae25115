import Foundation

/// What a view's inert modifiers and controls recorded: nothing a still image draws,
/// everything the host (identity, actions, accessibility), the animation host (transitions,
/// animations) and accessibility audits need.
@MainActor
struct ViewAttributes {
    var identity: AnyHashable?
    /// Animations, transactions, transitions and matched geometry (Animation/MotionAttributes).
    var motion = MotionAttributes()
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var accessibilityHidden = false
    /// What a tap does: a button's action, a toggle's flip, `onTapGesture`'s closure.
    var onTap: (() -> Void)?
    /// What a long press does (`onLongPressGesture`).
    var onLongPress: (() -> Void)?
    /// Sets a control's value (a slider's `Double`, a text field's `String`).
    var setValue: ((Any) -> Void)?
    var onAppear: (() -> Void)?
    /// Scrolls a scroll view by an offset in points (its content moves up for positive y).
    var scrollBy: ((CGPoint) -> Void)?
    /// The value a `Picker` or `TabView` selects this view by (`.tag(_:)`, or a `ForEach` id).
    var tag: AnyHashable?
    /// The badge a tab item or list row shows (`badge(_:)`).
    var badge: Text?
    /// Modifiers with no still-image effect, by name and argument (`"keyboardType(.numberPad)"`),
    /// in the order they were applied, for the host and for audits.
    var recorded: [String] = []
    /// Values for the view's custom layout (`layoutValue(key:value:)`), by key type.
    var layoutValues: [ObjectIdentifier: Any] = [:]

    /// A short summary for the layout dump.
    var summary: String {
        var parts: [String] = []
        if let identity { parts.append("id \(identity)") }
        parts += motion.summary
        if let accessibilityLabel { parts.append("label \"\(accessibilityLabel)\"") }
        if onTap != nil { parts.append("tap") }
        parts += recorded
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }
}
