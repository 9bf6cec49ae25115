import Foundation
@_spi(Nodes) import VitroCore

/// How a form lays out its rows, as SwiftUI's `FormStyle`: `makeBody(configuration:)` draws
/// the form's content; set one with `formStyle(_:)`.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view a style makes of a form.
    associatedtype Body: View
    /// What the style draws from.
    typealias Configuration = FormStyleConfiguration
    /// The form drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a form style draws from, as SwiftUI's `FormStyleConfiguration`.
public struct FormStyleConfiguration {
    /// The form's content, type-erased.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The form's sections and controls.
    public let content: Content
}

/// The platform's form style (grouped on iOS).
public struct AutomaticFormStyle: FormStyle {
    /// The platform's form style.
    public init() {}
    /// The form as an inset grouped list, as iOS draws forms.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

/// Rows in grouped sections, as iOS lays out settings.
public struct GroupedFormStyle: FormStyle {
    /// A grouped form style.
    public init() {}
    /// The form as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

/// Labels and controls in columns (macOS); iOS has no columns form, so it draws grouped.
public struct ColumnsFormStyle: FormStyle {
    /// A columns form style.
    public init() {}
    /// The form as an inset grouped list, as on iOS.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style: grouped on iOS.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// A form drawn as a grouped list.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// A form of labels and controls in columns, as on macOS (drawn grouped).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A form style in the environment, type-erased.
struct AnyFormStyle: @unchecked Sendable {
    let make: @MainActor (FormStyleConfiguration) -> AnyView

    @MainActor init<S: FormStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }

    @MainActor func makeBody(_ configuration: FormStyleConfiguration) -> AnyView { make(configuration) }
}

struct FormStyleKey: EnvironmentKey {
    static let defaultValue: AnyFormStyle? = nil
}

extension EnvironmentValues {
    /// The style forms in this view draw with; nil for the automatic style.
    var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of forms in this view: its `makeBody(configuration:)` draws each form.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let erased = AnyFormStyle(style)
        return environmentChange { $0.formStyle = erased }
    }
}
