import Foundation
@_spi(Nodes) import VitroCore

/// Content grouped on a rounded panel with an optional label, as SwiftUI's `GroupBox`.
///
/// Figures (measured from iOS 26 screenshots of SwiftUI's default style): the panel is
/// `secondarySystemBackground` with 16 pt continuous corners and 16 pt of padding; the label is
/// headline text 8 pt above the content.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content
    /// Set for `GroupBox(configuration)`: the platform's look even under an app's style.
    var drawsPlatformLook = false
    @Environment(\.groupBoxStyle) var style

    /// A box that groups `content` under `label` on a secondary background.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: .init(view: label.map { AnyView($0) } ?? AnyView(EmptyView())),
            content: .init(view: AnyView(content)),
            hasLabel: label != nil)
        if let style, !drawsPlatformLook {
            style.make(configuration)
        } else {
            GroupBoxLook(configuration: configuration)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box that groups `content` on a secondary background, without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }
}

extension GroupBox where Label == Text {
    /// A box that groups `content` under the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A box that groups `content` under the title `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox {
    /// A box that groups `content` under the view `label`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box from a style's configuration, drawn in the platform's look (what a style's
    /// ``GroupBoxStyle/makeBody(configuration:)`` wraps).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.hasLabel ? configuration.label : nil
        content = configuration.content
        drawsPlatformLook = true
    }
}
