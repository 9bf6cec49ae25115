import Foundation
@_spi(Nodes) import VitroCore

/// How labeled content is drawn, as SwiftUI's `LabeledContentStyle`: the platform's row
/// (``AutomaticLabeledContentStyle``) or an app's own, whose `makeBody(configuration:)` draws
/// each `LabeledContent` of the hierarchy from its label and content.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view a style makes for one labeled content.
    associatedtype Body: View
    /// A labeled content's label and content, handed to `makeBody(configuration:)`.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view for a labeled content with this label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A labeled content's label and content, as SwiftUI's `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The content, type-erased.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// What the content is (the leading part of the row).
    public let label: Label
    /// The value (the trailing part of the row).
    public let content: Content
}

/// The platform's labeled content: the label leading in the primary color, the content trailing
/// in the secondary color, as in a settings row.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The platform's labeled content style.
    public init() {}
    /// The labeled content drawn as iOS draws it.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContentLook(configuration: configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's labeled content style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// iOS's labeled content row.
struct LabeledContentLook: View {
    let configuration: LabeledContentStyleConfiguration

    var body: some View {
        HStack {
            configuration.label
            Spacer(minLength: 8)
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

/// A type-erased labeled content style.
@MainActor
struct AnyLabeledContentStyle: @unchecked Sendable {
    let make: @MainActor (LabeledContentStyleConfiguration) -> AnyView
    init<S: LabeledContentStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct LabeledContentStyleKey: EnvironmentKey { static let defaultValue: AnyLabeledContentStyle? = nil }

extension EnvironmentValues {
    /// An app's labeled content style; nil draws the platform's.
    var labeledContentStyle: AnyLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labeled content in this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        let erased = AnyLabeledContentStyle(style)
        return environmentChange { $0.labeledContentStyle = erased }
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// A labeled content from a style's configuration, drawn in the platform's look (what a
    /// style's ``LabeledContentStyle/makeBody(configuration:)`` wraps).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        drawsPlatformLook = true
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row titled `titleKey` with `value` formatted by `format` on the trailing side.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    /// A row titled `title` with `value` formatted by `format` on the trailing side.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
