import Foundation

/// A view that redraws on a schedule, as SwiftUI's `TimelineView`.
///
/// A still render draws the content at the host's clock date when one is set (the
/// `timelineDate` environment value), otherwise at the schedule's entry for now: the last entry
/// at or before now (the first one if all are later).
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content closure receives, as SwiftUI's `TimelineView.Context`.
    public struct Context {
        /// How often the timeline updates, as SwiftUI's `Cadence`.
        public enum Cadence: Comparable, Sendable {
            /// Updates as often as it can, every second, or every minute.
            case live, seconds, minutes
        }

        /// The date the content is drawn for.
        public let date: Date
        /// How often updates come.
        public let cadence: Cadence

        /// Asks for the content to be drawn again (the host redraws on its own clock).
        public func invalidateTimelineContent() {}
    }

    /// The timeline's schedule.
    package let schedule: Schedule
    let content: @MainActor (TimelineViewDefaultContext) -> Content
    /// The environment the timeline is evaluated in, linked by the graph: the host's clock date.
    @Environment(\.self) private var environment

    package init(storing schedule: Schedule, content: @escaping @MainActor (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

/// The context a ``TimelineView``'s content closure receives, as in SwiftUI.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A view whose `content` is drawn for each date of `schedule`.
    public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping @MainActor (TimelineViewDefaultContext) -> Content
    ) {
        self.init(storing: schedule, content: content)
    }

    public var body: some View {
        content(context(at: environment.timelineDate ?? restDate(now: Date())))
    }

    /// The content at `date`: what the host draws for each tick of its clock.
    @MainActor package func content(at date: Date) -> Content { content(context(at: date)) }

    /// The context for `date`, with the schedule's cadence.
    package func context(at date: Date) -> TimelineViewDefaultContext {
        let cadence: TimelineViewDefaultContext.Cadence
        switch schedule {
        case is AnimationTimelineSchedule: cadence = .live
        case is EveryMinuteTimelineSchedule: cadence = .minutes
        case let periodic as PeriodicTimelineSchedule:
            cadence = periodic.interval < 1 ? .live : periodic.interval < 60 ? .seconds : .minutes
        default: cadence = .live
        }
        return TimelineViewDefaultContext(date: date, cadence: cadence)
    }

    /// The schedule's entry for `now`: the last at or before it, or the first if all are later
    /// (at most 100 000 entries are looked at, so an endless fine schedule cannot hang).
    package func restDate(now: Date) -> Date {
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        guard var best = iterator.next() else { return now }
        for _ in 0..<100_000 {
            guard let next = iterator.next(), next <= now else { break }
            best = next
        }
        return best
    }
}

struct TimelineDateKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

extension EnvironmentValues {
    /// The date a host's clock shows; ``TimelineView`` draws its content for it. Nil outside a
    /// host: timelines draw for the current date.
    package var timelineDate: Date? {
        get { self[TimelineDateKey.self] }
        set { self[TimelineDateKey.self] = newValue }
    }
}
