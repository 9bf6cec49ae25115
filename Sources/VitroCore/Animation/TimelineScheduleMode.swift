/// How often a timeline may update, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As the schedule says.
    case normal
    /// Rarely (an always-on display); Vitro treats it as normal.
    case lowFrequency
}
