import Foundation

/// The corners of a window that system UI covers (a Mac window's close, minimize and zoom
/// buttons at its top leading corner), from which `GeometryProxy.containerCornerInsets` and
/// `containerCornerOffset(_:sizeToFit:)` measure a view. The window's rectangle is known once
/// it is placed.
@MainActor
package final class ContainerCorners {
    /// The window's rectangle, in the rendered image's points, once placed.
    package var bounds: CGRect = .zero
    /// The size of the covered region at each corner of the window.
    package let regions: RectangleCornerInsets

    package init(regions: RectangleCornerInsets) { self.regions = regions }

    /// How far each corner region reaches into `frame` (in the same points as `bounds`): zero
    /// at a corner whose region the frame does not overlap.
    package func insets(for frame: CGRect) -> RectangleCornerInsets {
        let b = bounds
        let r = regions
        func reach(_ region: CGRect, _ width: CGFloat, _ height: CGFloat) -> CGSize {
            guard !frame.intersection(region).isEmpty else { return .zero }
            return CGSize(width: min(max(0, width), frame.width), height: min(max(0, height), frame.height))
        }
        let topLeading = CGRect(origin: b.origin, size: r.topLeading)
        let topTrailing = CGRect(
            x: b.maxX - r.topTrailing.width, y: b.minY, width: r.topTrailing.width, height: r.topTrailing.height)
        let bottomLeading = CGRect(
            x: b.minX, y: b.maxY - r.bottomLeading.height, width: r.bottomLeading.width,
            height: r.bottomLeading.height)
        let bottomTrailing = CGRect(
            x: b.maxX - r.bottomTrailing.width, y: b.maxY - r.bottomTrailing.height, width: r.bottomTrailing.width,
            height: r.bottomTrailing.height)
        return RectangleCornerInsets(
            topLeading: reach(topLeading, topLeading.maxX - frame.minX, topLeading.maxY - frame.minY),
            topTrailing: reach(topTrailing, frame.maxX - topTrailing.minX, topTrailing.maxY - frame.minY),
            bottomLeading: reach(bottomLeading, bottomLeading.maxX - frame.minX, frame.maxY - bottomLeading.minY),
            bottomTrailing: reach(bottomTrailing, frame.maxX - bottomTrailing.minX, frame.maxY - bottomTrailing.minY))
    }
}

struct ContainerCornersKey: EnvironmentKey {
    static let defaultValue: ContainerCorners? = nil
}

extension EnvironmentValues {
    /// The corners of the enclosing window that system UI covers; nil where none does (an
    /// iPhone or iPad app fills the screen, its corners free).
    package var containerCorners: ContainerCorners? {
        get { self[ContainerCornersKey.self] }
        set { self[ContainerCornersKey.self] = newValue }
    }
}

/// Records the window's rectangle in its ``ContainerCorners`` when it is placed.
@MainActor
package final class ContainerCornersNode: WrapperNode {
    let corners: ContainerCorners

    package init(child: LayoutNode, corners: ContainerCorners, environment: EnvironmentValues) {
        self.corners = corners
        super.init(child: child, environment: environment)
    }

    override package func placeChildren(in rect: CGRect) {
        corners.bounds = rect
        super.placeChildren(in: rect)
    }
}

/// Moves (or, sized to fit, shrinks) its child off the window's covered corners on `edges`.
@MainActor
final class ContainerCornerOffsetNode: WrapperNode {
    let edges: Edge.Set
    let sizeToFit: Bool

    init(child: LayoutNode, edges: Edge.Set, sizeToFit: Bool, environment: EnvironmentValues) {
        self.edges = edges
        self.sizeToFit = sizeToFit
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        guard let corners = environment.containerCorners else { return super.placeChildren(in: rect) }
        let i = corners.insets(for: rect)
        let leading = edges.contains(.leading) ? max(i.topLeading.width, i.bottomLeading.width) : 0
        let trailing = edges.contains(.trailing) ? max(i.topTrailing.width, i.bottomTrailing.width) : 0
        let top = edges.contains(.top) ? max(i.topLeading.height, i.topTrailing.height) : 0
        let bottom = edges.contains(.bottom) ? max(i.bottomLeading.height, i.bottomTrailing.height) : 0
        var placed = rect
        if sizeToFit {
            placed = CGRect(
                x: rect.minX + leading, y: rect.minY + top, width: max(0, rect.width - leading - trailing),
                height: max(0, rect.height - top - bottom))
        } else {
            // Keeps its size, moved away from the covered corners (leading and top win when
            // both opposite edges are covered).
            placed.origin.x += leading > 0 ? leading : -trailing
            placed.origin.y += top > 0 ? top : -bottom
        }
        child.place(in: placed, within: placement)
    }
}

extension View {
    /// Moves this view off the corners of its window that system UI covers, on `edges`, as
    /// SwiftUI's `containerCornerOffset(_:sizeToFit:)` (iOS 26): a view under a Mac window's
    /// close, minimize and zoom buttons moves past them with `.leading` (below them with
    /// `.top`). With `sizeToFit` the view is instead laid out in the space left beside the
    /// covered corner. An iPhone or iPad app fills its screen, and nothing moves.
    public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View {
        wrap { node, context in
            ContainerCornerOffsetNode(child: node, edges: edges, sizeToFit: sizeToFit, environment: context.environment)
        }
    }
}
