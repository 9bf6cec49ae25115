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

    /// A box that groups `content` under `label` on a secondary background.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(
            Color(semantic: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
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
