import Foundation
@_spi(Nodes) import VitroCore

/// A calendar that selects several days, as SwiftUI's `MultiDatePicker`: drawn as iOS shows it
/// at rest, the current month with each selected day of it on a tinted circle (the label is
/// not drawn: iOS shows the bare calendar).
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let label: Label
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    /// A picker of the days in `selection`, described by `label`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// A picker of the days in `selection` within `bounds`, described by `label` (days out of
    /// bounds are drawn as the others: a still calendar shows no dimming of them).
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    /// A picker of the days in `selection` from `bounds`' start, described by `label`.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    /// A picker of the days in `selection` up to `bounds`' end, described by `label`.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    public var body: some View {
        let now = Date()
        var cal = calendar
        cal.timeZone = timeZone
        let month = cal.dateComponents([.year, .month], from: now)
        let days = Set(
            selection.wrappedValue.compactMap { c -> Int? in
                guard c.year == month.year, c.month == month.month else { return nil }
                return c.day
            })
        return MonthGrid(date: now, calendar: calendar, timeZone: timeZone, locale: locale, selectedDays: days)
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of the days in `selection`, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of the days in `selection`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of the days in `selection` within `bounds`, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of the days in `selection` from `bounds`' start, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of the days in `selection` up to `bounds`' end, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
}
