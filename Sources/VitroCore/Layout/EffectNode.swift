import Foundation
import VitroRaster

/// Draws its child as a group with effects: opacity, blending, clipping, masks, shadows, blur,
/// color matrices and transforms. Layout passes through untouched.
@MainActor
final class EffectNode: WrapperNode {
    var effects = GroupEffects()
    /// Translation applied after layout (`.offset`).
    var offset: CGSize = .zero
    /// Scale and rotation around an anchor of the frame (`.scaleEffect`, `.rotationEffect`).
    var scale: CGSize = CGSize(width: 1, height: 1)
    var rotation: Angle = .zero
    var anchor: UnitPoint = .center
    /// A shape that clips the child, resolved in the frame at render time.
    var clipShape: (@MainActor (CGRect) -> Path)?
    /// A view whose alpha masks the child.
    var maskNode: LayoutNode?
    var maskAlignment: Alignment = .center
    var label = "Effect"

    override func placeChildren(in rect: CGRect) {
        child.place(in: rect, within: placement)
        if let maskNode {
            let s = maskNode.size(for: ProposedViewSize(rect.size))
            maskNode.place(in: CGRect(origin: maskAlignment.origin(of: s, in: rect), size: s), within: placement)
        }
    }

    override func render(into list: inout [DisplayList.Item]) {
        var inner: [DisplayList.Item] = []
        child.draw(into: &inner)
        var e = effects
        if e.blurRadius > 0 { e.bounds = frame }
        if let clipShape { e.clip = clipShape(frame) }
        if let maskNode {
            var m: [DisplayList.Item] = []
            maskNode.draw(into: &m)
            e.mask = m
        }
        var t = CGAffineTransform.identity
        if scale != CGSize(width: 1, height: 1) || rotation != .zero {
            let a = anchor.point(in: frame)
            t = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
                .concatenating(CGAffineTransform(rotationAngle: rotation.radians))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        }
        if offset != .zero { t = t.concatenating(CGAffineTransform(translationX: offset.width, y: offset.height)) }
        e.transform = t
        if e == GroupEffects() {
            list.append(contentsOf: inner)
        } else {
            list.append(.group(e, inner))
        }
    }

    override var kind: String { label }
    package override var children: [LayoutNode] { [child] + (maskNode.map { [$0] } ?? []) }
}

/// `.background` and `.overlay`: a secondary view offered the primary's size, drawn behind or
/// in front of it; the primary alone decides the size.
@MainActor
final class LayeredNode: WrapperNode {
    let secondary: LayoutNode
    let alignment: Alignment
    let inFront: Bool

    package init(
        primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, inFront: Bool, environment: EnvironmentValues
    ) {
        self.secondary = secondary
        self.alignment = alignment
        self.inFront = inFront
        super.init(child: primary, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        child.place(in: rect, within: placement)
        let s = secondary.size(for: ProposedViewSize(rect.size))
        secondary.place(
            in: CGRect(origin: alignment.origin(of: s, in: rect, direction: environment.layoutDirection), size: s),
            within: placement)
    }

    override func render(into list: inout [DisplayList.Item]) {
        if inFront {
            child.draw(into: &list)
            secondary.draw(into: &list)
        } else {
            secondary.draw(into: &list)
            child.draw(into: &list)
        }
    }

    override var kind: String { inFront ? "Overlay" : "Background" }
    package override var children: [LayoutNode] { [child, secondary] }
}
