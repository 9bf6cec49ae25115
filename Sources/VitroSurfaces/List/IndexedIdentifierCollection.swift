import Foundation

/// The indices of a collection paired with its elements' identifiers, as SwiftUI's
/// `IndexedIdentifierCollection`: what `ForEach($items, editActions:)` iterates, so each row
/// knows where its element is in the bound collection (to bind to it, delete it or move it)
/// and who it is (its identity across updates).
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// One position of the collection: an index of the base collection and the identifier of
    /// the element there.
    public struct Element {
        /// Where the element is in the base collection.
        let index: Base.Index
        /// The element's identifier.
        let id: ID
    }

    /// A position: the base collection's index.
    public typealias Index = Base.Index

    let base: Base
    let identifier: KeyPath<Base.Element, ID>

    init(_ base: Base, id: KeyPath<Base.Element, ID>) {
        self.base = base
        identifier = id
    }

    /// The position of the first element.
    public var startIndex: Base.Index { base.startIndex }
    /// The position one past the last element.
    public var endIndex: Base.Index { base.endIndex }

    /// The index and identifier of the element at `position`.
    public subscript(position: Base.Index) -> Element {
        Element(index: position, id: base[position][keyPath: identifier])
    }

    /// The position after `i`.
    public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {
    /// The position `distance` elements from `i`.
    public func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index { base.index(i, offsetBy: distance) }

    /// The number of elements from `start` to `end`.
    public func distance(from start: Base.Index, to end: Base.Index) -> Int { base.distance(from: start, to: end) }
}
