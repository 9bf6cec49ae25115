/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so
/// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }` works.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A slice of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The position one past the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Indices { wrappedValue.indices }

    /// The position after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let get = getter
        let set = setter
        return Binding<Value.Element>(
            get: { get()[position] },
            set: { element in
                var whole = get()
                whole[position] = element
                set(whole)
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The id of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding to an optional made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }
}
