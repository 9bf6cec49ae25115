/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so
/// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }` works.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

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
