import Foundation

/// What a view's inert modifiers recorded: nothing a still image draws, everything the
/// animation host (identity, transitions, animations, actions) and accessibility audits need.
@MainActor
struct ViewAttributes {
    var identity: AnyHashable?
    /// Animations, transactions, transitions and matched geometry (Animation/MotionAttributes).
    var motion = MotionAttributes()
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityHidden = false
    var onTap: (() -> Void)?
    var onAppear: (() -> Void)?

    /// A short summary for the layout dump.
    var summary: String {
        var parts: [String] = []
        if let identity { parts.append("id \(identity)") }
        parts += motion.summary
        if let accessibilityLabel { parts.append("label \"\(accessibilityLabel)\"") }
        if onTap != nil { parts.append("tap") }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }
}
