import Foundation
import VitroGeometry

/// How a ``GlassEffectContainer`` turns what its content drew into one glass group.
///
/// The glass views inside draw their glass items as usual; the container then lifts every
/// glass item out of what its content drew — through groups that only move or scale (an
/// `offset`, a `scaleEffect`), whose transform the lifted glass takes along — and draws them as
/// one group where the first of them was. Gathering the drawn items rather than collecting
/// preferences keeps every glass in its final, placed geometry (frames, offsets, presses) and
/// needs nothing from the layout nodes in between. Glass inside a layer (opacity, clip, blur,
/// shadow, mask) stays where it is: the layer's effect applies to it alone.
@MainActor
enum GlassGathering {
    /// What may share one group: glass of the same variant under the same environment.
    struct Key: Hashable {
        var variant: Glass.Variant
        var colorScheme: ColorScheme
        var reduceTransparency: Bool
        var increasedContrast: Bool
        var lightAngle: Double

        package init(_ g: GlassItem) {
            (variant, colorScheme, reduceTransparency, increasedContrast, lightAngle) = (
                g.variant, g.colorScheme, g.reduceTransparency, g.increasedContrast, g.lightAngle
            )
        }
    }

    static func gather(_ items: [DisplayList.Item], spacing: CGFloat) -> [DisplayList.Item] {
        var groups: [Key: GlassItem] = [:]
        var order: [Key] = []
        /// The top-level index after which each group is drawn.
        var slot: [Key: Int] = [:]
        var rest: [[DisplayList.Item]] = []
        for (index, item) in items.enumerated() {
            var found: [GlassItem] = []
            rest.append(lift([item], .identity, into: &found))
            for g in found {
                let key = Key(g)
                if var group = groups[key] {
                    group.elements += g.elements
                    groups[key] = group
                } else {
                    var group = g
                    group.spacing = spacing
                    group.isContained = true
                    groups[key] = group
                    order.append(key)
                    slot[key] = index
                }
            }
        }
        var out: [DisplayList.Item] = []
        for (index, items) in rest.enumerated() {
            out += items
            for key in order where slot[key] == index {
                var group = groups[key]!
                let (elements, apart) = GlassMorph.morph(group.elements, spacing: spacing)
                group.elements = joinUnions(elements)
                out.append(.glass(group))
                out += apart.map { GlassMorph.materialized($0, in: group) }
            }
        }
        return out
    }

    /// `items` without their liftable glass, which is appended to `found` in container
    /// coordinates (`t` maps the items' coordinates to the container's).
    static func lift(_ items: [DisplayList.Item], _ t: CGAffineTransform, into found: inout [GlassItem])
        -> [DisplayList.Item]
    {
        var kept: [DisplayList.Item] = []
        for item in items {
            switch item {
            case .glass(let g) where !g.isContained:
                found.append(t.isIdentity ? g : transformed(g, t))
            case .group(let effects, let children) where !effects.needsLayer:
                let inner = lift(children, effects.transform.concatenating(t), into: &found)
                if !inner.isEmpty { kept.append(.group(effects, inner)) }
            case .group(let effects, let children) where GlassMorph.isFade(effects):
                // Glass with an id entering or leaving in a transition: lifted with its presence,
                // so the container can morph it (``GlassMorph``); anything else stays faded.
                var entering: [GlassItem] = []
                let inner = lift(children, effects.transform.concatenating(t), into: &entering)
                guard !entering.isEmpty, entering.allSatisfy({ $0.elements.allSatisfy { $0.id != nil } }) else {
                    kept.append(item)
                    continue
                }
                for var g in entering {
                    for i in g.elements.indices { g.elements[i].presence *= effects.opacity }
                    found.append(g)
                }
                if !inner.isEmpty { kept.append(.group(effects, inner)) }
            default:
                kept.append(item)
            }
        }
        return kept
    }

    /// A glass item moved by `t` (points to points): its shapes, frames and touches, with its
    /// content drawn under the same transform.
    static func transformed(_ g: GlassItem, _ t: CGAffineTransform) -> GlassItem {
        var g = g
        var effects = GroupEffects()
        effects.transform = t
        for i in g.elements.indices {
            var e = g.elements[i]
            e.geometry = e.geometry.applying(t.transform2D)
            e.frame = e.frame.applying(t)
            e.touch = e.touch.applying(t)
            if !e.contentOverLight.isEmpty { e.contentOverLight = [.group(effects, e.contentOverLight)] }
            if !e.contentOverDark.isEmpty { e.contentOverDark = [.group(effects, e.contentOverDark)] }
            // The outline over another frame is computed in the container's coordinates: a
            // union of moved glass is the shape over the moved frames.
            g.elements[i] = e
        }
        return g
    }

    /// The elements with every union joined into one element where its first member was: the
    /// members' shape over their combined frames, their content together, pressed if any is.
    /// Members join when they share the union's id and namespace, the glass and the shape kind.
    static func joinUnions(_ elements: [GlassItem.Element]) -> [GlassItem.Element] {
        struct UnionKey: Equatable {
            var union: GlassIdentity
            var glass: Glass
            var kind: String
        }
        var joined: [GlassItem.Element] = []
        var at: [(key: UnionKey, index: Int)] = []
        for e in elements {
            guard let union = e.union else {
                joined.append(e)
                continue
            }
            let key = UnionKey(union: union, glass: e.glass, kind: e.kind)
            guard let i = at.first(where: { $0.key == key })?.index else {
                at.append((key, joined.count))
                joined.append(e)
                continue
            }
            var u = joined[i]
            u.frame = u.frame.union(e.frame)
            u.contentOverLight += e.contentOverLight
            u.contentOverDark += e.contentOverDark
            if !u.isPressed && e.isPressed {
                u.isPressed = true
                u.touch = e.touch
            }
            joined[i] = u
        }
        for (_, i) in at {
            let u = joined[i]
            joined[i].geometry = u.outline?.geometry(in: u.frame) ?? .capsule(u.frame.rect2D)
        }
        return joined
    }
}
