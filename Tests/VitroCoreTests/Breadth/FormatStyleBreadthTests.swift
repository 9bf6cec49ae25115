import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore

/// The system format styles, the timer interpolation and `ShapeStyle.blendMode`.
@MainActor
@Suite struct FormatStyleBreadthTests {
    let start = Date(timeIntervalSinceReferenceDate: 0)

    @Test func aTimerCountsDownAndUpWithinItsInterval() {
        let interval = start..<start.addingTimeInterval(300)
        let down = SystemFormatStyle.Timer(countingDownIn: interval)
        let up = SystemFormatStyle.Timer(countingUpIn: interval)
        // Apple's table for a five-minute countdown: 5:00, 4:00 a minute in, 0:30 at 4:30.
        #expect(String(down.format(start).characters) == "5:00")
        #expect(String(down.format(start.addingTimeInterval(60)).characters) == "4:00")
        #expect(String(down.format(start.addingTimeInterval(270)).characters) == "0:30")
        #expect(String(up.format(start.addingTimeInterval(75)).characters) == "1:15")
        #expect(String(up.format(start.addingTimeInterval(900)).characters) == "5:00")
        #expect(down.discreteInput(after: start) == start.addingTimeInterval(1))
    }

    @Test func aStopwatchShowsHundredthsAndHours() {
        let watch = SystemFormatStyle.Stopwatch(startingAt: start)
        // Apple's examples: 00:05.23 after 5.23 s, 01:00:00.00 at an hour.
        #expect(String(watch.format(start.addingTimeInterval(5.234)).characters) == "00:05.23")
        #expect(String(watch.format(start.addingTimeInterval(3600)).characters) == "01:00:00.00")
        let seconds = SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .seconds(1))
        #expect(String(seconds.format(start.addingTimeInterval(83.4)).characters) == "01:23")
    }

    @Test func aKeyInterpolatesATimer() {
        let now = Date()
        let key: LocalizedStringKey = "Left: \(timerInterval: now...now.addingTimeInterval(90), pauseTime: now)"
        #expect(key.key == "Left: 1:30")
    }

    @Test func aBlendedStyleDrawsWithItsMode() {
        let style = FillShapeStyle().blendMode(.multiply)
        guard case .paint(_, let op) = resolveStyle(style, in: .zero, environment: EnvironmentValues()) else {
            Issue.record("no paint")
            return
        }
        #expect(op == .multiply)
    }
}
