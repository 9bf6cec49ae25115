import Foundation

/// When a ``TimelineView`` updates, as SwiftUI's `TimelineSchedule`: a sequence of dates.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates the timeline updates at, from `startDate` on.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a timeline may update, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As the schedule says.
    case normal
    /// Rarely (an always-on display); Vitro treats it as normal.
    case lowFrequency
}

/// Updates as often as the display refreshes, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between updates, in seconds; nil: every frame (1/60 s in Vitro).
    public let minimumInterval: Double?
    /// True to stop updating.
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let interval = max(minimumInterval ?? 1.0 / 60, 1e-3)
        return PeriodicTimelineSchedule.Entries(next: startDate, interval: interval, remaining: paused ? 1 : nil)
    }
}

/// Updates at a fixed interval from a start date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

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

        init(next: Date, interval: TimeInterval, remaining: Int?) {
            (upcoming, self.interval, self.remaining) = (next, interval, remaining)
        }

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

/// Updates at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(
            next: Date(timeIntervalSinceReferenceDate: minute), interval: 60, remaining: nil)
    }
}

/// Updates at the dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most once per `minimumInterval` seconds, or not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
