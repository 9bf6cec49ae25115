import Foundation

extension DistanceField {
    /// The polynomial smooth union of several fields over one grid
    /// (docs/reference/glass-figures.md#container-spacing): each field is read at the same canvas
    /// pixel, whatever its own origin; `k` (pixels) is the gap below which shapes start to blend (0
    /// is the plain union).
    public static func smoothUnion(
        _ fields: [DistanceField], k: Float, originX: Int, originY: Int, width: Int, height: Int
    ) -> DistanceField {
        let w = max(0, width)
        let h = max(0, height)
        var values = [Float](repeating: .greatestFiniteMagnitude, count: w * h)
        for f in fields {
            for y in 0..<h {
                for x in 0..<w {
                    let b = f.value(atCanvasX: originX + x, y: originY + y)
                    values[y * w + x] = smoothMinimum(values[y * w + x], b, k: k)
                }
            }
        }
        var out = DistanceField(width: w, height: h, values: values)
        out.originX = originX
        out.originY = originY
        return out
    }

    /// `h = max(k − |a − b|, 0) / k; d = min(a, b) − h²·k/4`
    /// (docs/reference/glass-figures.md#container-spacing).
    @inlinable @inline(__always)
    public static func smoothMinimum(_ a: Float, _ b: Float, k: Float) -> Float {
        guard k > 0 else { return min(a, b) }
        let h = max(k - abs(a - b), 0) / k
        return min(a, b) - h * h * k / 4
    }
}
