import Foundation

extension SystemFormatStyle {
    /// A date named from the moment it is read, as SwiftUI's `SystemFormatStyle.DateReference`:
    /// relative while near ("now", "in 5 minutes", "tomorrow", "3 days ago"), absolute beyond
    /// the threshold field ("Monday, June 3", "June 2019").
    public struct DateReference: DiscreteFormatStyle, Sendable {
        var date: Date
        var allowedFields: Set<Date.RelativeFormatStyle.Field>
        var maxFieldCount: Int
        var thresholdField: Date.RelativeFormatStyle.Field
        var localeValue: Locale = .autoupdatingCurrent
        var calendarValue: Calendar = .autoupdatingCurrent

        /// A reference to `date`: relative in `allowedFields` (and always `thresholdField`)
        /// while the distance is under one of the field above `thresholdField`, else absolute
        /// in at most `maxFieldCount` fields, leaving out the year when it is the current one.
        public init(
            to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
            maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
        ) {
            (self.date, self.allowedFields, self.maxFieldCount, self.thresholdField) =
                (date, allowedFields, max(1, maxFieldCount), thresholdField)
        }

        /// The units from the threshold down, largest first.
        var relativeUnits: [OffsetUnits.Unit] {
            let all = OffsetUnits.Unit.allCases
            let threshold = all.firstIndex { $0.field == thresholdField } ?? 3
            return all[threshold...].filter { allowedFields.contains($0.field) || $0.field == thresholdField }
        }

        /// `date` named as seen from `value`.
        public func format(_ value: Date) -> AttributedString {
            AttributedString(isRelative(at: value) ? relative(at: value) : absolute(at: value))
        }

        /// Whether `value` is within one unit above the threshold of the date.
        func isRelative(at value: Date) -> Bool {
            let all = OffsetUnits.Unit.allCases
            guard let threshold = all.firstIndex(where: { $0.field == thresholdField }), threshold > 0 else {
                return true
            }
            // Weeks are not a step of their own here: a day threshold stays relative for a month.
            let larger = Set(all[..<threshold].filter { $0 != .week }.map(\.component))
            let parts = calendarValue.dateComponents(larger, from: min(date, value), to: max(date, value))
            return larger.allSatisfy { (parts.value(for: $0) ?? 0) == 0 }
        }

        /// "now", "in 5 minutes", "tomorrow", "3 days ago".
        func relative(at value: Date) -> String {
            let units = relativeUnits
            if abs(date.timeIntervalSince(value)) < 60, !units.contains(.second) { return "now" }
            let style = Date.AnchoredRelativeFormatStyle(
                anchor: date, allowedFields: Set(units.map(\.field)), presentation: .named, unitsStyle: .wide,
                locale: localeValue, calendar: calendarValue, capitalizationContext: .unknown)
            return style.format(value)
        }

        /// "Monday, June 3" in the same year, "June 2019" in another.
        func absolute(at value: Date) -> String {
            let sameYear = calendarValue.component(.year, from: date) == calendarValue.component(.year, from: value)
            var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: localeValue, calendar: calendarValue)
            style.timeZone = calendarValue.timeZone
            switch (sameYear, maxFieldCount) {
            case (true, 1): style = style.month(.wide)
            case (true, _): style = style.weekday(.wide).month(.wide).day()
            case (false, 1): style = style.year()
            case (false, 2): style = style.month(.wide).year()
            case (false, _): style = style.month(.wide).day().year()
            }
            return style.format(date)
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> DateReference {
            var s = self
            s.localeValue = locale
            return s
        }

        /// This style counting in `calendar` (and its time zone).
        public func calendar(_ calendar: Calendar) -> DateReference {
            var s = self
            s.calendarValue = calendar
            return s
        }

        /// The smallest relative unit, as the step at which the text changes.
        var step: OffsetUnits.Unit { relativeUnits.last ?? .day }

        /// The latest moment before `input` at which the text changes.
        public func discreteInput(before input: Date) -> Date? {
            step.boundary(from: date, near: input, forward: false, calendar: calendarValue)
        }

        /// The earliest moment after `input` at which the text changes.
        public func discreteInput(after input: Date) -> Date? {
            step.boundary(from: date, near: input, forward: true, calendar: calendarValue)
        }

        /// The closest moment before `input`.
        public func input(before input: Date) -> Date? {
            Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextDown)
        }

        /// The closest moment after `input`.
        public func input(after input: Date) -> Date? {
            Date(timeIntervalSinceReferenceDate: input.timeIntervalSinceReferenceDate.nextUp)
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A reference to `date`, as SwiftUI's `.reference(to:allowedFields:maxFieldCount:thresholdField:)`.
    public static func reference(
        to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
        maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
    ) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(
            to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
