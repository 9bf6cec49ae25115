import Foundation

/// Modifiers with no effect on a still image. They compile, so pasted code renders; what they
/// say (transitions, animations, gestures, accessibility) is recorded on the view's layout
/// node for the host, the animation host and accessibility audits.
extension View {
    package func attribute(_ change: @escaping @MainActor (inout ViewAttributes) -> Void) -> some View {
        wrap { node, _ in
            change(&node.attributes)
            return node
        }
    }

    /// Runs `action` when the view is tapped (through `ViewHost/tap(_:)`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        attribute { $0.onTap = action }
    }
    /// Runs `action` when the view is long-pressed (through `ViewHost/longPress(_:)`).
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        attribute { $0.onLongPress = action }
    }
    /// The label of the view for assistive technologies (recorded).
    public func accessibilityLabel(_ label: Text) -> some View {
        let plain = label.plainText
        return attribute { $0.accessibilityLabel = plain }
    }
    /// The label of the view for assistive technologies (recorded).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let plain = String(label)
        return attribute { $0.accessibilityLabel = plain }
    }
    /// What happens when the view is activated, for assistive technologies (recorded).
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let plain = String(hint)
        return attribute { $0.accessibilityHint = plain }
    }
    /// Hides the view from assistive technologies (recorded).
    public func accessibilityHidden(_ hidden: Bool) -> some View { attribute { $0.accessibilityHidden = hidden } }
    /// An identifier for finding the view in tests and audits (recorded).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        attribute { $0.accessibilityIdentifier = identifier }
    }
    /// The shape that receives taps (no effect: the host hits frames).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// A tooltip (recorded: iOS shows none at rest).
    public func help<S: StringProtocol>(_ text: S) -> some View { record("help(\"\(text)\")") }
    /// Whether the view receives taps (no effect: the host hits frames).
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// Haptic feedback when `trigger` changes (recorded).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        record("sensoryFeedback(.\(feedback.name))")
    }
}

/// Safe-area regions, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions as bits.
    public let rawValue: Int
    /// Regions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The safe area of the container: bars, the status bar, the display's corners.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every safe-area region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Haptic feedback, as SwiftUI's `SensoryFeedback` (no effect on images).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// Feedback for a task that succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// Feedback for a change of selection.
    public static let selection = SensoryFeedback(name: "selection")
    /// Feedback for a physical impact.
    public static let impact = SensoryFeedback(name: "impact")
}
