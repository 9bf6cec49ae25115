import Foundation
@_spi(Nodes) import VitroCore

/// A label beside a value, as SwiftUI's `LabeledContent`: the label leading in the primary
/// color, the content trailing in the secondary color, as in a settings row.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Set for `LabeledContent(configuration)`: the platform's look even under an app's style.
    var drawsPlatformLook = false
    @Environment(\.labeledContentStyle) var style

    /// A row of `label` on the leading side and `content` on the trailing side.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(
            label: .init(view: AnyView(label)), content: .init(view: AnyView(content)))
        if let style, !drawsPlatformLook {
            style.make(configuration)
        } else {
            LabeledContentLook(configuration: configuration)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A row titled `titleKey` with `content` on the trailing side.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A row titled `title` with `content` on the trailing side.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A label and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A row titled `titleKey` with `value` in the secondary color on the trailing side.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
}
