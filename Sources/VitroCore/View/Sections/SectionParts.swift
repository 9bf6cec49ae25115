import Foundation

/// The resolved parts of a `Section`: what a ``SectionConfiguration`` is made of.
@MainActor
package struct SectionParts {
    package let header: [LayoutNode]
    package let content: [LayoutNode]
    package let footer: [LayoutNode]

    package init(header: [LayoutNode], content: [LayoutNode], footer: [LayoutNode]) {
        self.header = header
        self.content = content
        self.footer = footer
    }

    /// The parts of the section `node` stands for (through the modifiers wrapped around it), or
    /// nil when it is not a section.
    package static func of(_ node: LayoutNode) -> SectionParts? {
        var current: LayoutNode? = node
        while let n = current {
            if let parts = n.attributes.sectionParts { return parts }
            current = (n as? WrapperNode)?.child
        }
        return nil
    }
}

/// The actions a section offers (`sectionActions(content:)`), kept with its container values.
package struct SectionActionsKey: ContainerValueKey {
    package static let defaultValue: AnyView? = nil
}

extension ContainerValues {
    /// The actions of a section (`sectionActions(content:)`), for ``SectionConfiguration/actions``.
    package var sectionActions: AnyView? {
        get { self[SectionActionsKey.self] }
        set { self[SectionActionsKey.self] = newValue }
    }
}
