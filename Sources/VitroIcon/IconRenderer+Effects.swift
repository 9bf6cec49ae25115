import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

extension IconRenderer {
    /// Replaces a layer's colors by its fill, keeping its alpha; in the clear and tinted
    /// appearances reduces it to one color, with opacity from its luminance.
    func recolor(_ art: inout Pixmap, fill: IconFill?, _ appearance: IconAppearance, shape: Rect2D, originY: Int = 0) {
        let w = art.width
        let h = art.height
        var solid: SIMD3<Float>?
        var ramp: (SIMD3<Float>, SIMD3<Float>, Double, Double)?  // top, bottom, y0, y1 (pixels)
        switch fill {
        case .solid(let c)?: solid = Self.rgb(c)
        case .automaticGradient(let c)?:
            ramp = (Self.rgb(Self.mix(c, .white, 0.25)), Self.rgb(c), shape.minY, shape.maxY)
        case .linearGradient(let colors, let a, let b)?:
            ramp = (
                Self.rgb(colors[0]), Self.rgb(colors[colors.count - 1]), shape.minY + a.y * shape.height,
                shape.minY + b.y * shape.height
            )
        case .systemLight?: solid = SIMD3(1, 1, 1)
        case .systemDark?: solid = SIMD3(0.1, 0.1, 0.1)
        default: break
        }
        let mono: SIMD3<Float>? =
            switch appearance {
            case .light, .dark: nil
            case .clearLight, .clearDark, .tintedLight: SIMD3(1, 1, 1)
            case .tintedDark: Self.rgb(Self.saturated(tint, 1.6, brightness: 0.85))
            }
        art.data.withUnsafeMutableBufferPointer { p in
            for y in 0..<h {
                var rowColor = solid
                if let (c0, c1, y0, y1) = ramp {
                    let t = Float(min(max((Double(y + originY) + 0.5 - y0) / max(y1 - y0, 1e-9), 0), 1))
                    rowColor = c0 + (c1 - c0) * t
                }
                for x in 0..<w {
                    let i = (y * w + x) * 4
                    let a = Float(p[i + 3]) / 255
                    guard a > 0 else { continue }
                    var c = rowColor ?? SIMD3(Float(p[i]), Float(p[i + 1]), Float(p[i + 2])) / (255 * a)
                    var alpha = a
                    if let mono {
                        // Luminance as visibility (BT.709 weights on the encoded values): white
                        // stays whole, dark artwork fades to half.
                        let lum = 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
                        alpha = a * (0.5 + 0.5 * min(max(lum, 0), 1))
                        c = mono
                    }
                    let v = c.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1)) * alpha * 255
                    p[i] = UInt8(v.x.rounded())
                    p[i + 1] = UInt8(v.y.rounded())
                    p[i + 2] = UInt8(v.z.rounded())
                    p[i + 3] = UInt8((alpha * 255).rounded())
                }
            }
        }
    }

    /// Specular light on the inner edge of a layer's shape: white where the edge faces the
    /// light from above (and faintly where it faces away, glass lit through), from the
    /// gradient of its alpha blurred by 1.5 points.
    func light(_ full: inout Pixmap, k: Double, strength: Float) {
        let sigma = max(0.75, 1.5 * k)
        guard let region = full.opaqueBounds(margin: Int((3 * sigma).rounded(.up)) + 2),
            var art = full.cropped(to: region)
        else { return }
        defer { full.replace(with: art, atX: region.x, y: region.y) }
        let w = art.width
        let h = art.height
        guard w > 2, h > 2 else { return }
        let soft = art.blurred(sigma: sigma, edges: .transparent)
        // The light comes from above, a little to the left (Icon Composer's default light).
        let lx: Float = -0.34
        let ly: Float = -0.94
        // A blurred unit step has a peak slope of 1/(σ√2π) per pixel: scaled to 1 there.
        let norm = Float(sigma * (2 * Double.pi).squareRoot())
        soft.data.withUnsafeBufferPointer { s in
            art.data.withUnsafeMutableBufferPointer { p in
                for y in 1..<(h - 1) {
                    for x in 1..<(w - 1) {
                        let i = (y * w + x) * 4
                        let a = p[i + 3]
                        guard a > 0 else { continue }
                        let gx = (Float(s[i + 7]) - Float(s[i - 1])) / 510
                        let gy = (Float(s[i + 4 * w + 3]) - Float(s[i - 4 * w + 3])) / 510
                        let g = (gx * gx + gy * gy).squareRoot()
                        guard g > 1e-4 else { continue }
                        let edge = min(1, g * norm)
                        // Outward normal: against the alpha's rise.
                        let d = (-gx * lx - gy * ly) / g
                        let hl = edge * strength * (0.6 * pow(max(0, d), 1.5) + 0.22 * pow(max(0, -d), 2))
                        guard hl > 0 else { continue }
                        let af = Float(a)
                        for c in 0..<3 {
                            let v = Float(p[i + c])
                            p[i + c] = UInt8(min(af, v + (af - v) * hl).rounded())
                        }
                    }
                }
            }
        }
    }

    /// The shadow a group casts on what is beneath it: black (neutral) or its own colors
    /// darkened (chromatic), blurred by 12 points and dropped 8 points.
    func cast(_ layer: Pixmap, _ shadow: IconShadow, k: Double, into canvas: inout Pixmap) {
        let sigma = max(0.5, 12 * k)
        guard let region = layer.opaqueBounds(margin: Int((3 * sigma).rounded(.up)) + 1),
            var s = layer.cropped(to: region)
        else { return }
        // Measured on Icon Composer's export of white glyphs over red with a neutral shadow of
        // opacity 0.5: 3 to 12 px below the glyphs the ground is 3.2 % darker (linear light)
        // than 30 to 50 px away; at 0.6 × opacity Vitro's was 24.8 %, so 0.08 × opacity.
        let o = Float(shadow.opacity) * 0.08
        s.data.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = Float(p[i + 3]) * o
                if shadow.kind == .neutral {
                    p[i] = 0
                    p[i + 1] = 0
                    p[i + 2] = 0
                } else {
                    for c in 0..<3 { p[i + c] = UInt8((Float(p[i + c]) * o * 0.55).rounded()) }
                }
                p[i + 3] = UInt8(a.rounded())
            }
        }
        s.blur(sigma: sigma, edges: .transparent)
        let dy = Int((8 * k).rounded())
        // Not under the group itself: Icon Composer's translucent glyphs keep the ground's own
        // color under them (a white glyph at translucency 0.5 over red measures R 250 of 251),
        // so the shadow shows only around the group's shape.
        let w = s.width
        layer.data.withUnsafeBufferPointer { l in
            s.data.withUnsafeMutableBufferPointer { p in
                for y in 0..<s.height {
                    let cy = region.y + y + dy
                    guard cy >= 0, cy < layer.height else { continue }
                    for x in 0..<w {
                        let a = UInt32(255 - l[(cy * layer.width + region.x + x) * 4 + 3])
                        let i = (y * w + x) * 4
                        for c in 0..<4 { p[i + c] = UInt8((UInt32(p[i + c]) * a + 127) / 255) }
                    }
                }
            }
        }
        canvas.draw(s, atX: region.x, y: region.y + dy)
    }

    /// The glass rim every icon has: a band inside the mask's outline mixed toward white,
    /// strongest at the outline and fading linearly to nothing 22 points in, brighter where
    /// the outline faces the light (top and left) than where it faces away.
    ///
    /// Measured in Icon Composer's 1024 px iOS exports (four projects, all six appearances;
    /// `Scripts/compare-icon-exports.py`): the fraction of the way to white at the outline is
    /// 0.46 at the top and left and 0.28 at the bottom and right over near-black grounds,
    /// rising with the ground's luma (0.556 and 0.354 over Clear light's 140 gray), and about
    /// 1.22 times that in Tinted light; at 8 and 16 px in it is 0.64 and 0.27 of its value at
    /// the outline (a line reaching zero at 21.5 px).
    func rim(_ mask: BezierPath, _ appearance: IconAppearance, k: Double, into out: inout Pixmap) {
        let reach = max(1, 21.5 * k)
        let field = DistanceField(
            .path(mask), originX: 0, originY: 0, width: out.width, height: out.height, band: reach + 2)
        let boost: Float = appearance == .tintedLight ? 1.22 : 1
        // Toward the light: up and to the left (top and left edges measure alike).
        let lx: Float = -0.70710678
        let ly: Float = -0.70710678
        let w = out.width
        out.data.withUnsafeMutableBufferPointer { p in
            for y in 0..<out.height {
                for x in 0..<w {
                    let d = field.values[y * w + x]
                    guard d < 1, d > -Float(reach) else { continue }
                    let i = (y * w + x) * 4
                    let a = Float(p[i + 3])
                    guard a > 0 else { continue }
                    let n = field.normal(x: x, y: y)
                    // n·l is ±0.707 on the straight edges: 1 there toward the light, 0.61 away.
                    let facing = 0.805 + 0.195 * (n.dx * lx + n.dy * ly) / 0.70710678
                    let luma = (0.2126 * Float(p[i]) + 0.7152 * Float(p[i + 1]) + 0.0722 * Float(p[i + 2])) / a
                    let depth = max(0, -d)
                    let t = boost * (0.44 + 0.2 * luma) * facing * (1 - depth / Float(reach))
                    let f = min(max(t, 0), 1)
                    for c in 0..<3 {
                        let v = Float(p[i + c])
                        p[i + c] = UInt8(min(a, v + (a - v) * f).rounded())
                    }
                }
            }
        }
    }

    /// The macOS icon's shadow in the margin of its grid.
    func dropShadow(_ mask: BezierPath, k: Double, into out: inout Pixmap) throws(IconError) {
        var s = try blankPixmap(out.width, out.height)
        s.fill(mask, with: RGBColor(red: 0, green: 0, blue: 0, alpha: 0.3))
        s.blur(sigma: max(0.5, 10 * k), edges: .transparent)
        out.draw(s, atX: 0, y: Int((12 * k).rounded()))
    }

    /// Multiplies every pixel of `p` by the alpha of the same pixel of `m` (same size).
    static func multiplyAlpha(_ p: inout Pixmap, by m: Pixmap) {
        m.data.withUnsafeBufferPointer { q in
            p.data.withUnsafeMutableBufferPointer { d in
                for i in stride(from: 0, to: min(d.count, q.count), by: 4) {
                    let a = UInt32(q[i + 3])
                    for c in 0..<4 { d[i + c] = UInt8((UInt32(d[i + c]) * a + 127) / 255) }
                }
            }
        }
    }

    static func rgb(_ c: RGBColor) -> SIMD3<Float> {
        let s = c.converted(to: .sRGB)
        return SIMD3(Float(s.red), Float(s.green), Float(s.blue))
    }

    /// `c` with its chroma stretched by `factor` about its mean, then scaled by `brightness`.
    static func saturated(_ c: RGBColor, _ factor: Double, brightness: Double) -> RGBColor {
        let m = (c.red + c.green + c.blue) / 3
        func f(_ v: Double) -> Double { min(max((m + (v - m) * factor) * brightness, 0), 1) }
        return RGBColor(red: f(c.red), green: f(c.green), blue: f(c.blue), alpha: c.alpha)
    }
}
