/// One step of a view's structural identity inside its nearest graph node: a child's place in
/// a builder block, a conditional's branch, a `ForEach` element's id, an explicit `.id(_:)`, or
/// the side of a modifier.
package enum PathComponent: Hashable {
    /// The n-th view of a builder block.
    case index(Int)
    /// The `if` (true) or `else` (false) branch of a conditional.
    case branch(Bool)
    /// A `ForEach` element's id or a view's explicit `.id(_:)`.
    case id(AnyHashable)
    /// The dynamic type behind an `AnyView`: another type is another view.
    case type(ObjectIdentifier)
    /// The content of a modifier.
    case content
    /// The modifier itself (its own storage, for modifiers that keep any).
    case modifier
    /// A secondary view a modifier adds (an overlay, a background, a preference view).
    case secondary
}

/// A view's structural identity relative to its nearest graph node.
package typealias ViewPath = [PathComponent]
