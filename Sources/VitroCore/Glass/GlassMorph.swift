import Foundation
import VitroGeometry

/// Glass entering or leaving a ``GlassEffectContainer`` while the view host draws a transition.
///
/// The host draws a view that appears or disappears inside a group whose opacity runs from 0 to
/// 1 (or back); the container lifts glass with a `glassEffectID` out of such a group with that
/// opacity as its presence, and then, by the glass's ``GlassEffectTransition``:
/// - `.matchedGeometry` (the default) with another glass of the group within the container's
///   spacing: the shape grows out of that neighbor — its frame runs from a point at the
///   neighbor's center to its own with the presence, drawn in the same field, so it flows out
///   of (or back into) it as one piece of glass; its content fades in and moves with it.
/// - `.materialize`, or no neighbor within the spacing: the glass fades and scales in or out
///   (from 80 % of its size) on its own.
/// - `.identity`: the glass is there at once; only its content fades.
///
/// While the shape moves within the spacing of its neighbor, the bridge between them thins and
/// parts gradually (`blend(_:_:spacing:)`): the outline moves no faster than the shapes do.
///
/// Under Reduce Motion none of this runs: the host draws an animated change as a cross-fade
/// from the whole state before it to the whole state after it (the merged field of each state
/// intact), so glass neither grows nor moves, as Apple's morphs do with the setting on.
@MainActor
enum GlassMorph {
    /// The smallest size glass materializes from, as a fraction of its own.
    static let materializeScale: CGFloat = 0.8

    /// A group that only fades (and moves or scales): what the host wraps a transition in.
    static func isFade(_ e: GroupEffects) -> Bool {
        e.opacity < 1 && e.blend == .normal && e.clip == nil && e.mask == nil && e.blurRadius == 0
            && e.shadow == nil && e.colorMatrix == nil && !e.isolated
    }

    /// The elements with every entering or leaving one morphed out of its neighbor, and those
    /// that materialize on their own instead (with their presence).
    static func morph(_ elements: [GlassItem.Element], spacing: CGFloat) -> (
        [GlassItem.Element], [GlassItem.Element]
    ) {
        var kept: [GlassItem.Element] = []
        var apart: [GlassItem.Element] = []
        let settled = elements.filter { $0.presence >= 1 }
        for var e in elements {
            let p = min(max(e.presence, 0), 1)
            guard p < 1 else {
                kept.append(e)
                continue
            }
            if e.transition == .identity {
                e.contentOverLight = fade(e.contentOverLight, p, by: .zero)
                e.contentOverDark = fade(e.contentOverDark, p, by: .zero)
                e.presence = 1
                kept.append(e)
                continue
            }
            guard e.transition != .materialize, let n = nearest(to: e.frame, in: settled, within: spacing) else {
                apart.append(e)
                continue
            }
            // From nothing at the neighbor's center: a shape of no size inside it leaves its
            // outline as it is, so the first frame is the state before (and the last of a
            // removal the state after).
            let from = CGRect(x: n.frame.midX, y: n.frame.midY, width: 0, height: 0)
            let to = e.frame
            let f = CGRect(
                x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p,
                width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
            e.geometry = e.outline?.geometry(in: f) ?? e.geometry.applying(map(to, f))
            let shift = CGSize(width: f.midX - to.midX, height: f.midY - to.midY)
            e.contentOverLight = fade(e.contentOverLight, p, by: shift)
            e.contentOverDark = fade(e.contentOverDark, p, by: shift)
            e.touch = CGPoint(x: e.touch.x + shift.width, y: e.touch.y + shift.height)
            e.frame = f
            e.blend = blend(n.frame, f, spacing: spacing)
            e.presence = 1
            kept.append(e)
        }
        return (kept, apart)
    }

    /// How fast the bridge's half-width narrows before it parts, and its two ends draw back after,
    /// in points per point of the gap's growth: about the pace of the shapes' own corners (a
    /// shape growing out of its neighbor moves its far corner about 1.2× as fast as the gap
    /// opens), so the outline never outruns the layout.
    static let neckPace: CGFloat = 1.2
    static let tipPace: CGFloat = 1.2

    /// The smooth union's k (points) between a morphing shape's frame `b` and its neighbor's `a`,
    /// chosen from the gap g between them so that the bridge thins and parts at a steady pace.
    ///
    /// At rest (k = spacing s) two shapes bridge while g < s/2, and the bridge's half-width near
    /// parting goes as √(s/2 − g): it snaps shut, and the two ends it leaves jump back to the
    /// shapes. Here the bridge still parts at g = s/2 but its half-width is held to
    /// `neckPace`·(s/2 − g), and the ends then draw back by `tipPace`·(g − s/2), until k is the
    /// spacing again (from g = s on, so the last frame is the state at rest).
    ///
    /// Between two round ends of radius r facing across the gap the union's field on the line
    /// halfway is √((r + g/2)² + y²) − r − k/4, so a half-width w needs k = 4(√(w² + (r + g/2)²) − r);
    /// on the line through both, its zero after parting lies t from halfway, with
    /// 4t² = 2gk − k², so t needs k = g + √(g² − 4t²).
    static func blend(_ a: CGRect, _ b: CGRect, spacing s: CGFloat) -> CGFloat {
        guard s > 0, s.isFinite else { return max(0, s.isFinite ? s : 0) }
        let dx = max(b.minX - a.maxX, a.minX - b.maxX)
        let dy = max(b.minY - a.maxY, a.minY - b.maxY)
        let g: CGFloat
        let r: CGFloat
        if dx > 0 && dy > 0 {
            g = (dx * dx + dy * dy).squareRoot()
            r = min(a.width, a.height, b.width, b.height) / 2
        } else if dx >= dy {
            g = dx
            r = min(a.height, b.height) / 2
        } else {
            g = dy
            r = min(a.width, b.width) / 2
        }
        guard g.isFinite, r.isFinite, g < s else { return s }
        let parting = s / 2
        if g < parting {
            let c = max(r + g / 2, 0)
            let rest = (max((r + s / 4) * (r + s / 4) - c * c, 0)).squareRoot()
            let w = min(rest, neckPace * (parting - g))
            return max(0, 4 * ((w * w + c * c).squareRoot() - r))
        }
        let t = tipPace * (g - parting)
        guard 2 * t < g else { return g }
        return g + (g * g - 4 * t * t).squareRoot()
    }

    /// A glass that materializes on its own: its own group, faded and scaled about its center.
    static func materialized(_ e: GlassItem.Element, in group: GlassItem) -> DisplayList.Item {
        let p = min(max(e.presence, 0), 1)
        var item = group
        var element = e
        element.presence = 1
        item.elements = [element]
        item.spacing = 0
        var effects = GroupEffects()
        effects.opacity = p
        let s = materializeScale + (1 - materializeScale) * p
        effects.transform = CGAffineTransform(translationX: -e.frame.midX, y: -e.frame.midY)
            .concatenating(CGAffineTransform(scaleX: s, y: s))
            .concatenating(CGAffineTransform(translationX: e.frame.midX, y: e.frame.midY))
        effects.bounds = e.frame
        return .group(effects, [.glass(item)])
    }

    /// The settled glass nearest to `frame` whose gap to it is at most `spacing` (points).
    static func nearest(to frame: CGRect, in elements: [GlassItem.Element], within spacing: CGFloat)
        -> GlassItem.Element?
    {
        func gap(_ a: CGRect, _ b: CGRect) -> CGFloat {
            let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
            let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
            return (dx * dx + dy * dy).squareRoot()
        }
        // Half a point of slack: a stack's spacing equal to the container's counts as within.
        return elements.filter { gap($0.frame, frame) <= spacing + 0.5 }.min {
            gap($0.frame, frame) < gap($1.frame, frame)
        }
    }

    /// Content faded to `opacity` and moved by `shift`.
    static func fade(_ items: [DisplayList.Item], _ opacity: Double, by shift: CGSize) -> [DisplayList.Item] {
        guard !items.isEmpty else { return items }
        var effects = GroupEffects()
        effects.opacity = opacity
        effects.transform = CGAffineTransform(translationX: shift.width, y: shift.height)
        return [.group(effects, items)]
    }

    /// The transform taking rectangle `a` onto `b`.
    static func map(_ a: CGRect, _ b: CGRect) -> Transform2D {
        let sx = a.width > 0 ? b.width / a.width : 1
        let sy = a.height > 0 ? b.height / a.height : 1
        return Transform2D.translation(x: -a.minX, y: -a.minY).scaled(x: sx, y: sy).translated(x: b.minX, y: b.minY)
    }
}
