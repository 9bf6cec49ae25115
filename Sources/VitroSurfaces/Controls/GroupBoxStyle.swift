import Foundation
@_spi(Nodes) import VitroCore

/// How group boxes are drawn, as SwiftUI's `GroupBoxStyle`: the platform's panel
/// (``DefaultGroupBoxStyle``) or an app's own, whose `makeBody(configuration:)` draws each group
/// box of the hierarchy from its label and content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a style makes for one group box.
    associatedtype Body: View
    /// A group box's label and content, handed to `makeBody(configuration:)`.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The view for a group box with this label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A group box's label and content, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The group box's content, type-erased.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// What the group box is titled (an empty view without a title).
    public let label: Label
    /// The views the group box groups.
    public let content: Content
    /// Whether the group box was given a label.
    let hasLabel: Bool
}

/// The platform's group box: content on a rounded `secondarySystemBackground` panel, the label
/// above it in the headline font.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The platform's group box style.
    public init() {}
    /// The group box drawn as iOS draws it.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxLook(configuration: configuration)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// iOS's group box. Figures (measured from iOS 26 screenshots of SwiftUI's default style): the
/// panel is `secondarySystemBackground` with 16 pt continuous corners and 16 pt of padding; the
/// label is headline text 8 pt above the content.
struct GroupBoxLook: View {
    let configuration: GroupBoxStyleConfiguration

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if configuration.hasLabel { configuration.label.font(.headline) }
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(
            Color(semantic: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// A type-erased group box style.
@MainActor
struct AnyGroupBoxStyle: @unchecked Sendable {
    let make: @MainActor (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue: AnyGroupBoxStyle? = nil }

extension EnvironmentValues {
    /// An app's group box style; nil draws the platform's.
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let erased = AnyGroupBoxStyle(style)
        return environmentChange { $0.groupBoxStyle = erased }
    }
}
