import Foundation

/// The units a date offset is written in, largest first, and how they are counted.
enum OffsetUnits {
    enum Unit: CaseIterable {
        case year, month, week, day, hour, minute, second

        var field: Date.ComponentsFormatStyle.Field {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .week
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        var component: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfYear
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        /// "1 hour", "5 minutes", as iOS writes a unit in full.
        func phrase(_ value: Int, locale: Locale) -> String {
            let name: String =
                switch self {
                case .year: "year"
                case .month: "month"
                case .week: "week"
                case .day: "day"
                case .hour: "hour"
                case .minute: "minute"
                case .second: "second"
                }
            return value.formatted(.number.locale(locale)) + " " + name + (value == 1 ? "" : "s")
        }

        /// The next (or previous) moment after `input` at which a count of this unit from
        /// `anchor` changes.
        func boundary(from anchor: Date, near input: Date, forward: Bool, calendar: Calendar) -> Date? {
            let count = calendar.dateComponents([component], from: anchor, to: input).value(for: component) ?? 0
            let candidates = [count - 1, count, count + 1, count + 2].compactMap {
                calendar.date(byAdding: component, value: $0, to: anchor)
            }
            return forward ? candidates.filter { $0 > input }.min() : candidates.filter { $0 < input }.max()
        }
    }

    /// The counts of the allowed units between two moments: at most `maxCount` units from the
    /// largest one that is not zero, the rest dropped (truncated), zeros left out; "0" of the
    /// smallest allowed unit when everything is zero.
    static func components(
        from start: Date, to end: Date, allowed: Set<Date.ComponentsFormatStyle.Field>, maxCount: Int,
        calendar: Calendar
    ) -> [(unit: Unit, value: Int)] {
        let units = Unit.allCases.filter { allowed.contains($0.field) }
        guard let smallest = units.last else { return [(.second, Int(end.timeIntervalSince(start)))] }
        let parts = calendar.dateComponents(Set(units.map(\.component)), from: start, to: end)
        let counts = units.map { (unit: $0, value: parts.value(for: $0.component) ?? 0) }
        guard let first = counts.firstIndex(where: { $0.value != 0 }) else { return [(smallest, 0)] }
        return counts[first..<min(counts.count, first + maxCount)].filter { $0.value != 0 }
    }
}
