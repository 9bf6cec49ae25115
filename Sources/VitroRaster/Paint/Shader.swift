import Foundation
import VitroColor
import VitroGeometry

/// A color that varies over the plane: gradients, evaluated per pixel (pixel centers, pixel
/// coordinates), interpolated in premultiplied gamma-encoded color as Core Graphics does.
public enum Shader: Sendable, Hashable {
    /// Colors along the line from `start` to `end`.
    case linear(GradientRamp, start: Point2D, end: Point2D)
    /// Colors by distance from `center`, from `startRadius` to `endRadius`; `scaleY` stretches
    /// the circles into ellipses (elliptical gradients).
    case radial(GradientRamp, center: Point2D, startRadius: Double, endRadius: Double, scaleY: Double)
    /// Colors by angle around `center`, from `startAngle` (radians, clockwise from +x on a
    /// y-down screen) to `endAngle`.
    case angular(GradientRamp, center: Point2D, startAngle: Double, endAngle: Double)

    /// The gradient parameter (0 … 1 before clamping) at a point.
    func parameter(_ x: Double, _ y: Double) -> Double {
        switch self {
        case .linear(_, let a, let b):
            let dx = b.x - a.x
            let dy = b.y - a.y
            let len2 = dx * dx + dy * dy
            return len2 > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / len2 : 0
        case .radial(_, let c, let r0, let r1, let sy):
            let d = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y) / max(sy * sy, 1e-12)).squareRoot()
            return r1 != r0 ? (d - r0) / (r1 - r0) : 0
        case .angular(_, let c, let a0, let a1):
            var a = atan2(y - c.y, x - c.x) - a0
            a = a.truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            let span = a1 - a0
            return span != 0 ? a / span : 0
        }
    }

    var ramp: GradientRamp {
        switch self {
        case .linear(let r, _, _), .radial(let r, _, _, _, _), .angular(let r, _, _, _): r
        }
    }
}

/// Gradient stops baked into a 256-entry premultiplied table.
public struct GradientRamp: Sendable, Hashable {
    let table: [SIMD4<Float>]

    /// Stops as (premultiplied 0…1 color, location 0…1), in any order.
    public init(stops: [(SIMD4<Float>, Double)]) {
        let s = stops.sorted { $0.1 < $1.1 }
        var t = [SIMD4<Float>](repeating: SIMD4(0, 0, 0, 0), count: 256)
        if let first = s.first, let last = s.last {
            for i in 0..<256 {
                let u = Double(i) / 255
                if u <= first.1 {
                    t[i] = first.0
                } else if u >= last.1 {
                    t[i] = last.0
                } else {
                    let k = s.firstIndex { $0.1 >= u }!
                    let (a, b) = (s[k - 1], s[k])
                    let f = Float(b.1 > a.1 ? (u - a.1) / (b.1 - a.1) : 0)
                    t[i] = a.0 + (b.0 - a.0) * f
                }
            }
        }
        table = t
    }

    func color(_ u: Double) -> SIMD4<Float> {
        let c = u.isFinite ? min(max(u, 0), 1) : 0
        return table[Int((c * 255).rounded())]
    }
}

extension Pixmap {
    /// Paints `shader` where `mask` covers, combined by `blend`.
    public mutating func fill(_ mask: CoverageMask, shader: Shader, blend: BlendOperation = .normal) {
        let r = mask.rect.intersection(bounds)
        guard !r.isEmpty else { return }
        var source = try! Pixmap(width: r.width, height: r.height, colorSpace: colorSpace, pixelLimit: .max)
        let ramp = shader.ramp
        source.data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: SIMD4<UInt8>.self)
            for y in 0..<r.height {
                for x in 0..<r.width where mask[r.x + x, r.y + y] > 0 {
                    let u = shader.parameter(Double(r.x + x) + 0.5, Double(r.y + y) + 0.5)
                    px[y * r.width + x] = Pixmap.quantize(ramp.color(u))
                }
            }
        }
        draw(source, atX: r.x, y: r.y, blend: blend, mask: mask)
    }

    /// Draws `image` mapped by `transform` (image pixels → these pixels), sampled bilinearly or
    /// by nearest pixel, scaled by `opacity` and by `mask` coverage where given.
    public mutating func draw(
        _ image: Pixmap, transform: Transform2D, bilinear: Bool = true, opacity: Double = 1,
        blend: BlendOperation = .normal, mask: CoverageMask? = nil
    ) {
        draw(
            image, transform: transform, bilinear: bilinear, opacity: opacity, blend: blend, mask: mask,
            overClear: false)
    }

    /// The general transform: each destination pixel center mapped back into the image. The
    /// reference the fast placements are checked against.
    package mutating func drawTransformed(
        _ image: Pixmap, transform: Transform2D, bilinear: Bool = true, opacity: Double = 1,
        blend: BlendOperation = .normal, mask: CoverageMask? = nil
    ) {
        guard let inverse = transform.inverted else { return }
        // Destination bounds of the image's corners.
        let corners = [
            Point2D(x: 0, y: 0), Point2D(x: Double(image.width), y: 0), Point2D(x: 0, y: Double(image.height)),
            Point2D(x: Double(image.width), y: Double(image.height)),
        ].map(transform.apply)
        let x0 = Int(corners.map(\.x).min()!.rounded(.down))
        let x1 = Int(corners.map(\.x).max()!.rounded(.up))
        let y0 = Int(corners.map(\.y).min()!.rounded(.down))
        let y1 = Int(corners.map(\.y).max()!.rounded(.up))
        var r = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
        if let mask { r = r.intersection(mask.rect) }
        guard !r.isEmpty,
            var layer = try? Pixmap(width: r.width, height: r.height, colorSpace: colorSpace, pixelLimit: .max)
        else { return }
        let w = image.width
        let h = image.height
        image.data.withUnsafeBytes { sraw in
            let src = sraw.bindMemory(to: SIMD4<UInt8>.self)
            func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                Pixmap.unquantize(src[min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)])
            }
            layer.data.withUnsafeMutableBytes { draw in
                let dst = draw.bindMemory(to: SIMD4<UInt8>.self)
                for y in 0..<r.height {
                    for x in 0..<r.width {
                        let p = inverse.apply(Point2D(x: Double(r.x + x) + 0.5, y: Double(r.y + y) + 0.5))
                        // Edge coverage: a pixel center outside the image draws nothing.
                        guard p.x >= 0, p.y >= 0, p.x < Double(w), p.y < Double(h) else { continue }
                        var c: SIMD4<Float>
                        if bilinear {
                            let fx = p.x - 0.5
                            let fy = p.y - 0.5
                            let ix = Int(fx.rounded(.down))
                            let iy = Int(fy.rounded(.down))
                            let tx = Float(fx - Double(ix))
                            let ty = Float(fy - Double(iy))
                            let top = texel(ix, iy) + (texel(ix + 1, iy) - texel(ix, iy)) * tx
                            let bottom = texel(ix, iy + 1) + (texel(ix + 1, iy + 1) - texel(ix, iy + 1)) * tx
                            c = top + (bottom - top) * ty
                        } else {
                            c = texel(Int(p.x), Int(p.y))
                        }
                        dst[y * r.width + x] = Pixmap.quantize(c)
                    }
                }
            }
        }
        draw(layer, atX: r.x, y: r.y, opacity: opacity, blend: blend, mask: mask)
    }
}
