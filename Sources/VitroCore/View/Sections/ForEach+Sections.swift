import Foundation

/// The sections of a view, as `ForEach(sections:)` iterates them, as SwiftUI's
/// `ForEachSectionCollection`. Its elements exist once the `ForEach` resolves its view (they
/// are the view's resolved sections); before, it is empty.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    let base: AnyView

    nonisolated init(base: AnyView) { self.base = base }

    /// The position of the first section.
    public nonisolated var startIndex: Int { 0 }
    /// The position after the last section (none before the `ForEach` resolves).
    public nonisolated var endIndex: Int { 0 }
    /// The section at `index`; the collection holds none until its `ForEach` resolves it.
    public nonisolated subscript(index: Int) -> SectionConfiguration {
        preconditionFailure("ForEachSectionCollection has its sections only while its ForEach resolves")
    }
}

/// A collection whose elements are a view's resolved sections.
@MainActor
protocol SectionSource {
    func sections(_ context: ResolveContext) -> [SectionConfiguration]
}

extension ForEachSectionCollection: SectionSource {
    func sections(_ context: ResolveContext) -> [SectionConfiguration] {
        SectionConfiguration.sections(of: context.appending(.content).nodes(base))
    }
}

extension ForEach {
    /// A view for each section of `view`, made by `content`: a container draws another view's
    /// sections (explicit `Section`s, and the runs of views between them) its own way.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(base: AnyView(view)), id: \.id, content: content)
    }
}
