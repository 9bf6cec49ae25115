import Foundation

/// A stored view property whose value comes from outside the view value, as SwiftUI's
/// `DynamicProperty`.
///
/// Before a view's body is evaluated, the graph connects each such property (and those nested
/// in custom dynamic properties) to the storage of the view's identity, then calls
/// `update()`.
public protocol DynamicProperty {
    /// Called before the body of the view holding this property is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Updates the property before the view's body runs (nothing by default).
    public mutating func update() {}
}

/// A dynamic property that the graph connects to its view's node before the body runs.
protocol GraphLinkedProperty {
    /// Connects the property to `node`'s storage; `slot` is the index of the next storage slot.
    @MainActor mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int)
}

extension GraphNode {
    /// The storage in `slot` when it is of type `T`, made with `make` (and stored) otherwise.
    func slot<T: AnyObject>(_ slot: inout Int, make: () -> T) -> T {
        defer { slot += 1 }
        if slot < slots.count, let existing = slots[slot] as? T { return existing }
        let made = make()
        if slot < slots.count { slots[slot] = made } else { slots.append(made) }
        return made
    }
}

/// Marks a graph node dirty, from whatever thread a change arrives on.
func invalidate(_ node: GraphNode?) {
    node?.invalidate()
}
