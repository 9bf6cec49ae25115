import Foundation
@_spi(Nodes) import VitroCore

/// The platform's date pickers, drawn from a configuration.
///
/// `.compact` (iOS's default): the label leading, then the date and the time each in a capsule
/// of `tertiarySystemFill` (body text, 11 × 6 pt padding: measured from iOS 26 screenshots),
/// formatted in the environment's locale, calendar and time zone (medium date, short time).
/// `.graphical`: a simpler month grid than iOS's (the month and year, weekday initials, the
/// days, the selected day on a tinted circle), see `MonthGrid`.
struct DatePickerLook: View {
    enum Kind { case compact, graphical }
    let configuration: DatePickerStyleConfiguration
    let kind: Kind
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    @Environment(\.calendar) var calendar
    @Environment(\.labelsHidden) var labelsHidden

    private func formatted(date: Bool) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.calendar = calendar
        f.dateStyle = date ? .medium : .none
        f.timeStyle = date ? .none : .short
        return f.string(from: configuration.selection)
    }

    var body: some View {
        switch kind {
        case .graphical:
            MonthGrid(date: configuration.selection, calendar: calendar, timeZone: timeZone, locale: locale)
        case .compact:
            HStack(spacing: 6) {
                if !labelsHidden {
                    configuration.label
                    Spacer(minLength: 8)
                }
                if configuration.displayedComponents.contains(.date) { capsule(formatted(date: true)) }
                if configuration.displayedComponents.contains(.hourAndMinute) { capsule(formatted(date: false)) }
            }
        }
    }

    private func capsule(_ text: String) -> some View {
        // The capsules keep their width, as on iOS; the label gives way first.
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, 11).padding(.vertical, 6)
            .background(Color(semantic: .tertiarySystemFill), in: Capsule())
            .fixedSize()
    }
}
