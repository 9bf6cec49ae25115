import Foundation

/// The subviews of a view, as `ForEach(subviews:)` iterates them, as SwiftUI's
/// `ForEachSubviewCollection`. Its elements exist once the `ForEach` resolves its view (they
/// are the view's resolved subviews); before, it is empty.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    let base: AnyView

    nonisolated init(base: AnyView) { self.base = base }

    /// The position of the first subview.
    public nonisolated var startIndex: Int { 0 }
    /// The position after the last subview (none before the `ForEach` resolves).
    public nonisolated var endIndex: Int { 0 }
    /// The subview at `index`.
    public nonisolated subscript(index: Int) -> Subview {
        preconditionFailure("ForEachSubviewCollection has its subviews only while its ForEach resolves")
    }
}

/// A collection whose elements are a view's resolved subviews.
@MainActor
protocol SubviewSource {
    func subviewNodes(_ context: ResolveContext) -> [LayoutNode]
}

extension ForEachSubviewCollection: SubviewSource {
    func subviewNodes(_ context: ResolveContext) -> [LayoutNode] { context.appending(.content).nodes(base) }
}

extension ForEach {
    /// A view for each subview of `view`, made by `content`: a container places, reorders or
    /// decorates another view's subviews (and reads their `containerValues`).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: AnyView(view)), id: \.id, content: content)
    }
}

/// The subviews of a view made into other views by a closure, as SwiftUI's
/// `GroupElementsOfContent` (what `Group(subviews:transform:)` holds).
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.appending(.content).nodes(subviews)
        return context.appending(.secondary).nodes(transform(SubviewsCollection(nodes: nodes)))
    }
}

extension Group {
    /// The subviews of `view`, handed to `transform` as a collection: a container lays out,
    /// counts or decorates another view's subviews.
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}
