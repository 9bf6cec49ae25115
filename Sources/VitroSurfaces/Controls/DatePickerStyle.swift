import Foundation
@_spi(Nodes) import VitroCore

/// How date pickers are drawn, as SwiftUI's `DatePickerStyle`: the platform's styles
/// (`.automatic`, `.compact`, `.graphical`, `.wheel`) or an app's own, whose
/// `makeBody(configuration:)` draws each date picker of the hierarchy.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view a style makes for one date picker.
    associatedtype Body: View
    /// A date picker's label, selection and range, handed to `makeBody(configuration:)`.
    typealias Configuration = DatePickerStyleConfiguration
    /// The view for a date picker with this configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A date picker's label, selection and range, as SwiftUI's `DatePickerStyleConfiguration`.
public struct DatePickerStyleConfiguration {
    /// The date picker's label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// What the date is for.
    public let label: Label
    /// The date picked; setting it picks another.
    @Binding public var selection: Date
    /// The earliest date that can be picked, if any.
    public var minimumDate: Date?
    /// The latest date that can be picked, if any.
    public var maximumDate: Date?
    /// The parts of the date the picker shows.
    public var displayedComponents: DatePickerComponents

    init(
        label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
        displayedComponents: DatePickerComponents
    ) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }
}

/// The platform's date picker style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The platform's date picker style.
    public init() {}
    /// The date and time in capsules.
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerLook(configuration: configuration, kind: .compact)
    }
}
/// The date and time in capsules (iOS's default).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// A date picker drawn as compact buttons that show the date and time.
    public init() {}
    /// The date and time in capsules.
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerLook(configuration: configuration, kind: .compact)
    }
}
/// A month calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// A date picker drawn as a calendar.
    public init() {}
    /// The month of the date as a calendar.
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerLook(configuration: configuration, kind: .graphical)
    }
}
/// Wheels (drawn as the compact style at rest).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// A date picker drawn as wheels.
    public init() {}
    /// The date (drawn as the compact style at rest).
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerLook(configuration: configuration, kind: .compact)
    }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's date picker style: compact.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker drawn as compact buttons.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker drawn as a calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker drawn as wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A type-erased date picker style.
@MainActor
struct AnyDatePickerStyle: @unchecked Sendable {
    let make: @MainActor (DatePickerStyleConfiguration) -> AnyView
    init<S: DatePickerStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct DatePickerStyleKey: EnvironmentKey { static let defaultValue: AnyDatePickerStyle? = nil }

extension EnvironmentValues {
    /// The date picker style set on a view; nil draws the compact style.
    var datePickerStyle: AnyDatePickerStyle? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let erased = AnyDatePickerStyle(style)
        return environmentChange { $0.datePickerStyle = erased }
    }
}

extension DatePicker where Label == DatePickerStyleConfiguration.Label {
    /// A date picker from a style's configuration, drawn in the compact style (what a style's
    /// ``DatePickerStyle/makeBody(configuration:)`` wraps).
    public init(_ configuration: DatePickerStyleConfiguration) {
        self.init(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) {
            configuration.label
        }
        minimumDate = configuration.minimumDate
        maximumDate = configuration.maximumDate
        drawsPlatformLook = true
    }
}
