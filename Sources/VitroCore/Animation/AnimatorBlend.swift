import Foundation

/// A view drawn part of the way from one layout of its content to another: a
/// ``PhaseAnimator`` between two phases.
///
/// Both contents are laid out in the same place; what they draw is matched node by node in the
/// order of the layout tree and interpolated by `FrameInterpolator` (frames, opacity, offset,
/// scale, rotation, colors in linear light). With no source, the target is drawn as it is.
struct AnimatorBlend<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let target: Content
    let source: Content?
    /// How far from the source (0) to the target (1); springs may overshoot.
    let fraction: Double

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let targets = context.nodes(target)
        guard let source else { return targets }
        // The source is resolved beside the target, so the two keep separate graph storage.
        let sources = context.appending(.id(AnyHashable("vitro.blend.source"))).nodes(source)
        guard sources.count == targets.count else { return targets }
        return zip(targets, sources).map {
            BlendNode(child: $0, source: $1, fraction: fraction, environment: context.environment)
        }
    }
}

/// Lays its child out and draws it `fraction` of the way from another layout of the same
/// content (`source`), placed in the same rectangle.
@MainActor
final class BlendNode: WrapperNode {
    let source: LayoutNode
    let fraction: Double

    package init(child: LayoutNode, source: LayoutNode, fraction: Double, environment: EnvironmentValues) {
        self.source = source
        self.fraction = fraction
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        source.place(in: rect, within: placement)
        child.place(in: rect, within: placement)
    }

    override func render(into list: inout [DisplayList.Item]) {
        Self.match(source, to: child)
        list += FrameInterpolator(snapshotOf: source).items(of: child, at: fraction)
    }

    /// Gives the nodes of `source` the identities of the nodes at the same places in `target`'s
    /// tree, so the interpolator pairs them; where the trees differ in shape, the rest keeps its
    /// own identity (drawn as removed and inserted).
    static func match(_ source: LayoutNode, to target: LayoutNode) {
        source.identity = target.identity
        let a = source.children
        let b = target.children
        guard a.count == b.count else { return }
        for (x, y) in zip(a, b) { match(x, to: y) }
    }
}
