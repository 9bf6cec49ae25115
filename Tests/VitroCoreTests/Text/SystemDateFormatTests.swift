import Foundation
import Testing

@testable import VitroCore

/// `SystemFormatStyle.DateOffset`, `DateReference` and `TimeDataSource`, as iOS writes them.
@MainActor
@Suite struct SystemDateFormatTests {
    let anchor = Date(timeIntervalSince1970: 1_717_400_000)  // Mon 3 June 2024, 07:33:20 UTC
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }
    let english = Locale(identifier: "en_US")

    func offset(_ seconds: Double, _ style: SystemFormatStyle.DateOffset) -> String {
        String(style.calendar(calendar).locale(english).format(anchor.addingTimeInterval(seconds)).characters)
    }

    @Test func offsetInUnits() {
        let style = SystemFormatStyle.DateOffset(to: anchor)
        #expect(offset(3 * 60 + 42, style) == "3 minutes, 42 seconds")
        #expect(offset(2 * 3600 + 5 * 60 + 40, style) == "2 hours, 5 minutes")
        #expect(offset(-(2 * 3600 + 5 * 60), style) == "-2 hours, 5 minutes")
        #expect(offset(3600 + 7, style) == "1 hour")
        #expect(offset(0, style) == "0 seconds")
        #expect(offset(9 * 86400 + 3600, style) == "1 week, 2 days")
        let three = SystemFormatStyle.DateOffset(to: anchor, maxFieldCount: 3)
        #expect(offset(3600 + 34 * 60 + 23, three) == "1 hour, 34 minutes, 23 seconds")
        let signed = SystemFormatStyle.DateOffset(to: anchor, sign: .always())
        #expect(offset(90, signed) == "+1 minute, 30 seconds")
        #expect(offset(-90, SystemFormatStyle.DateOffset(to: anchor, sign: .never)) == "1 minute, 30 seconds")
        let days = SystemFormatStyle.DateOffset(to: anchor, allowedFields: [.day, .hour])
        #expect(offset(9 * 86400 + 3600, days) == "9 days, 1 hour")
    }

    @Test func offsetAsAClock() {
        let minutes = SystemFormatStyle.DateOffset(to: anchor, allowedFields: [.minute, .second])
        #expect(offset(5 * 60 + 32, minutes) == "5:32")
        #expect(offset(-(5 * 60 + 32), minutes) == "-5:32")
        let hours = SystemFormatStyle.DateOffset(
            to: anchor, allowedFields: [.hour, .minute, .second], maxFieldCount: 3)
        #expect(offset(3600 + 23 * 60 + 45, hours) == "1:23:45")
    }

    @Test func offsetChangesAtItsSmallestField() {
        let style = SystemFormatStyle.DateOffset(to: anchor, allowedFields: [.hour, .minute]).calendar(calendar)
        let t = anchor.addingTimeInterval(90)
        #expect(style.discreteInput(after: t) == anchor.addingTimeInterval(120))
        #expect(style.discreteInput(before: t) == anchor.addingTimeInterval(60))
        #expect(style.input(after: t)! > t && style.input(before: t)! < t)
    }

    func reference(_ seconds: Double, _ style: SystemFormatStyle.DateReference = .init(to: .now)) -> String {
        let style = SystemFormatStyle.DateReference(
            to: anchor.addingTimeInterval(seconds), allowedFields: style.allowedFields,
            maxFieldCount: style.maxFieldCount, thresholdField: style.thresholdField)
        return String(style.calendar(calendar).locale(english).format(anchor).characters)
    }

    @Test func referenceRelativeThenAbsolute() {
        #expect(reference(20) == "now")
        #expect(reference(5 * 60) == "in 5 minutes")
        #expect(reference(3 * 3600) == "in 3 hours")
        #expect(reference(86400) == "tomorrow")
        #expect(reference(-3 * 86400) == "3 days ago")
        #expect(reference(-27 * 86400) == "27 days ago")
        #expect(reference(40 * 86400) == "Saturday, July 13")
        #expect(reference(-5 * 365 * 86400) == "June 2019")
        let hourly = SystemFormatStyle.DateReference(to: .now, thresholdField: .hour)
        #expect(reference(3 * 3600, hourly) == "in 3 hours")
        #expect(reference(2 * 86400, hourly) == "Wednesday, June 5")
    }

    @Test func timeDataSources() {
        let now = Date()
        #expect(abs(TimeDataSource<Date>.currentDate.current.timeIntervalSince(now)) < 5)
        let future = now.addingTimeInterval(3600)
        let left = TimeDataSource<Range<Date>>.dateRange(endingAt: future).current
        #expect(left.upperBound == future && abs(left.lowerBound.timeIntervalSince(now)) < 5)
        let gone = TimeDataSource<Range<Date>>.dateRange(startingAt: future).current
        #expect(gone.isEmpty && gone.lowerBound == future)
        let offset = TimeDataSource<Duration>.durationOffset(to: now.addingTimeInterval(-60)).current
        #expect(offset >= .seconds(59) && offset < .seconds(65))
        let text = Text(.currentDate, format: SystemFormatStyle.DateOffset(to: now.addingTimeInterval(-125)))
        #expect(text.plainText == "2 minutes, 5 seconds")
    }
}
