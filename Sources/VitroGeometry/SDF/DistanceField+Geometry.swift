import Dispatch
import Foundation

extension DistanceField {
    /// The field of `geometry` over the pixels `originX ..< originX + width`,
    /// `originY ..< originY + height` (values at pixel centers), in pixels.
    ///
    /// Analytic shapes are exact everywhere. A path's distance is exact within `band` pixels of
    /// its outline and clamped to ±`band` beyond (the sign stays exact): what a bezel, a rim
    /// and a shadow need, at a cost that grows with the outline's length, not the area.
    public init(
        _ geometry: FieldGeometry, originX: Int, originY: Int, width: Int, height: Int,
        band: Double = .greatestFiniteMagnitude
    ) {
        let w = max(0, width)
        let h = max(0, height)
        var values = [Float](repeating: .greatestFiniteMagnitude, count: w * h)
        switch geometry {
        case .roundedRect(let r, let radii):
            guard r.width.isFinite, r.height.isFinite, r.x.isFinite, r.y.isFinite else { break }
            if radii.topLeft == radii.topRight, radii.topLeft == radii.bottomRight, radii.topLeft == radii.bottomLeft {
                values.withUnsafeMutableBufferPointer { out in
                    Self.uniformRoundedRect(r, radius: radii.topLeft, originX: originX, originY: originY, out, width: w)
                }
                break
            }
            values.withUnsafeMutableBufferPointer { out in
                Self.rows(h, base: UnsafeSendable(base: out.baseAddress!), width: w) { y, row in
                    let py = Double(originY + y) + 0.5
                    for x in 0..<w {
                        let p = Point2D(x: Double(originX + x) + 0.5, y: py)
                        row[x] = Float(FieldGeometry.roundedRectDistance(p, r, radii))
                    }
                }
            }
        case .ellipse(let r):
            guard r.width.isFinite, r.height.isFinite, r.x.isFinite, r.y.isFinite else { break }
            values.withUnsafeMutableBufferPointer { out in
                Self.rows(h, base: UnsafeSendable(base: out.baseAddress!), width: w) { y, row in
                    let py = Double(originY + y) + 0.5
                    for x in 0..<w {
                        let p = Point2D(x: Double(originX + x) + 0.5, y: py)
                        row[x] = Float(FieldGeometry.ellipseDistance(p, r))
                    }
                }
            }
        case .path(let path):
            values = BandedPathField.values(
                path, originX: originX, originY: originY, width: w, height: h, band: band)
        }
        self.init(width: w, height: h, values: values)
        self.originX = originX
        self.originY = originY
    }

    /// `FieldGeometry/roundedRectDistance(_:_:_:)` over the grid for one radius at every
    /// corner (capsules, rounded and square rectangles): the same arithmetic, with what does
    /// not change along a row taken out of the loop.
    static func uniformRoundedRect(
        _ r: Rect2D, radius raw: Double, originX: Int, originY: Int, _ out: UnsafeMutableBufferPointer<Float>,
        width w: Int
    ) {
        guard w > 0, !out.isEmpty else { return }
        let hx = r.width / 2
        let hy = r.height / 2
        let mx = r.midX
        let my = r.midY
        let limit = min(hx, hy)
        let rad = max(0, min(raw.isFinite ? raw : limit, limit))
        Self.rows(out.count / w, base: UnsafeSendable(base: out.baseAddress!), width: w) { y, row in
            let qy = abs(Double(originY + y) + 0.5 - my) - hy + rad
            let oy = max(qy, 0)
            for x in 0..<w {
                let qx = abs(Double(originX + x) + 0.5 - mx) - hx + rad
                let ox = max(qx, 0)
                row[x] = Float((ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - rad)
            }
        }
    }

    /// Runs `body` on every row of a `width`-wide grid, rows in bands on every core (each row is
    /// computed the same way whatever band it falls in).
    static func rows(
        _ count: Int, base: UnsafeSendable<Float>, width: Int,
        _ body: @Sendable (Int, UnsafeMutablePointer<Float>) -> Void
    ) {
        guard count > 0 else { return }
        let bands = min(count, 4 * max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: bands) { k in
            for y in (count * k / bands)..<(count * (k + 1) / bands) { body(y, base.base + y * width) }
        }
    }

    /// The distance at pixel (x, y) of the canvas (not of the grid): clamped to the grid's edge
    /// pixels, so callers may read a pixel or two beyond it.
    @inline(__always)
    public func value(atCanvasX x: Int, y: Int) -> Float {
        self[x - originX, y - originY]
    }
}
