import Foundation
import Testing
import Vitro

/// `listRowSpacing`, `listRowInsets(_:_:)`, timer progress views, `MultiDatePicker` and the
/// other controls the support table listed as missing, drawn.
@MainActor
@Suite struct ListAndControlBreadthTests {
    @Test func listRowSpacingDrawsEachRowOnItsOwnCard() throws {
        let rows = List {
            Text("One")
            Text("Two")
            Text("Three")
        }
        let touching = try ListSectionSpacingTests.cards(rows)
        let spaced = try ListSectionSpacingTests.cards(rows.listRowSpacing(10))
        // Touching rows are parted only by their hairline separators; spaced rows by 10 pt of
        // background (at 3×, within a pixel either way).
        try #require(touching.count == 3 && spaced.count == 3)
        for i in 1..<3 {
            let hairline = Double(touching[i].top - touching[i - 1].bottom) / 3
            #expect(hairline < 1, "\(hairline)")
            let gap = Double(spaced[i].top - spaced[i - 1].bottom) / 3
            #expect(abs(gap - 10) <= 0.7, "\(gap)")
        }
    }

    @Test func listRowInsetsOnSomeEdgesKeepsTheOthers() throws {
        let plain = try ListSectionSpacingTests.cards(List { Text("One") })
        let tall = try ListSectionSpacingTests.cards(List { Text("One").listRowInsets(.vertical, 30) })
        try #require(plain.count == 1 && tall.count == 1)
        // Default 11 pt top and bottom insets become 30: the row grows by about 38 pt.
        let grown = Double((tall[0].bottom - tall[0].top) - (plain[0].bottom - plain[0].top)) / 3
        #expect(grown > 20 && grown < 45, "\(grown)")
    }

    @Test func aTimerProgressViewIsFilledByTheTimeGone() throws {
        let now = Date()
        let view = ProgressView(
            timerInterval: now.addingTimeInterval(-50)...now.addingTimeInterval(50), countsDown: false)
        let image = try ImageRenderer(content: view.frame(width: 200).padding(10).background(Color.white)).render()
        // Half the time gone: the bar's tint reaches about the middle.
        func tinted(_ x: Int) -> Bool {
            (0..<image.height).contains { y in
                let c = image.color(atX: x, y: y)
                return c.blue > 0.8 && c.red < 0.3
            }
        }
        #expect(tinted(60))
        #expect(!tinted(170))
    }

    @Test func multiDatePickerMarksEachSelectedDay() throws {
        let calendar = Calendar.current
        let month = calendar.dateComponents([.year, .month], from: Date())
        func day(_ d: Int) -> DateComponents {
            DateComponents(calendar: calendar, year: month.year, month: month.month, day: d)
        }
        func tintedPixels(_ selection: Set<DateComponents>) throws -> Int {
            let view = MultiDatePicker("Days", selection: .constant(selection)).frame(width: 320)
            let image = try ImageRenderer(content: view.background(Color.white)).render()
            var n = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let c = image.color(atX: x, y: y)
                    if c.blue > 0.8 && c.red < 0.3 { n += 1 }
                }
            }
            return n
        }
        let one = try tintedPixels([day(3)])
        let three = try tintedPixels([day(3), day(10), day(17)])
        #expect(one > 400)
        #expect(three > 2 * one, "\(one) \(three)")
    }
}
