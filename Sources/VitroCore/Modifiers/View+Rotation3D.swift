import Foundation

extension View {
    /// Turns the view by `angle` about `axis` (x right, y down, z toward the viewer) through
    /// `anchor`, as SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, and projects
    /// it onto the screen. The projection is orthographic: exact for `perspective: 0`; with
    /// SwiftUI's default perspective the far edge is drawn as long as the near one (no taper), so
    /// a view turned about y narrows by cos θ about the anchor, as the perspective image does at
    /// its anchor's depth. `anchorZ` moves only the perspective center, so it has no effect here.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let matrix = Rotation3D.projected(angle, axis: axis)
        return wrap { node, context in
            TransformNode(
                child: node, matrix: matrix, anchor: anchor, label: "Rotation3D", environment: context.environment)
        }
    }

    /// Draws the view through `transform` (in its own coordinates, origin at its top left), as
    /// SwiftUI's `transformEffect(_:)`; layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        wrap { node, context in
            TransformNode(
                child: node, matrix: transform, anchor: .topLeading, label: "Transform",
                environment: context.environment)
        }
    }
}

/// The screen projection of a rotation in three dimensions.
enum Rotation3D {
    /// The upper-left 2 × 2 block of the rotation by `angle` about `axis` (Rodrigues' formula),
    /// as an affine transform: the orthographic image of the turned plane. A zero or non-finite
    /// axis or angle is no rotation.
    static func projected(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        let t = 1 - c
        return CGAffineTransform(
            a: c + x * x * t, b: y * x * t + z * s, c: x * y * t - z * s, d: c + y * y * t, tx: 0, ty: 0)
    }
}

/// Draws its child through an affine transform about an anchor of its frame; layout passes
/// through untouched.
@MainActor
final class TransformNode: WrapperNode {
    let matrix: CGAffineTransform
    let anchor: UnitPoint
    let label: String

    package init(
        child: LayoutNode, matrix: CGAffineTransform, anchor: UnitPoint, label: String, environment: EnvironmentValues
    ) {
        self.matrix = matrix
        self.anchor = anchor
        self.label = label
        super.init(child: child, environment: environment)
    }

    override func render(into list: inout [DisplayList.Item]) {
        var inner: [DisplayList.Item] = []
        child.draw(into: &inner)
        guard !matrix.isIdentity else {
            list += inner
            return
        }
        let a = anchor.point(in: frame)
        var e = GroupEffects()
        e.transform = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(matrix)
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        list.append(.group(e, inner))
    }

    override var kind: String { label }
}
