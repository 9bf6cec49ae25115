import Foundation

/// Updates as often as the display refreshes, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between updates, in seconds; nil: every frame (1/60 s in Vitro).
    public let minimumInterval: Double?
    /// True to stop updating.
    public let paused: Bool

    /// A schedule that updates as often as it can, no faster than `minimumInterval` seconds apart;
    /// `paused` stops it.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let interval = max(minimumInterval ?? 1.0 / 60, 1e-3)
        return PeriodicTimelineSchedule.Entries(next: startDate, interval: interval, remaining: paused ? 1 : nil)
    }
}
