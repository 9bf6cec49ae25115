import Foundation
import VitroGeometry

/// How far the bounds of drawing commands reach beyond what they cover, pixels.
///
/// One walk over the commands serves the compositor, which sizes its layers by what the commands
/// cover (``exact``), and the incremental compositor, which must also hold every anti-aliased
/// edge and rounded-out pixel a change can touch (``damage``).
package struct BoundsPadding: Sendable {
    /// Around a filled path, an image or a clip.
    var shape: Double
    /// Around a layer, after its blur, shadow and clip.
    var layer: Double
    /// What a drawing with no bounds of its own (none today, kept for safety) reaches.
    var unbounded: Rect2D

    /// What the commands cover, no more.
    package static let exact = BoundsPadding(
        shape: 0, layer: 0, unbounded: Rect2D(x: -1e8, y: -1e8, width: 2e8, height: 2e8))
    /// A pixel around shapes and two around layers: where redrawn pixels can differ.
    package static let damage = BoundsPadding(
        shape: 1, layer: 2, unbounded: Rect2D(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
}

extension DrawCommand {
    /// The pixel bounds of what `commands` draw (nil for nothing), before clipping to the
    /// target: what they cover, grown by their blurs and shadows as the compositor sizes their
    /// layers, and by `padding`.
    package static func bounds(of commands: [DrawCommand], padding: BoundsPadding) -> Rect2D? {
        var r: Rect2D?
        func add(_ b: Rect2D) {
            guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite, !b.isEmpty else { return }
            r = r.map { $0.union(b) } ?? b
        }
        func padded(_ b: Rect2D, _ d: Double) -> Rect2D { d == 0 ? b : b.insetBy(dx: -d, dy: -d) }
        for c in commands {
            switch c {
            case .fill(let p, _, _, _), .backdrop(_, let p): add(padded(p.controlPointBounds, padding.shape))
            case .image(let image, let t, _, _):
                let corners = [
                    (0.0, 0.0), (Double(image.width), 0), (0, Double(image.height)),
                    (Double(image.width), Double(image.height)),
                ].map { t.apply(Point2D(x: $0.0, y: $0.1)) }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                add(
                    padded(
                        Rect2D(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!),
                        padding.shape))
            case .glass(let d):
                guard let b = d.bounds else { return padding.unbounded }
                add(Rect2D(x: Double(b.x), y: Double(b.y), width: Double(b.width), height: Double(b.height)))
            case .layer(let e, let children):
                guard var b = bounds(of: children, padding: padding) else { continue }
                if e.blurSigma > 0 { b = b.insetBy(dx: -4 * e.blurSigma, dy: -4 * e.blurSigma) }
                if let sh = e.shadow {
                    let spread = 4 * sh.sigma
                    let moved = Rect2D(x: b.x + Double(sh.dx), y: b.y + Double(sh.dy), width: b.width, height: b.height)
                    b = b.union(moved.insetBy(dx: -spread, dy: -spread))
                }
                if let clip = e.clip { b = b.intersection(padded(clip.controlPointBounds, padding.shape)) }
                if !b.isEmpty { add(padded(b, padding.layer)) }
            }
        }
        return r
    }
}
