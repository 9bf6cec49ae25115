import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Formatted text in a fixed locale (en_US) and time zone (UTC), so the strings do not depend
/// on the machine.
@MainActor
@Suite struct TextFormatTests {
    static let us = Locale(identifier: "en_US")
    static let utc = TimeZone(identifier: "UTC")!
    /// 2019-06-03 17:23:00 UTC.
    static let date = Date(timeIntervalSince1970: 1_559_582_580)

    func string(_ text: Text) -> String { text.plainText }

    @Test func numbersPercentsAndCurrencies() {
        let value = 1234.5
        #expect(string(Text(value, format: .number.locale(Self.us))) == "1,234.5")
        #expect(string(Text(0.256, format: .percent.locale(Self.us))) == "25.6%")
        #expect(string(Text(value, format: .currency(code: "USD").locale(Self.us))) == "$1,234.50")
        #expect(string(Text(42, format: .number.locale(Self.us))) == "42")
        // Format styles round half to even, as on Apple platforms.
        #expect(string(Text(value, format: .number.precision(.fractionLength(0)).locale(Self.us))) == "1,234")
    }

    @Test func datesWithFormatStyles() {
        var style = Date.FormatStyle.dateTime.year().month().day().locale(Self.us)
        style.timeZone = Self.utc
        #expect(string(Text(Self.date, format: style)) == "Jun 3, 2019")
        let long = Date.FormatStyle(date: .long, time: .omitted, locale: Self.us, timeZone: Self.utc)
        #expect(string(Text(Self.date, format: long)) == "June 3, 2019")
    }

    // Apple's examples for the date styles: "June 3, 2019", "11:23 PM" style times,
    // "2 hours, 23 minutes", "+2 hours", "2:32" and "36:59:01".
    @Test func dateStylesSayWhatSwiftUIsDocumentationShows() {
        func s(_ d: Date, _ style: Text.DateStyle) -> String {
            DateText.string(d, style: style, now: Self.date, locale: Self.us, timeZone: Self.utc)
        }
        #expect(s(Self.date, .date) == "June 3, 2019")
        // ICU puts a narrow no-break space before the period, as iOS does.
        #expect(s(Self.date, .time) == "5:23\u{202F}PM")
        let later = Self.date.addingTimeInterval(2 * 3600 + 23 * 60 + 10)
        #expect(s(later, .relative) == "2 hours, 23 minutes")
        #expect(s(later, .offset) == "+2 hours")
        #expect(s(Self.date.addingTimeInterval(-3 * 31 * 86400), .offset) == "-3 months")
        #expect(s(Self.date.addingTimeInterval(400 * 86400), .relative) == "1 year, 1 month")
        #expect(s(Self.date.addingTimeInterval(152), .timer) == "2:32")
        #expect(s(Self.date.addingTimeInterval(36 * 3600 + 59 * 60 + 1), .timer) == "36:59:01")
        // Through the public initializer: a date an hour and a half away, now.
        #expect(string(Text(Date().addingTimeInterval(5400 + 20), style: .offset)) == "+1 hour")
    }

    @Test func timerIntervalsCountDownOrUp() {
        let start = Self.date
        let range = start...start.addingTimeInterval(3600 + 90)
        let mid = start.addingTimeInterval(60)
        #expect(string(Text(timerInterval: range, pauseTime: mid)) == "1:00:30")
        #expect(string(Text(timerInterval: range, pauseTime: mid, countsDown: false)) == "1:00")
        #expect(string(Text(timerInterval: range, pauseTime: start, showsHours: false)) == "61:30")
        #expect(string(Text(timerInterval: range, pauseTime: start.addingTimeInterval(1e9))) == "0:00")
    }

    @Test func specifiersAndFormatsInterpolate() {
        let x = 3.14159
        let n = 7
        #expect(string(Text("Pi is \(x, specifier: "%.2f")")) == "Pi is 3.14")
        #expect(string(Text("\(n, specifier: "%03d") items")) == "007 items")
        #expect(string(Text("Total: \(12.5, format: .currency(code: "EUR").locale(Self.us))")) == "Total: €12.50")
        #expect(string(Text("\(Text("inner")) text")) == "inner text")
    }
}
