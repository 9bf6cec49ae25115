/// Content made from a collection, as SwiftUI's `ForEach`: views when its content is views,
/// table rows when its content is table rows.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the content is made from.
    public var data: Data
    /// Makes the content for one element.
    public var content: (Data.Element) -> Content
    /// Where an element's identity is read from.
    package let id: KeyPath<Data.Element, ID>

    /// Content for each element of `data`, identified by the element's value at `id` (what
    /// the public initializers of each kind of content make).
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    /// Views for each element of `data`, identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, id: id, content: content)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let source = data as? any SubviewSource {
            // `ForEach(subviews:)`: the elements are the view's subviews, resolved here.
            return source.subviewNodes(context).flatMap { node in
                let subview = Subview(node: node)
                let nodes = context.appending(.id(AnyHashable(subview.id))).nodes(content(subview as! Data.Element))
                return nodes
            }
        }
        if let source = data as? any SectionSource {
            // `ForEach(sections:)`: the elements are the view's sections, resolved here.
            return source.sections(context).flatMap { section in
                context.appending(.id(AnyHashable(section.id))).nodes(content(section as! Data.Element))
            }
        }
        return data.flatMap { element in
            let id = AnyHashable(element[keyPath: id])
            let nodes = context.appending(.id(id)).nodes(content(element))
            // As in SwiftUI, an element's id is its implicit tag, which a `Picker` selects by.
            for node in nodes where node.attributes.tag == nil { node.attributes.tag = id }
            return nodes
        }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    /// Views for each element of `data`, identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a constant range, identified by their offsets.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
