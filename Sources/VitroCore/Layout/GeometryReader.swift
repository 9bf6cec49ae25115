import Foundation

/// A view whose content is built from its own size, as SwiftUI's `GeometryReader`: it takes
/// all the space it is offered and places its content at the top leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The view built from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A view that gives `content` the size offered to it and fills that space.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [GeometryReaderNode(build: { proxy in context.nodes(content(proxy)) }, environment: context.environment)]
    }
}

/// The size and frame a `GeometryReader` was given, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The size of the reader: the space offered to it, in points.
    public let size: CGSize
    let origin: CGPoint
    /// The rectangles of the named spaces around the reader (and of its scroll view's visible
    /// area), in the same absolute points as `origin`.
    var spaces: [CoordinateSpace: CGRect] = [:]
    /// How far the corners of the window that system UI covers reach into the reader, as
    /// SwiftUI's `containerCornerInsets` (iOS 26): on a Mac, a reader under the window's close,
    /// minimize and zoom buttons has their extent at its top leading corner; zero elsewhere,
    /// and on an iPhone or iPad, whose apps fill the screen.
    public internal(set) var containerCornerInsets = RectangleCornerInsets()
    /// The safe-area insets of the reader (always zero here).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space (`.global` is the rendered image's; a named
    /// space is measured from the named view's top leading corner, and an unknown name is
    /// global, as SwiftUI has it).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return CGRect(origin: origin, size: size)
        case .named(let name):
            guard let space = spaces[.named(name)] else { return CGRect(origin: origin, size: size) }
            return CGRect(x: origin.x - space.minX, y: origin.y - space.minY, width: size.width, height: size.height)
        }
    }

    /// The reader's frame in a coordinate space (iOS 17's spelling: `.named("card")`,
    /// `.scrollView`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space in the reader's own space, or nil when the reader is not
    /// inside it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = spaces[coordinateSpace.coordinateSpace] else { return nil }
        return CGRect(x: space.minX - origin.x, y: space.minY - origin.y, width: space.width, height: space.height)
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`. Unchecked: a name is a `Hashable` value
/// (a string or an enum case in practice) that is only compared, never changed.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The whole screen or window's space, and the view's own space.
    case global, local
    /// The space of the view named `name` with `coordinateSpace(_:)`.
    case named(AnyHashable)
}

/// Builds its content once its size is known, at placement.
@MainActor
final class GeometryReaderNode: LayoutNode {
    let build: @MainActor (GeometryProxy) -> [LayoutNode]
    var content: [LayoutNode] = []

    package init(build: @escaping @MainActor (GeometryProxy) -> [LayoutNode], environment: EnvironmentValues) {
        self.build = build
        super.init(environment: environment)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect) {
        var proxy = GeometryProxy(size: rect.size, origin: rect.origin, spaces: environment.coordinateSpaceRects)
        if let corners = environment.containerCorners { proxy.containerCornerInsets = corners.insets(for: rect) }
        content = build(proxy)
        for c in content {
            let s = c.size(for: ProposedViewSize(rect.size))
            c.place(in: CGRect(origin: rect.origin, size: s), within: placement)
        }
    }

    override func render(into list: inout [DisplayList.Item]) {
        for c in content { c.draw(into: &list) }
    }

    override var kind: String { "GeometryReader" }
    package override var children: [LayoutNode] { content }
}
