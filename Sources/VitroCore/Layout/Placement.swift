import Foundation

/// What the layout pass hands a node together with its rectangle: where the safe areas around
/// it were placed, and the container shape it sits in. A parent passes its own placement on to
/// its children, changed only by the nodes that make a safe area or a container shape, so a
/// view reads the values of the ancestors it was placed in (not the last ones written
/// anywhere), and a node placed twice sees each placement's own.
package struct Placement: Sendable {
    /// The safe areas placed around the node, by the identity views carry in their
    /// environment (`EnvironmentValues.safeAreaID`).
    private var safeAreas: [SafeAreaID: PlacedSafeArea] = [:]
    /// The nearest container shape (`containerShape(_:)`, a sheet's, a device's display) and
    /// where it was placed: what concentric and container-relative shapes resolve against.
    var container: ContainerInfo?

    package init() {}

    /// Where the safe area `id` was placed; nil when it is not placed around this node (its
    /// insets are then zero, as a safe area with nothing at its edges).
    package func safeArea(_ id: SafeAreaID?) -> PlacedSafeArea? {
        id.flatMap { safeAreas[$0] }
    }

    /// This placement with the safe area `id` placed as `placed`.
    package func with(_ id: SafeAreaID, placed: PlacedSafeArea?) -> Placement {
        var p = self
        p.safeAreas[id] = placed
        return p
    }

    /// This placement inside the container `info`.
    func with(container info: ContainerInfo?) -> Placement {
        var p = self
        p.container = info
        return p
    }
}

/// One safe area where it was placed: the rectangle its insets are taken from (absolute
/// points) and the insets bars and inset views occupy.
package struct PlacedSafeArea: Equatable, Sendable {
    package var insets: EdgeInsets
    package var rect: CGRect

    package init(insets: EdgeInsets, rect: CGRect) {
        self.insets = insets
        self.rect = rect
    }

    /// A safe area that was not placed around a node: nothing at its edges.
    package static let unplaced = PlacedSafeArea(insets: EdgeInsets(), rect: .zero)

    /// The safe region: `rect` less the insets.
    package var safeRect: CGRect { rect.inset(by: insets) }

    /// How far this safe area reaches beyond `r` on each edge: where `r` touches (or crosses)
    /// the edge of the safe region, the distance on to the edge of the rectangle the insets are
    /// taken from. A view inset from a container's safe edge then still ignores the safe area
    /// up to the container's edge, as in SwiftUI.
    func reach(beyond r: CGRect) -> EdgeInsets {
        guard rect != .zero else { return EdgeInsets() }
        let safe = safeRect
        let slack: CGFloat = 0.5
        return EdgeInsets(
            top: r.minY <= safe.minY + slack ? max(0, r.minY - rect.minY) : 0,
            leading: r.minX <= safe.minX + slack ? max(0, r.minX - rect.minX) : 0,
            bottom: r.maxY >= safe.maxY - slack ? max(0, rect.maxY - r.maxY) : 0,
            trailing: r.maxX >= safe.maxX - slack ? max(0, rect.maxX - r.maxX) : 0)
    }
}

/// Which safe area a view is laid out in: made when the view tree is resolved (by a render's
/// root, a device's screen, a presentation, a split view's column, `safeAreaInset`), carried
/// in the environment, and looked up in the `Placement` once it is placed. It holds nothing
/// that changes: only its identity and the safe area it was made inside.
package final class SafeAreaID: Hashable, Sendable {
    /// The safe area this one is nested in (a `safeAreaInset`'s container's), if any.
    let parent: SafeAreaID?

    package init(parent: SafeAreaID? = nil) { self.parent = parent }

    /// The safe area of a render's root.
    package static let root = SafeAreaID()

    /// Whether this safe area is `other` or nested inside it.
    package func isNested(in other: SafeAreaID) -> Bool {
        var id: SafeAreaID? = self
        while let i = id {
            if i === other { return true }
            id = i.parent
        }
        return false
    }

    package static func == (a: SafeAreaID, b: SafeAreaID) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
