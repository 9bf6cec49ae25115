import Foundation

extension AnimationTimelineSchedule {
    /// The dates of an animation schedule, as SwiftUI's `AnimationTimelineSchedule.Entries`:
    /// evenly spaced, endless unless paused.
    public typealias Entries = PeriodicTimelineSchedule.Entries
}

extension EveryMinuteTimelineSchedule {
    /// The dates of an every-minute schedule, as SwiftUI's `EveryMinuteTimelineSchedule.Entries`:
    /// the start of each minute.
    public typealias Entries = PeriodicTimelineSchedule.Entries
}
