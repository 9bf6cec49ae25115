// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// Haptic feedback, as UIKit's `UIImpactFeedbackGenerator`. A render has no haptics: each
    /// impact is counted in ``impacts``.
    @MainActor
    public final class UIImpactFeedbackGenerator {
        /// The strength of an impact, as UIKit's `FeedbackStyle`.
        public enum FeedbackStyle: Int, Sendable {
            /// A light tap.
            case light
            /// A medium tap.
            case medium
            /// A heavy tap.
            case heavy
            /// A soft, dull tap.
            case soft
            /// A hard, sharp tap.
            case rigid
        }

        /// The strength of this generator's impacts.
        public let style: FeedbackStyle
        /// How many impacts were asked for.
        public private(set) var impacts = 0

        /// A generator of impacts of `style`.
        public init(style: FeedbackStyle = .medium) { self.style = style }
        /// Readies the haptics engine (nothing to ready here).
        public func prepare() {}
        /// Plays an impact: counted.
        public func impactOccurred() { impacts += 1 }
        /// Plays an impact of `intensity` (0…1): counted.
        public func impactOccurred(intensity: CGFloat) { impacts += 1 }
    }

    /// Success, warning and error haptics, as UIKit's `UINotificationFeedbackGenerator` (counted).
    @MainActor
    public final class UINotificationFeedbackGenerator {
        /// The kind of notification, as UIKit's `FeedbackType`.
        public enum FeedbackType: Int, Sendable {
            /// A task succeeded.
            case success
            /// A task produced a warning.
            case warning
            /// A task failed.
            case error
        }

        /// The notifications played, in order.
        public private(set) var notifications: [FeedbackType] = []
        /// A notification generator.
        public init() {}
        /// Readies the haptics engine (nothing to ready here).
        public func prepare() {}
        /// Plays a notification of `notificationType`: recorded in ``notifications``.
        public func notificationOccurred(_ notificationType: FeedbackType) { notifications.append(notificationType) }
    }

    /// Selection-change haptics, as UIKit's `UISelectionFeedbackGenerator` (counted).
    @MainActor
    public final class UISelectionFeedbackGenerator {
        /// How many selection changes were played.
        public private(set) var changes = 0
        /// A selection generator.
        public init() {}
        /// Readies the haptics engine (nothing to ready here).
        public func prepare() {}
        /// Plays a selection change: counted.
        public func selectionChanged() { changes += 1 }
    }
#endif
