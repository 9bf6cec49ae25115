import Foundation

/// The container shape a view is drawn in: set by `containerShape(_:)`, placed with its view,
/// read by concentric and container-relative shapes while their paths are made.
package final class ContainerShapeBox: @unchecked Sendable {
    let shape: any Shape
    var rect: CGRect = .zero
    package init(shape: any Shape) { self.shape = shape }
}

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

@MainActor
enum ContainerScope {
    static var current: ContainerInfo?

    static func with<T>(_ box: ContainerShapeBox?, _ body: () -> T) -> T {
        with(info: box.map { info(for: $0, outer: current) }, body)
    }

    /// Runs `body` with `info` as the current container.
    static func with<T>(info: ContainerInfo?, _ body: () -> T) -> T {
        let saved = current
        current = info
        defer { current = saved }
        return body()
    }

    /// The container `box` holds where it was placed, resolved inside `outer`.
    static func info(for box: ContainerShapeBox, outer: ContainerInfo?) -> ContainerInfo {
        ContainerInfo(
            shape: box.shape, rect: box.rect, radii: radii(of: box.shape, in: box.rect, outer: outer),
            identity: ShapeKey(box.shape).map { .known($0) } ?? .drawn(box.shape.path(in: box.rect)))
    }

    /// The corner radii of a rounded-rectangle-like container; nil for other shapes.
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
            let saved = current
            current = outer
            defer { current = saved }
            return c.resolvedRadii(in: rect)
        default: return nil
        }
    }
}

struct ContainerShapeKey: EnvironmentKey { static let defaultValue: ContainerShapeBox? = nil }

extension EnvironmentValues {
    package var containerShape: ContainerShapeBox? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

/// Records where its container shape's view was placed.
@MainActor
package final class ContainerShapeNode: WrapperNode {
    let box: ContainerShapeBox
    package init(child: LayoutNode, box: ContainerShapeBox, environment: EnvironmentValues) {
        self.box = box
        super.init(child: child, environment: environment)
    }
    package override func placeChildren(in rect: CGRect) {
        box.rect = rect
        child.place(in: rect)
    }
    package override var kind: String { "ContainerShape" }
}

struct ContainerShapeModifier<S: Shape>: ViewModifier, NodeModifier {
    typealias Body = Never
    let shape: S

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let box = ContainerShapeBox(shape: shape)
        var inner = context
        inner.environment.containerShape = box
        return content(inner).map { ContainerShapeNode(child: $0, box: box, environment: context.environment) }
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
