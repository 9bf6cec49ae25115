import Foundation
@_spi(Nodes) import VitroCore

/// A control that picks a date, as SwiftUI's `DatePicker`, drawn at rest.
///
/// `.compact` (iOS's default): the label leading, then the date and the time each in a capsule
/// of `tertiarySystemFill` (body text, 11 × 6 pt padding: measured from iOS 26 screenshots),
/// formatted in the environment's locale, calendar and time zone (medium date, short time).
/// `.graphical`: a simpler month grid than iOS's (the month and year, weekday initials, the
/// days, the selected day on a tinted circle), see `MonthGrid`. `.wheel` draws as `.compact`.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents
    @Environment(\.datePickerKind) var kind
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    @Environment(\.calendar) var calendar
    @Environment(\.labelsHidden) var labelsHidden

    /// A date picker bound to `selection`, showing `displayedComponents`, labeled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A date picker bound to `selection` within `range`, labeled by `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker bound to `selection` from the start of `range`, labeled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker bound to `selection` up to the end of `range`, labeled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    private func formatted(date: Bool) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.calendar = calendar
        f.dateStyle = date ? .medium : .none
        f.timeStyle = date ? .none : .short
        return f.string(from: selection.wrappedValue)
    }

    public var body: some View {
        switch kind {
        case .graphical:
            MonthGrid(date: selection.wrappedValue, calendar: calendar, timeZone: timeZone, locale: locale)
        case .compact:
            HStack(spacing: 6) {
                if !labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                if components.contains(.date) { capsule(formatted(date: true)) }
                if components.contains(.hourAndMinute) { capsule(formatted(date: false)) }
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

extension DatePicker where Label == Text {
    /// A date picker bound to `selection`, labeled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker bound to `selection`, labeled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker bound to `selection` within `range`, labeled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker bound to `selection` from the start of `range`, labeled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker bound to `selection` up to the end of `range`, labeled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components as bits.
    public let rawValue: UInt
    /// Components from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How date pickers are drawn, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}
enum DatePickerKind: Sendable { case compact, graphical }
protocol KnownDatePickerStyle: DatePickerStyle { var kind: DatePickerKind { get } }

/// The date and time in capsules (iOS's default).
public struct CompactDatePickerStyle: KnownDatePickerStyle {
    /// A date picker drawn as compact buttons that show the date and time.
    public init() {}
    var kind: DatePickerKind { .compact }
}
/// A month calendar.
public struct GraphicalDatePickerStyle: KnownDatePickerStyle {
    /// A date picker drawn as a calendar.
    public init() {}
    var kind: DatePickerKind { .graphical }
}
/// Wheels (drawn as the compact style at rest).
public struct WheelDatePickerStyle: KnownDatePickerStyle {
    /// A date picker drawn as wheels.
    public init() {}
    var kind: DatePickerKind { .compact }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker drawn as compact buttons.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
    /// The platform's date picker style: compact.
    public static var automatic: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker drawn as a calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker drawn as wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

struct DatePickerKindKey: EnvironmentKey { static let defaultValue = DatePickerKind.compact }

extension EnvironmentValues {
    var datePickerKind: DatePickerKind {
        get { self[DatePickerKindKey.self] }
        set { self[DatePickerKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = (style as? any KnownDatePickerStyle)?.kind ?? .compact
        return environmentChange { $0.datePickerKind = kind }
    }
}
