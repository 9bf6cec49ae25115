import Foundation

/// What a view's inert modifiers and controls recorded: nothing a still image draws,
/// everything the host (identity, actions, accessibility), the animation host (transitions,
/// animations) and accessibility audits need.
@MainActor
package struct ViewAttributes {
    package var identity: AnyHashable?
    /// Animations, transactions, transitions and matched geometry (Animation/MotionAttributes).
    package var motion = MotionAttributes()
    package var accessibilityLabel: String?
    package var accessibilityHint: String?
    package var accessibilityIdentifier: String?
    package var accessibilityHidden = false
    /// What a tap does: a button's action, a toggle's flip, `onTapGesture`'s closure.
    package var onTap: (() -> Void)?
    /// What a tap at a point does, given the point in the view's coordinates (a
    /// `SpatialTapGesture`, `onTapGesture(count:coordinateSpace:perform:)`).
    package var onTapAt: ((CGPoint) -> Void)?
    /// What a long press does (`onLongPressGesture`).
    package var onLongPress: (() -> Void)?
    /// Sets a control's value (a slider's `Double`, a text field's `String`).
    package var setValue: ((Any) -> Void)?
    package var onAppear: (() -> Void)?
    /// Scrolls a scroll view by an offset in points (its content moves up for positive y).
    package var scrollBy: ((CGPoint) -> Void)?
    /// The value a `Picker` or `TabView` selects this view by (`.tag(_:)`, or a `ForEach` id).
    package var tag: AnyHashable?
    /// The badge a tab item or list row shows (`badge(_:)`).
    package var badge: Text?
    /// Modifiers with no still-image effect, by name and argument (`"keyboardType(.numberPad)"`),
    /// in the order they were applied, for the host and for audits.
    package var recorded: [String] = []
    /// Values for the view's custom layout (`layoutValue(key:value:)`), by key type.
    package var layoutValues: [ObjectIdentifier: Any] = [:]
    /// Values for the view's container (`containerValue(_:_:)`).
    package var containerValues = ContainerValues()
    /// A `Section`'s header, content and footer, as `ForEach(sections:)` and
    /// `Group(sections:)` hand them out (set on the node a section resolves to).
    package var sectionParts: SectionParts?

    /// A short summary for the layout dump.
    package var summary: String {
        var parts: [String] = []
        if let identity { parts.append("id \(identity)") }
        parts += motion.summary
        if let accessibilityLabel { parts.append("label \"\(accessibilityLabel)\"") }
        if onTap != nil { parts.append("tap") }
        parts += recorded
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }
}
