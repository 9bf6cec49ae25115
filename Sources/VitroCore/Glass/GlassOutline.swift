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
struct GlassOutline: Equatable, Sendable {
    /// What identifies the outline: the shape's figures, or the outline drawn at `frame`.
    private enum Form: Equatable, Sendable {
        case known(ShapeKey, any Shape)
        case drawn(FieldGeometry, frame: CGRect)

        static func == (a: Form, b: Form) -> Bool {
            switch (a, b) {
            case (.known(let x, _), .known(let y, _)): x == y
            case (.drawn(let g, let f), .drawn(let h, let e)): g == h && f == e
            default: false
            }
        }
    }

    private let form: Form
    /// The container it was drawn in, for concentric corners.
    private let container: ContainerInfo?

    /// The outline of `shape` drawn in `frame` inside `container`.
    @MainActor
    init(_ shape: any Shape, frame: CGRect, container: ContainerShapeBox?) {
        let info = container.map { ContainerScope.info(for: $0, outer: nil) }
        self.container = info
        if let key = ShapeKey(shape) {
            form = .known(key, shape)
        } else {
            form = .drawn(ContainerScope.with(info: info) { shape.fieldGeometry(in: frame) }, frame: frame)
        }
    }

    /// The outline filling `rect` (points).
    @MainActor
    func geometry(in rect: CGRect) -> FieldGeometry {
        switch form {
        case .known(_, let shape):
            return ContainerScope.with(info: container) { shape.fieldGeometry(in: rect) }
        case .drawn(let geometry, let frame):
            guard frame.width > 0, frame.height > 0 else {
                return geometry.applying(.translation(x: rect.minX - frame.minX, y: rect.minY - frame.minY))
            }
            let map = Transform2D.translation(x: -frame.minX, y: -frame.minY)
                .scaled(x: rect.width / frame.width, y: rect.height / frame.height)
                .translated(x: rect.minX, y: rect.minY)
            return geometry.applying(map)
        }
    }
}
