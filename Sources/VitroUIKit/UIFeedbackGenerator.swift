// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// Haptic feedback, as UIKit's `UIImpactFeedbackGenerator`. A render has no haptics: each
    /// impact is counted in ``impacts``.
    @MainActor
    public final class UIImpactFeedbackGenerator {
        /// The strength of an impact, as UIKit's `FeedbackStyle`.
        public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

        public let style: FeedbackStyle
        /// How many impacts were asked for.
        public private(set) var impacts = 0

        public init(style: FeedbackStyle = .medium) { self.style = style }
        public func prepare() {}
        public func impactOccurred() { impacts += 1 }
        public func impactOccurred(intensity: CGFloat) { impacts += 1 }
    }

    /// Success, warning and error haptics, as UIKit's `UINotificationFeedbackGenerator` (counted).
    @MainActor
    public final class UINotificationFeedbackGenerator {
        /// The kind of notification, as UIKit's `FeedbackType`.
        public enum FeedbackType: Int, Sendable { case success, warning, error }

        public private(set) var notifications: [FeedbackType] = []
        public init() {}
        public func prepare() {}
        public func notificationOccurred(_ notificationType: FeedbackType) { notifications.append(notificationType) }
    }

    /// Selection-change haptics, as UIKit's `UISelectionFeedbackGenerator` (counted).
    @MainActor
    public final class UISelectionFeedbackGenerator {
        public private(set) var changes = 0
        public init() {}
        public func prepare() {}
        public func selectionChanged() { changes += 1 }
    }
#endif
