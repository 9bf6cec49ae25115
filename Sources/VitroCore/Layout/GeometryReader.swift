import Foundation

/// A view whose content is built from its own size, as SwiftUI's `GeometryReader`: it takes
/// all the space it is offered and places its content at the top leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

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
    /// The safe-area insets of the reader (always zero here).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space (`.global` is the rendered image's).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        default: CGRect(origin: origin, size: size)
        }
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The whole screen or window's space, and the view's own space.
    case global, local
    /// The space of the view named `name` with `coordinateSpace(name:)`.
    case named(String)
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
        content = build(GeometryProxy(size: rect.size, origin: rect.origin))
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
