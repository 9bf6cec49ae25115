import Foundation

/// The sections of a view's content, as SwiftUI's `SectionCollection`: what
/// `Group(sections:transform:)` hands to its closure, a collection of
/// ``SectionConfiguration``s.
public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    let sections: [SectionConfiguration]

    nonisolated init(sections: [SectionConfiguration]) { self.sections = sections }

    /// The position of the first section.
    nonisolated public var startIndex: Int { 0 }
    /// The position after the last section.
    nonisolated public var endIndex: Int { sections.count }

    /// The section at `index`.
    nonisolated public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The sections of a view made into other views by a closure, as SwiftUI's
/// `GroupSectionsOfContent` (what `Group(sections:transform:)` holds).
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let sections: Sections
    let transform: (SectionCollection) -> Content

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.appending(.content).nodes(sections)
        let collection = SectionCollection(sections: SectionConfiguration.sections(of: nodes))
        return context.appending(.secondary).nodes(transform(collection))
    }
}

extension Group {
    /// The sections of `view`, handed to `transform` as a collection: a container lays out each
    /// section's header, content and footer its own way.
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}
