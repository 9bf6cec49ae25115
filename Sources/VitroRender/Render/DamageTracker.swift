import Foundation
import VitroGeometry
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Where two display lists of one view draw differently, in pixels, and which drawing steps
/// reach a rectangle of pixels: what ``FrameReuse`` redraws and with what.
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
        renderer.command(item, t).flatMap { Self.bounds([$0]) }
    }

    /// Everywhere the whole target could be.
    static let everywhere = Rect2D(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

    /// The pixels `commands` may change (nil for none): what they cover, grown by their blurs
    /// and shadows as the compositor sizes their layers, and by two pixels more.
    static func bounds(_ commands: [DrawCommand]) -> Rect2D? {
        var r: Rect2D?
        func add(_ b: Rect2D) {
            guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite, !b.isEmpty else { return }
            r = r.map { $0.union(b) } ?? b
        }
        for c in commands {
            switch c {
            case .fill(let p, _, _, _), .backdrop(_, let p): add(p.controlPointBounds.insetBy(dx: -1, dy: -1))
            case .image(let image, let t, _, _):
                let corners = [
                    (0.0, 0.0), (Double(image.width), 0), (0, Double(image.height)),
                    (
                        Double(image.width), Double(image.height)
                    ),
                ]
                .map { t.apply(Point2D(x: $0.0, y: $0.1)) }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                add(
                    Rect2D(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                        .insetBy(dx: -1, dy: -1))
            case .custom(let d):
                guard let b = d.bounds else { return everywhere }
                add(Rect2D(x: Double(b.x), y: Double(b.y), width: Double(b.width), height: Double(b.height)))
            case .layer(let e, let children):
                guard var b = bounds(children) else { continue }
                if e.blurSigma > 0 { b = b.insetBy(dx: -4 * e.blurSigma, dy: -4 * e.blurSigma) }
                if let sh = e.shadow {
                    let spread = 4 * sh.sigma
                    let moved = Rect2D(x: b.x + Double(sh.dx), y: b.y + Double(sh.dy), width: b.width, height: b.height)
                    b = b.union(moved.insetBy(dx: -spread, dy: -spread))
                }
                if let clip = e.clip { b = b.intersection(clip.controlPointBounds.insetBy(dx: -1, dy: -1)) }
                if !b.isEmpty { add(b.insetBy(dx: -2, dy: -2)) }
            }
        }
        return r
    }

    /// How far a backdrop's blur of σ pixels reads beyond its shape: the blur's own margin
    /// (`Compositor.backdropInLayer`), with room to spare.
    static func backdropMargin(_ sigma: Double) -> Double {
        5 * sigma + 2 * max(1, sigma / 2.5) + 8
    }

    /// A drawing step whose pixels depend on pixels other than their own: the pixels it reads
    /// and writes, and whether it reads what lies beneath it (a backdrop, glass) or only what it
    /// draws itself (a blurred or shadowed layer).
    struct Effect {
        var reach: Rect2D
        var readsBeneath: Bool
    }

    /// The steps of `commands` that read or spread beyond their own pixels: backdrops, custom
    /// drawings (glass), blurred and shadowed layers.
    static func effects(_ commands: [DrawCommand], into effects: inout [Effect]) {
        for c in commands {
            switch c {
            case .fill, .image: continue
            case .backdrop(let effect, let path):
                let m = backdropMargin(effect.sigma)
                effects.append(Effect(reach: path.controlPointBounds.insetBy(dx: -m, dy: -m), readsBeneath: true))
            case .custom:
                if let b = bounds([c]) { effects.append(Effect(reach: b.insetBy(dx: -2, dy: -2), readsBeneath: true)) }
            case .layer(let e, let children):
                var inner: [Effect] = []
                Self.effects(children, into: &inner)
                if let mask = e.mask { Self.effects(mask, into: &inner) }
                if e.blurSigma > 0 || e.shadow != nil, let b = bounds([c]) {
                    // A layer holding a backdrop spreads what that backdrop read.
                    effects.append(
                        Effect(reach: b.insetBy(dx: -2, dy: -2), readsBeneath: inner.contains { $0.readsBeneath }))
                }
                effects += inner
            }
        }
    }

    /// The steps of `commands` that reach `rect`; the children of plain groups (and of groups
    /// clipped to whole pixels) are sorted the same way.
    static func cull(_ commands: [DrawCommand], to rect: Rect2D) -> [DrawCommand] {
        commands.compactMap { c in
            guard let b = bounds([c]), !b.intersection(rect).isEmpty else { return nil }
            guard case .layer(let e, let children) = c, splits(e) else { return c }
            return .layer(e, cull(children, to: rect))
        }
    }

    /// Whether a layer's children can be left out one by one: it draws them as they are, or
    /// only clips them to a rectangle on whole pixels (which leaves a pixel as it is or clears it).
    static func splits(_ e: LayerEffects) -> Bool {
        guard e.opacity >= 1, e.blend == .normal, e.mask == nil, e.blurSigma == 0, e.shadow == nil,
            e.colorMatrix == nil, !e.isolated
        else { return false }
        guard let clip = e.clip else { return true }
        let b = clip.controlPointBounds
        return clip.isAxisAlignedRectangle && b.minX == b.minX.rounded() && b.minY == b.minY.rounded()
            && b.maxX == b.maxX.rounded() && b.maxY == b.maxY.rounded()
    }
}

extension BezierPath {
    /// Whether the path is one rectangle with sides along the axes: straight lines from corner
    /// to corner of its bounds, each along one axis.
    var isAxisAlignedRectangle: Bool {
        let b = controlPointBounds
        var points: [Point2D] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p):
                guard i == 0 else { return false }
                points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath: guard i == elements.count - 1 else { return false }
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let corners = points.allSatisfy { ($0.x == b.minX || $0.x == b.maxX) && ($0.y == b.minY || $0.y == b.maxY) }
        let alongAxes = (0..<4).allSatisfy {
            let p = points[$0]
            let q = points[($0 + 1) % 4]
            return (p.x == q.x) != (p.y == q.y)
        }
        return corners && alongAxes
    }
}
