import Foundation
@_spi(Nodes) import VitroCore

/// The graphical date picker at rest, simpler than iOS's: the month and year in headline text
/// with a tinted chevron, the weekday initials in secondary caption text, then the month's days
/// in a 7-column grid of 40 pt cells, the selected day white on a tinted circle.
struct MonthGrid: View {
    let date: Date
    let calendar: Calendar
    let timeZone: TimeZone
    let locale: Locale
    /// The days drawn selected (a `MultiDatePicker`'s); nil selects `date`'s day.
    var selectedDays: Set<Int>? = nil

    /// The day numbers by week, nil for cells outside the month; and the selected day.
    var weeks: (rows: [[Int?]], selected: Int) {
        var cal = calendar
        cal.timeZone = timeZone
        let selected = cal.component(.day, from: date)
        guard let range = cal.range(of: .day, in: .month, for: date),
            let first = cal.date(from: cal.dateComponents([.year, .month], from: date))
        else { return ([], selected) }
        let lead = (cal.component(.weekday, from: first) - cal.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: lead) + range.map { Optional($0) }
        let rows = stride(from: 0, to: cells.count, by: 7).map { start in
            (start..<start + 7).map { $0 < cells.count ? cells[$0] : nil }
        }
        return (rows, selected)
    }

    var body: some View {
        let (rows, selected) = weeks
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.setLocalizedDateFormatFromTemplate("MMMM y")
        let symbols: [String] = f.veryShortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        let weekdays = symbols.isEmpty ? [] : (0..<7).map { symbols[(first + $0) % symbols.count] }
        return VStack(spacing: 6) {
            HStack(spacing: 4) {
                Text(verbatim: f.string(from: date)).font(.headline)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(TintShapeStyle())
                Spacer()
            }
            .padding(.bottom, 6)
            HStack(spacing: 0) {
                ForEach(0..<weekdays.count, id: \.self) { i in
                    Text(verbatim: weekdays[i].uppercased()).font(.caption.weight(.semibold))
                        .foregroundStyle(.tertiary).frame(maxWidth: .infinity)
                }
            }
            ForEach(0..<rows.count, id: \.self) { r in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { c in
                        cell(rows[r][c], selected: selected).frame(maxWidth: .infinity)
                    }
                }
            }
        }
    }

    @ViewBuilder private func cell(_ day: Int?, selected: Int) -> some View {
        if let day {
            if selectedDays?.contains(day) ?? (day == selected) {
                Text(verbatim: "\(day)").font(.title3.weight(.semibold)).foregroundStyle(Color.white)
                    .frame(width: 40, height: 40)
                    .background(TintShapeStyle(), in: Circle())
            } else {
                Text(verbatim: "\(day)").font(.title3).frame(width: 40, height: 40)
            }
        } else {
            Color.clear.frame(width: 40, height: 40)
        }
    }
}
