import Foundation

/// A live time value for `Text(_:format:)`, as SwiftUI's `TimeDataSource`: the current date, a
/// range up to or from it, or a duration to a date. A still image shows the value at the moment
/// the text is made.
public struct TimeDataSource<Value>: Sendable {
    /// The value at a moment.
    let value: @Sendable (Date) -> Value

    /// The value now.
    var current: Value { value(Date()) }
}

extension TimeDataSource where Value == Date {
    /// The current date (`Date.now`).
    public static var currentDate: TimeDataSource<Date> { TimeDataSource { $0 } }
}

extension TimeDataSource where Value == Range<Date> {
    /// `min(date, now)..<date`: the time left until `date`.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { min(date, $0)..<date }
    }

    /// `date..<max(date, now)`: the time gone since `date`.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { date..<max(date, $0) }
    }
}

extension TimeDataSource where Value == Duration {
    /// The offset of now from `date`, as a duration (positive once `date` has passed).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource { .seconds($0.timeIntervalSince(date)) }
    }
}

extension Text {
    /// Text showing the current value of `source` in `format`, as SwiftUI's
    /// `Text(_:format:)` for a time data source.
    public init<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        self.init(format.format(source.current))
    }

    /// Text showing the current value of `source` in `format`, for a style that writes a `String`.
    public init<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        self.init(verbatim: format.format(source.current))
    }
}
