import Foundation

private struct ScrollTargetAnchorKey: TransactionKey {
    static let defaultValue: UnitPoint? = nil
}

private struct ScrollPositionVelocityKey: TransactionKey {
    static let defaultValue = false
}

private struct ScrollContentOffsetAdjustmentKey: TransactionKey {
    static let defaultValue = ScrollContentOffsetAdjustmentBehavior.automatic
}

private struct TransactionDismissBehaviorKey: TransactionKey {
    static let defaultValue = DismissBehavior.interactive
}

extension Transaction {
    /// Where a programmatic scroll in this transaction lines its target up, as SwiftUI's
    /// `scrollTargetAnchor` (recorded: the value travels with the change; a still image shows
    /// the scroll view at rest).
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }

    /// Whether a scroll position changed in this transaction keeps the scroll's velocity, as
    /// SwiftUI's `scrollPositionUpdatePreservesVelocity` (recorded, as `scrollTargetAnchor`).
    public var scrollPositionUpdatePreservesVelocity: Bool {
        get { self[ScrollPositionVelocityKey.self] }
        set { self[ScrollPositionVelocityKey.self] = newValue }
    }

    /// Whether scroll views keep their offset when this transaction changes their content's
    /// size, as SwiftUI's `scrollContentOffsetAdjustmentBehavior` (recorded, as
    /// `scrollTargetAnchor`).
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { self[ScrollContentOffsetAdjustmentKey.self] }
        set { self[ScrollContentOffsetAdjustmentKey.self] = newValue }
    }

    /// How windows dismissed in this transaction go away, as SwiftUI's `dismissBehavior`
    /// (recorded: there are no windows to dismiss in a still image).
    public var dismissBehavior: DismissBehavior {
        get { self[TransactionDismissBehaviorKey.self] }
        set { self[TransactionDismissBehaviorKey.self] = newValue }
    }
}
