import Foundation

extension SystemFormatStyle {
    /// A timer within an interval, counting down or up, as SwiftUI's `SystemFormatStyle.Timer`:
    /// "4:32", "1:23:45" (`maxFieldCount` is kept; the fields shown are those of the clock).
    public struct Timer: FormatStyle, Sendable {
        var interval: Range<Date>
        var countsDown: Bool
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration
        var localeValue: Locale?

        /// A timer counting down from the interval's length to zero.
        public init(
            countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
            maxPrecision: Duration = .seconds(1)
        ) {
            (self.interval, countsDown, self.showsHours) = (interval, true, showsHours)
            (self.maxFieldCount, self.maxPrecision) = (maxFieldCount, maxPrecision)
        }

        /// A timer counting up from zero to the interval's length.
        public init(
            countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
            maxPrecision: Duration = .seconds(1)
        ) {
            (self.interval, countsDown, self.showsHours) = (interval, false, showsHours)
            (self.maxFieldCount, self.maxPrecision) = (maxFieldCount, maxPrecision)
        }

        /// The time left (or gone) at `value`, clamped to the interval.
        public func format(_ value: Date) -> AttributedString {
            let t = min(max(value, interval.lowerBound), interval.upperBound)
            let seconds =
                countsDown ? interval.upperBound.timeIntervalSince(t) : t.timeIntervalSince(interval.lowerBound)
            return AttributedString(
                SystemFormatStyle.clock(
                    seconds, showsHours: showsHours, padsMinutes: false,
                    digits: SystemFormatStyle.digits(maxPrecision)))
        }

        /// This style in `locale` (the clock's digits are the same in every locale Vitro draws).
        public func locale(_ locale: Locale) -> Timer {
            var s = self
            s.localeValue = locale
            return s
        }

        /// The latest moment before `input` at which the text changes, if any.
        public func discreteInput(before input: Date) -> Date? {
            let step = SystemFormatStyle.seconds(maxPrecision)
            let d = input.addingTimeInterval(-step)
            return d < interval.lowerBound ? nil : d
        }

        /// The earliest moment after `input` at which the text changes, if any.
        public func discreteInput(after input: Date) -> Date? {
            let step = SystemFormatStyle.seconds(maxPrecision)
            let d = input.addingTimeInterval(step)
            return d > interval.upperBound ? nil : d
        }
    }

    /// A stopwatch counting up from a start, as SwiftUI's `SystemFormatStyle.Stopwatch`:
    /// "00:05.23", "01:00:00.00" from an hour on (`maxFieldCount` is kept; the fields shown are
    /// those of the clock).
    public struct Stopwatch: FormatStyle, Sendable {
        var startDate: Date
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration
        var localeValue: Locale?

        /// A stopwatch from `startDate` (moments before it show zero).
        public init(
            startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
            maxPrecision: Duration = .milliseconds(10)
        ) {
            (self.startDate, self.showsHours, self.maxFieldCount, self.maxPrecision) =
                (startDate, showsHours, maxFieldCount, maxPrecision)
        }

        /// The time gone from the start at `value`.
        public func format(_ value: Date) -> AttributedString {
            AttributedString(
                SystemFormatStyle.clock(
                    value.timeIntervalSince(startDate), showsHours: showsHours, padsMinutes: true,
                    digits: SystemFormatStyle.digits(maxPrecision)))
        }

        /// This style in `locale` (the clock's digits are the same in every locale Vitro draws).
        public func locale(_ locale: Locale) -> Stopwatch {
            var s = self
            s.localeValue = locale
            return s
        }

        /// The latest moment before `input` at which the text changes.
        public func discreteInput(before input: Date) -> Date? {
            input.addingTimeInterval(-SystemFormatStyle.seconds(maxPrecision))
        }

        /// The earliest moment after `input` at which the text changes.
        public func discreteInput(after input: Date) -> Date? {
            input.addingTimeInterval(SystemFormatStyle.seconds(maxPrecision))
        }
    }
}
