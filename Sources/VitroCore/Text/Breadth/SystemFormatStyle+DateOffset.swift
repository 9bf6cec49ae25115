import Foundation

extension SystemFormatStyle {
    /// The time between a moment and an anchor, as SwiftUI's `SystemFormatStyle.DateOffset`:
    /// "3 minutes, 42 seconds" in its largest units, or a clock ("5:32", "1:23:45") when the
    /// allowed fields are minutes and seconds, or hours, minutes and seconds.
    public struct DateOffset: DiscreteFormatStyle, Sendable {
        var anchor: Date
        var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        var maxFieldCount: Int
        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var localeValue: Locale = .autoupdatingCurrent
        var calendarValue: Calendar = .autoupdatingCurrent

        /// The offset of a moment from `anchor` (positive after it), in at most `maxFieldCount`
        /// of `allowedFields`, signed by `sign` ("-2 hours" before the anchor by default).
        public init(
            to anchor: Date,
            allowedFields: Set<Date.ComponentsFormatStyle.Field> = [
                .year, .month, .week, .day, .hour, .minute, .second,
            ],
            maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
        ) {
            (self.anchor, self.allowedFields, self.maxFieldCount, self.sign) =
                (anchor, allowedFields, max(1, maxFieldCount), sign)
        }

        /// The offset of `value` from the anchor, truncated to its smallest field shown.
        public func format(_ value: Date) -> AttributedString {
            let seconds = value.timeIntervalSince(anchor)
            let body: String
            let isZero: Bool
            if let clock = clockFields {
                let whole = Int(abs(seconds).rounded(.down))
                isZero = whole == 0
                body =
                    clock == .hours
                    ? "\(whole / 3600):" + DateText.pad(whole / 60 % 60) + ":" + DateText.pad(whole % 60)
                    : "\(whole / 60):" + DateText.pad(whole % 60)
            } else {
                let units = OffsetUnits.components(
                    from: min(anchor, value), to: max(anchor, value), allowed: allowedFields,
                    maxCount: maxFieldCount, calendar: calendarValue)
                isZero = units.allSatisfy { $0.value == 0 }
                body = units.map { $0.unit.phrase($0.value, locale: localeValue) }.joined(separator: ", ")
            }
            return AttributedString(prefix(negative: seconds < 0 && !isZero, zero: isZero) + body)
        }

        /// The sign written before the offset.
        func prefix(negative: Bool, zero: Bool) -> String {
            if sign == .never { return "" }
            if negative { return "-" }
            if sign == .always(includingZero: true) || (!zero && sign == .always(includingZero: false)) { return "+" }
            return ""
        }

        /// Which clock the allowed fields make, if any.
        var clockFields: ClockFields? {
            if allowedFields == [.minute, .second], maxFieldCount >= 2 { return .minutes }
            if allowedFields == [.hour, .minute, .second], maxFieldCount >= 3 { return .hours }
            return nil
        }

        /// This style in `locale` (for its numbers).
        public func locale(_ locale: Locale) -> DateOffset {
            var s = self
            s.localeValue = locale
            return s
        }

        /// This style counting months and years in `calendar`.
        public func calendar(_ calendar: Calendar) -> DateOffset {
            var s = self
            s.calendarValue = calendar
            return s
        }

        /// The smallest field shown, as the step at which the text changes.
        var step: OffsetUnits.Unit { OffsetUnits.Unit.allCases.last { allowedFields.contains($0.field) } ?? .second }

        /// The latest moment before `input` at which the text changes.
        public func discreteInput(before input: Date) -> Date? {
            step.boundary(from: anchor, near: input, forward: false, calendar: calendarValue)
        }

        /// The earliest moment after `input` at which the text changes.
        public func discreteInput(after input: Date) -> Date? {
            step.boundary(from: anchor, near: input, forward: true, calendar: calendarValue)
        }

        /// The closest moment before `input`.
        public func input(before input: Date) -> Date? {
            Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextDown)
        }

        /// The closest moment after `input`.
        public func input(after input: Date) -> Date? {
            Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextUp)
        }

        /// The two clocks `DateOffset` can show.
        enum ClockFields { case minutes, hours }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The offset of a moment from `anchor`, as SwiftUI's `.offset(to:allowedFields:maxFieldCount:sign:)`.
    public static func offset(
        to anchor: Date,
        allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
        maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}
