import Foundation
@_spi(Nodes) import VitroCore

/// How disclosure groups draw their label, their content and the control that shows or hides
/// it, as SwiftUI's `DisclosureGroupStyle`. Set one with `disclosureGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view a style makes for one disclosure group.
    associatedtype Body: View
    /// A disclosure group's parts, handed to `makeBody(configuration:)`.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The view for a disclosure group with these parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A disclosure group's parts, as SwiftUI's `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The group's content (shown when expanded), type-erased.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The view that describes the group.
    public let label: Label
    /// The views the group shows when expanded.
    public let content: Content
    /// Whether the group is expanded; a style toggles it to show or hide `content`.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// The platform's disclosure group: the label with a chevron in the accent color (pointing
/// down when expanded), then the content, indented 20 pt outside a list (in a list each view of
/// the content is a row of its own).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The platform's disclosure group style.
    public init() {}

    /// A disclosure group drawn as the platform draws it.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) {
            configuration.content
        } label: {
            configuration.label
        }
        .environmentChange { $0.disclosureGroupStyle = nil }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's disclosure group style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A type-erased disclosure group style.
@MainActor
struct AnyDisclosureGroupStyle: @unchecked Sendable {
    let make: @MainActor (DisclosureGroupStyleConfiguration) -> AnyView
    init<S: DisclosureGroupStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue: AnyDisclosureGroupStyle? = nil }

extension EnvironmentValues {
    /// The style of disclosure groups inside; `nil` for the platform's.
    var disclosureGroupStyle: AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the disclosure groups in this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        let erased = S.self == AutomaticDisclosureGroupStyle.self ? nil : AnyDisclosureGroupStyle(style)
        return environmentChange { $0.disclosureGroupStyle = erased }
    }
}
