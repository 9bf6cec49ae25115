import Foundation

extension Text {
    /// Text showing `input` formatted by `format`, as SwiftUI's `Text(_:format:)`: number,
    /// percent, currency, date (`.dateTime`, `Date.FormatStyle`), measurement and list styles.
    ///
    /// The value is formatted when the text is made, in the format's own locale (set one with
    /// `.locale(_:)` for a fixed rendering; the environment's `locale` is not applied).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time only: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The date only: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The distance from now in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// The distance from now as a timer: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, as SwiftUI's `Text(_:style:)`, measured against the
    /// current time and in the current locale and time zone (a still image shows one moment).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: DateText.string(date, style: style, now: Date(), locale: .current, timeZone: .current))
    }

    /// Text showing a range of dates: "6/3/2019, 5:23 PM – 6:23 PM" style, as SwiftUI's
    /// `Text(_:)` for a `ClosedRange<Date>`.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateText.range(dates, locale: .current, timeZone: .current))
    }

    /// A timer over `timerInterval`, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
    /// the time left (or, not counting down, the time gone) at `pauseTime`, or now.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(
            verbatim: DateText.timer(
                timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
    }
}

/// The strings of the date styles (English unit names, as SwiftUI shows them in English).
enum DateText {
    static func string(_ date: Date, style: Text.DateStyle, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch style.kind {
        case .time:
            return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone).format(date)
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone).format(date)
        case .relative:
            return units(from: now, to: date, timeZone: timeZone).prefix(2).joined(separator: ", ")
        case .offset:
            let sign = date < now ? "-" : "+"
            return sign + (units(from: now, to: date, timeZone: timeZone).first ?? "0 seconds")
        case .timer:
            return clock(abs(date.timeIntervalSince(now)), showsHours: true)
        }
    }

    static func range(_ dates: ClosedRange<Date>, locale: Locale, timeZone: TimeZone) -> String {
        let f = Date.FormatStyle(date: .numeric, time: .shortened, locale: locale, timeZone: timeZone)
        return f.format(dates.lowerBound) + " – " + f.format(dates.upperBound)
    }

    static func timer(_ interval: ClosedRange<Date>, at now: Date, countsDown: Bool, showsHours: Bool) -> String {
        let t = min(max(now, interval.lowerBound), interval.upperBound)
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(t) : t.timeIntervalSince(interval.lowerBound)
        return clock(seconds, showsHours: showsHours)
    }

    /// "m:ss", or "h:mm:ss" from an hour on (minutes go past 59 without `showsHours`).
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        guard seconds.isFinite else { return "0:00" }
        let total = Int(min(seconds, 1e12).rounded(.down))
        let s = total % 60
        if showsHours && total >= 3600 {
            return "\(total / 3600):" + pad(total / 60 % 60) + ":" + pad(s)
        }
        return "\(total / 60):" + pad(s)
    }

    static func pad(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// The nonzero calendar units between two dates, largest first: ["2 hours", "23 minutes"].
    static func units(from a: Date, to b: Date, timeZone: TimeZone) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let (start, end) = a < b ? (a, b) : (b, a)
        let names: [(Calendar.Component, String)] = [
            (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"),
            (.second, "second"),
        ]
        let c = calendar.dateComponents(Set(names.map(\.0)), from: start, to: end)
        return names.compactMap { component, name in
            guard let v = c.value(for: component), v != 0 else { return nil }
            return "\(v) \(name)\(v == 1 ? "" : "s")"
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A number with a `printf` specifier: `"\(x, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, Double(value)))
    }

    /// An integer with a `printf` specifier: `"\(n, specifier: "%d")"` (integers are 64-bit).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
        // %d and %i read a 32-bit value; Swift's integers are passed as 64-bit ones.
        let wide =
            specifier.contains("l")
            ? specifier
            : specifier.replacingOccurrences(of: "d", with: "lld")
                .replacingOccurrences(of: "i", with: "lli")
        appendLiteral(String(format: wide, Int64(clamping: value)))
    }

    /// A value formatted by a format style: `"\(price, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }

    /// A date in a ``Text/DateStyle``.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(DateText.string(date, style: style, now: Date(), locale: .current, timeZone: .current))
    }

    /// Another text's characters (its styling is not kept).
    @MainActor public mutating func appendInterpolation(_ text: Text) {
        appendLiteral(text.plainText)
    }
}
