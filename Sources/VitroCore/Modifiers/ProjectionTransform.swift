import Foundation

/// A 3 × 3 projective transform, as SwiftUI's `ProjectionTransform`. Vitro draws its affine
/// part (`m31`, `m32` translate; `m13`, `m23` perspective is dropped).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// An affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
        var c = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 { c[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] }
        }
        (r.m11, r.m12, r.m13) = (c[0][0], c[0][1], c[0][2])
        (r.m21, r.m22, r.m23) = (c[1][0], c[1][1], c[1][2])
        (r.m31, r.m32, r.m33) = (c[2][0], c[2][1], c[2][2])
        return r
    }

    /// The affine part, normalized by `m33`.
    var affine: CGAffineTransform {
        let w = m33 == 0 ? 1 : m33
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }
}

/// A modifier that transforms its content by a projection of its size, as SwiftUI's
/// `GeometryEffect`. Layout is unchanged; the content is drawn through `effectValue(size:)`.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for content of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// Draws its child through a geometry effect's transform of the child's size.
final class GeometryEffectNode: WrapperNode {
    let transform: @MainActor (CGSize) -> ProjectionTransform

    init(
        child: LayoutNode, transform: @escaping @MainActor (CGSize) -> ProjectionTransform,
        environment: EnvironmentValues
    ) {
        self.transform = transform
        super.init(child: child, environment: environment)
    }

    override func render(into list: inout [DisplayList.Item]) {
        var inner: [DisplayList.Item] = []
        child.draw(into: &inner)
        let m = transform(frame.size).affine
        guard !m.isIdentity, m.a.isFinite, m.b.isFinite, m.c.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite
        else {
            list += inner
            return
        }
        var e = GroupEffects()
        e.transform = CGAffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(m)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        list.append(.group(e, inner))
    }

    override var kind: String { "GeometryEffect" }
}

extension GeometryEffect {
    /// The nodes of `content` drawn through this effect.
    @MainActor
    func makeEffectNodes(content: [LayoutNode], environment: EnvironmentValues) -> [LayoutNode] {
        let effect = self
        let transform: (CGSize) -> ProjectionTransform = { effect.effectValue(size: $0) }
        return content.map { GeometryEffectNode(child: $0, transform: { transform($0) }, environment: environment) }
    }
}
