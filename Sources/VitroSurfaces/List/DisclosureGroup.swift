import Foundation
@_spi(Nodes) import VitroCore

/// A label that shows or hides content, as SwiftUI's `DisclosureGroup`: the label with a
/// chevron (pointing down when expanded), then the content. In a list the label and each view
/// of the content are rows of their own.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Bool
    /// The expansion a ``DisclosureGroupStyle`` toggles (a constant for the initializers
    /// without a binding).
    let expansion: Binding<Bool>

    /// A group of `content` under `label` that can be expanded and collapsed (collapsed at first).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = false
        expansion = .constant(false)
    }

    /// A group of `content` under `label`, expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
        expansion = isExpanded
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let style = context.environment.disclosureGroupStyle {
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(view: AnyView(label)), content: .init(view: AnyView(content)), isExpanded: expansion)
            return context.appending(.modifier).nodes(style.make(configuration))
        }
        let header = HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            // The disclosure chevron in the accent color, as iOS draws an outline group's.
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(Color.accentColor)
        }
        let headerNodes = context.appending(.index(0)).nodes(header)
        guard isExpanded else { return headerNodes }
        let contentNodes = context.appending(.content).nodes(content)
        if context.environment.isInList { return headerNodes + contentNodes }
        return context.appending(.secondary).nodes(
            VStack(alignment: .leading, spacing: 8) {
                ResolvedNodes(nodes: headerNodes)
                ResolvedNodes(nodes: contentNodes).padding(.leading, 20)
            })
    }
}

extension DisclosureGroup where Label == Text {
    /// A group of `content` under the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group of `content` under the title `titleKey`, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group of `content` under the title `label`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group of `content` under the title `label`, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
