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
    var minimumDate: Date?
    var maximumDate: Date?
    /// Set for `DatePicker(configuration)`: the platform's look even under an app's style.
    var drawsPlatformLook = false
    @Environment(\.datePickerStyle) var style

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
        minimumDate = range.lowerBound
        maximumDate = range.upperBound
    }

    /// A date picker bound to `selection` from the start of `range`, labeled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        minimumDate = range.lowerBound
    }

    /// A date picker bound to `selection` up to the end of `range`, labeled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        maximumDate = range.upperBound
    }

    public var body: some View {
        let configuration = DatePickerStyleConfiguration(
            label: .init(view: AnyView(label)), selection: selection, minimumDate: minimumDate,
            maximumDate: maximumDate, displayedComponents: components)
        if let style, !drawsPlatformLook {
            style.make(configuration)
        } else {
            DatePickerLook(configuration: configuration, kind: .compact)
        }
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
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker bound to `selection` from the start of `range`, labeled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker bound to `selection` up to the end of `range`, labeled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
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
