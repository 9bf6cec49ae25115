import Foundation

/// A frame of reference that `GeometryProxy/frame(in:)` converts into, as SwiftUI's
/// `CoordinateSpaceProtocol` (iOS 17): `.global`, `.local`, `.named(_:)` and `.scrollView`.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The space of the whole rendered image, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The space of an ancestor named with `coordinateSpace(_:)`, or of the innermost scroll view,
/// as SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name the innermost scroll view's space is known by (`.scrollView`).
struct ScrollViewCoordinateSpaceName: Hashable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the ancestor named `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The space of the innermost scroll view: its visible area, whose origin is the scroll
    /// view's top leading corner.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName()))
    }

    /// The space of the innermost scroll view along `axis` (scroll views are not told apart by
    /// axis here: the innermost one's).
    public static func scrollView(axis: Axis) -> Self { .scrollView }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The space of the whole rendered image.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpace {
    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }
}

/// Where a view named with `coordinateSpace(_:)` was placed, in absolute points; known once it
/// is placed, before its content is.
@MainActor
final class CoordinateSpaceBox: Sendable {
    var rect: CGRect?
    nonisolated init() {}
}

struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [CoordinateSpace: CoordinateSpaceBox] { [:] }
}

extension EnvironmentValues {
    /// The named coordinate spaces the content is in.
    var namedCoordinateSpaces: [CoordinateSpace: CoordinateSpaceBox] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }

    /// The rectangles of the named spaces around the content (and of its innermost scroll
    /// view's visible area, under `.scrollView`), once placed.
    @MainActor var coordinateSpaceRects: [CoordinateSpace: CGRect] {
        var rects = namedCoordinateSpaces.compactMapValues { $0.rect }
        if let visible = scrollViewport?.visible {
            rects[NamedCoordinateSpace.scrollView.coordinateSpace] = visible
        }
        return rects
    }
}

/// Records where a named view was placed, for the geometry readers inside it.
@MainActor
final class CoordinateSpaceNode: WrapperNode {
    let box: CoordinateSpaceBox

    init(child: LayoutNode, box: CoordinateSpaceBox, environment: EnvironmentValues) {
        self.box = box
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        box.rect = rect
        super.placeChildren(in: rect)
    }

    override var kind: String { child.kind }
}

extension View {
    /// Names this view's space, so that `GeometryProxy/frame(in:)` inside it can measure from
    /// its top leading corner.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let box = CoordinateSpaceBox()
        return
            self
            .transformEnvironment(\.namedCoordinateSpaces) { $0[name.coordinateSpace] = box }
            .wrap { CoordinateSpaceNode(child: $0, box: box, environment: $1.environment) }
    }

    /// Names this view's space (SwiftUI's older spelling of `coordinateSpace(.named(name))`).
    @available(*, deprecated, renamed: "coordinateSpace(_:)")
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(.named(name))
    }
}
