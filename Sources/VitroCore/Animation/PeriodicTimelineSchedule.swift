import Foundation

/// Updates at a fixed interval from a start date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule of dates from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        // A zero, negative or NaN interval would never advance: one second instead.
        self.interval = interval.isFinite && interval > 0 ? interval : 1
    }

    /// The dates start + k·interval from the last one at or before the asked start.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(next: self.startDate.addingTimeInterval(steps * interval), interval: interval, remaining: nil)
    }

    /// An endless (or, when paused, one-date) sequence of evenly spaced dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        var remaining: Int?

        package init(next: Date, interval: TimeInterval, remaining: Int?) {
            (upcoming, self.interval, self.remaining) = (next, interval, remaining)
        }

        /// The next date of the schedule, or `nil` once it ends.
        public mutating func next() -> Date? {
            if let remaining {
                guard remaining > 0 else { return nil }
                self.remaining = remaining - 1
            }
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}
