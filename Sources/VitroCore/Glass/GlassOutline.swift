import Foundation
import VitroGeometry

/// A glass shape's outline for any frame, as a value: what a union draws over its members'
/// combined bounds, and what glass growing out of a neighbor draws at each step. Equal outlines
/// draw the same outline in every frame.
///
/// Vitro's own shapes are kept as what they are (their kind and figures), and asked again for
/// each frame, as SwiftUI asks a shape for its path in the rectangle it fills. Any other shape
/// is kept as the outline it drew in the frame it was made for, mapped onto each new frame: a
/// type of unknown make cannot be compared, and two outlines that compare equal must draw alike.
enum GlassOutline: Equatable, Sendable {
    /// A shape Vitro knows by its figures, with the container it was drawn in (concentric
    /// corners resolve against it).
    case known(ShapeKey, any Shape, container: ContainerInfo?)
    /// Any other shape: the outline it drew at `frame`.
    case drawn(FieldGeometry, frame: CGRect)

    /// The outline of `shape` drawn in `frame` inside `container`.
    @MainActor
    init(_ shape: any Shape, frame: CGRect, container info: ContainerInfo?) {
        if let key = ShapeKey(shape) {
            self = .known(key, shape, container: info)
        } else {
            self = .drawn(ContainerScope.with(info: info) { shape.fieldGeometry(in: frame) }, frame: frame)
        }
    }

    /// The outline filling `rect` (points).
    @MainActor
    func geometry(in rect: CGRect) -> FieldGeometry {
        switch self {
        case .known(_, let shape, let container):
            ContainerScope.with(info: container) { shape.fieldGeometry(in: rect) }
        case .drawn(let geometry, let frame):
            geometry.applying(GlassMorph.map(frame, rect))
        }
    }

    static func == (a: GlassOutline, b: GlassOutline) -> Bool {
        switch (a, b) {
        case (.known(let x, _, let c), .known(let y, _, let d)): x == y && c == d
        case (.drawn(let g, let f), .drawn(let h, let e)): g == h && f == e
        default: false
        }
    }
}
