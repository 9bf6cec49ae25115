import Foundation
import VitroGeometry
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Where two display lists of one view draw differently, in pixels: what `FrameReuse` has
/// VitroRaster's `IncrementalCompositor` redraw.
///
/// Items are compared as values (the display list is `Equatable`); groups whose effects stay
/// within each pixel (opacity, blend, clip, mask, transform) are compared child by child, so one
/// changed row of a list damages that row only. Everything else damages what it covers, blurs
/// and shadows included, before and after.
struct DamageTracker {
    let renderer: DisplayListRenderer

    /// The pixels where `new` may draw differently from `old` under `t` (points → pixels); nil
    /// when the two are the same.
    func damage(_ old: [DisplayList.Item], _ new: [DisplayList.Item], _ t: CGAffineTransform) -> Rect2D? {
        var r: Rect2D?
        func add(_ b: Rect2D?) {
            guard let b, !b.isEmpty else { return }
            r = r.map { $0.union(b) } ?? b
        }
        if old.count == new.count {
            for (a, b) in zip(old, new) where a != b { add(damage(a, b, t)) }
            return r
        }
        // Items inserted or removed: what lies between the common start and the common end.
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var endOld = old.count
        var endNew = new.count
        while endOld > start, endNew > start, old[endOld - 1] == new[endNew - 1] {
            endOld -= 1
            endNew -= 1
        }
        for a in old[start..<endOld] { add(reach(a, t)) }
        for b in new[start..<endNew] { add(reach(b, t)) }
        return r
    }

    /// The damage of one item changed into another.
    private func damage(_ a: DisplayList.Item, _ b: DisplayList.Item, _ t: CGAffineTransform) -> Rect2D? {
        if case .group(let ea, let ca) = a, case .group(let eb, let cb) = b, ea == eb, Self.staysWithinPixels(ea) {
            return damage(ca, cb, ea.transform.concatenating(t))
        }
        switch (reach(a, t), reach(b, t)) {
        case (let x?, let y?): return x.union(y)
        case (let x, let y): return x ?? y
        }
    }

    /// Whether a group's effects change each pixel from that pixel alone (no blur, no shadow).
    static func staysWithinPixels(_ e: GroupEffects) -> Bool { e.blurRadius == 0 && e.shadow == nil }

    /// The pixels an item may change, its blurs and shadows included.
    func reach(_ item: DisplayList.Item, _ t: CGAffineTransform) -> Rect2D? {
        renderer.command(item, t).flatMap { DrawCommand.bounds(of: [$0], padding: .damage) }
    }
}
