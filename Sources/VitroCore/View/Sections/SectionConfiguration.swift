import Foundation

/// One section of a view's content, as SwiftUI's `SectionConfiguration`: what
/// `ForEach(sections:)` and `Group(sections:)` hand to their closures. An explicit `Section`
/// gives its header, content and footer; sibling views outside any section are grouped into
/// an implicit section with only content.
public struct SectionConfiguration: Identifiable {
    /// The section's identity: its view's explicit id, or where it was resolved.
    // Set once when the configuration is made; the collections hand configurations out from
    // their nonisolated `Collection` members.
    public nonisolated(unsafe) let id: ID
    /// The subviews of the section's header (empty for an implicit section).
    public let header: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection
    /// The subviews of the section's footer (empty for an implicit section).
    public let footer: SubviewsCollection
    /// The values the section handed to its container (`containerValue(_:_:)` on the
    /// `Section`); empty for an implicit section.
    public let containerValues: ContainerValues
    /// The actions the section offers (`sectionActions(content:)`); empty when it set none.
    public let actions: Actions

    /// A section's identity within its container.
    public struct ID: Hashable {
        let value: AnyHashable
    }

    /// The actions of a section, as a view whose subviews are the actions
    /// (`Group(subviews: section.actions)` lays them out).
    public struct Actions: View, PrimitiveView {
        public typealias Body = Never
        let view: AnyView?

        package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
            guard let view else { return [] }
            return context.nodes(view)
        }
    }

    @MainActor
    init(id: ID, parts: SectionParts, containerValues: ContainerValues) {
        self.id = id
        header = SubviewsCollection(nodes: parts.header)
        content = SubviewsCollection(nodes: parts.content)
        footer = SubviewsCollection(nodes: parts.footer)
        self.containerValues = containerValues
        actions = Actions(view: containerValues.sectionActions)
    }

    /// The sections of resolved nodes: each section node is one, and each run of other nodes
    /// between them forms an implicit section.
    @MainActor
    static func sections(of nodes: [LayoutNode]) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [LayoutNode] = []
        func flushLoose() {
            guard let first = loose.first else { return }
            let id = Subview(node: first).id
            sections.append(
                SectionConfiguration(
                    id: ID(value: AnyHashable(id)), parts: SectionParts(header: [], content: loose, footer: []),
                    containerValues: ContainerValues()))
            loose = []
        }
        for node in nodes {
            guard let parts = SectionParts.of(node) else {
                loose.append(node)
                continue
            }
            flushLoose()
            let id = Subview(node: node).id
            sections.append(
                SectionConfiguration(id: ID(value: AnyHashable(id)), parts: parts, containerValues: .of(node)))
        }
        flushLoose()
        return sections
    }
}
