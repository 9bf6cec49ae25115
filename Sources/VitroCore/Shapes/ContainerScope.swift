import Foundation

/// A container shape where it was placed: what concentric and container-relative shapes
/// resolve against. A value: equal infos resolve every shape alike.
struct ContainerInfo: Equatable, Sendable {
    let shape: any Shape
    let rect: CGRect
    /// Per-corner radii when the shape is a rounded rectangle of some kind; nil otherwise.
    let radii: RectangleCornerRadii?
    /// What tells two containers' shapes apart: their figures when Vitro knows the shape, else
    /// the outline it drew in its place.
    let identity: Identity

    enum Identity: Equatable, Sendable {
        case known(ShapeKey)
        case drawn(Path)
    }

    static func == (a: ContainerInfo, b: ContainerInfo) -> Bool {
        a.rect == b.rect && a.radii == b.radii && a.identity == b.identity
    }
}

/// The container a shape's outline is being made in. `Shape.path(in:)` takes no context, so the
/// container that the layout pass placed around a shape (`Placement.container`) is bound for
/// the length of that call, as a task-local value: scoped to the call, never left behind for
/// the next shape, the same on any thread.
enum ContainerScope {
    @TaskLocal static var current: ContainerInfo?

    /// Runs `body` with `info` as the current container.
    static func with<T>(info: ContainerInfo?, _ body: () -> T) -> T {
        $current.withValue(info, operation: body)
    }

    /// The container `shape` makes where it was placed in `rect`, resolved inside `outer` (a
    /// concentric container's corners follow the container it sits in).
    @MainActor
    static func info(for shape: any Shape, in rect: CGRect, outer: ContainerInfo?) -> ContainerInfo {
        ContainerInfo(
            shape: shape, rect: rect, radii: radii(of: shape, in: rect, outer: outer),
            identity: ShapeKey(shape).map { .known($0) } ?? .drawn(with(info: outer) { shape.path(in: rect) }))
    }

    /// The corner radii of a rounded-rectangle-like container; nil for other shapes.
    @MainActor
    static func radii(of shape: any Shape, in rect: CGRect, outer: ContainerInfo?) -> RectangleCornerRadii? {
        switch shape {
        case is Rectangle: return RectangleCornerRadii()
        case let r as RoundedRectangle:
            let v = r.cornerSize.width
            return RectangleCornerRadii(topLeading: v, bottomLeading: v, bottomTrailing: v, topTrailing: v)
        case let u as UnevenRoundedRectangle: return u.cornerRadii
        case is Capsule:
            let v = min(rect.width, rect.height) / 2
            return RectangleCornerRadii(topLeading: v, bottomLeading: v, bottomTrailing: v, topTrailing: v)
        case let c as ConcentricRectangle:
            return with(info: outer) { c.resolvedRadii(in: rect) }
        default: return nil
        }
    }
}

/// Places its content inside its container shape: the views in it resolve concentric and
/// container-relative shapes against `shape` where this node was placed.
@MainActor
package final class ContainerShapeNode: WrapperNode {
    let shape: any Shape
    package init(child: LayoutNode, shape: any Shape, environment: EnvironmentValues) {
        self.shape = shape
        super.init(child: child, environment: environment)
    }
    package override func placeChildren(in rect: CGRect) {
        let info = ContainerScope.info(for: shape, in: rect, outer: placement.container)
        child.place(in: rect, within: placement.with(container: info))
    }
    package override var kind: String { "ContainerShape" }
}

struct ContainerShapeModifier<S: Shape>: ViewModifier, NodeModifier {
    typealias Body = Never
    let shape: S

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        content(context).map { ContainerShapeNode(child: $0, shape: shape, environment: context.environment) }
    }
}

extension View {
    /// Sets the shape that concentric and container-relative shapes inside resolve against.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}

extension Color {
    /// Fills `shape` with this color. (Not in SwiftUI, where this reads
    /// `shape.fill(color)`; Vitro accepts it so the `ConcentricRectangle` documentation example
    /// compiles as written.)
    @MainActor
    public func fill<S: Shape>(_ shape: S) -> some View { shape.fill(self) }
}
