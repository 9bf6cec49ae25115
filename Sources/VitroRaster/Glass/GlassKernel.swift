import CVitroKernels
import Foundation
import VitroGeometry

/// The per-pixel work of ``Pixmap/drawGlass(_:threads:)``: one row at a time, reading the
/// group's field, the owner of each pixel and the frosted backdrop, writing the canvas. No
/// allocation and no dynamic dispatch per pixel; every row is computed the same way whatever
/// band it falls in.
struct GlassKernel: Sendable {
    /// What each shape of the group brings, ready for the inner loop.
    struct Own: Sendable {
        var bezel: Float
        /// Wash, then stain, as one premultiplied color composited source-over.
        var over: SIMD4<Float>
        /// Touch glow: center x, y (pixels), 1 / (2σ²), strength.
        var glow: SIMD4<Float>
        /// The border's ink (0 black, 1 white): whichever contrasts more with the backdrop around.
        var ink: Float
        /// Depth (pixels) beyond which nothing but the wash and the glow applies: the bezel or
        /// the border, whichever is wider, and half a pixel.
        var edgeZone: Float
        /// The face's tone curve: its table in ``GlassKernel/tones`` (−1 for none), and the
        /// chroma gain.
        var tone: Int32 = -1
        var chroma: Float = 1
        /// Depth (pixels) where the frost begins and the width over which it rises to all of it
        /// (``GlassShape/frostDepth``): shallower, the backdrop shows unfrosted.
        var frostFrom: Float = 0
        var frostRamp: Float = 0
    }

    let own: [Own]
    let region: PixelRect
    let fieldRect: PixelRect
    let sourceRect: PixelRect
    /// Pixels from one row of the frosted source to the next (it may lie inside a wider one).
    let sourceStride: Int
    let light: SIMD2<Float>
    let specular: Float
    let rimScale: Float
    let sheen: Float
    let contour: Float
    let contourWidth: Float
    let shadowOpacity: Float
    let shadowSpread: Float
    let shadowRows: Int
    let borderWidth: Float
    let table: [Float]
    /// Per shape, per channel, what a backdrop byte becomes on the face (the wash composited
    /// over it, rounded as `store(_:_:)` rounds, color not yet limited by alpha): 4 × 256
    /// bytes a shape. A face pixel is then four lookups, with color limited to the alpha byte,
    /// which gives the bytes of the float path (rounding is monotonic, so limiting before or
    /// after it is the same).
    let faces: [UInt8]
    /// Per shape with a tone, its curve sampled at ``toneSteps`` + 1 lumas.
    let tones: [Float]
    static let toneSteps = 256
    /// Whether rows draw four pixels at a time where they can (tests turn it off to hold the
    /// quads to the bytes of the pixel-by-pixel path).
    @TaskLocal static var quads = true
    /// ``quads`` where the kernel was made (bands run on threads that do not see task locals).
    let quadsEnabled: Bool
    /// Which instructions the C kernels use: 0 baseline x86-64, −1 the widest the processor
    /// has (tests hold each path to the same bytes).
    @TaskLocal static var vectorPath: Int32 = -1
    /// ``vectorPath`` where the kernel was made.
    let path: Int32

    init(
        group: GlassGroup, shapes: [GlassShape], bezels: [Double], region: PixelRect, fieldRect: PixelRect,
        sourceRect: PixelRect, sourceStride: Int, readings: [GlassReading]
    ) {
        var owns = shapes.indices.map { i in
            let shape = shapes[i]
            // Lighter over light backdrops, darker over dark ones: the wash follows the
            // luminance measured beneath, blended between 0.35 and 0.65 so that it turns over
            // mid-gray without a jump.
            let y = Float(readings[i].luminance)
            let t = min(max((y - 0.35) / 0.3, 0), 1)
            let m = t * t * (3 - 2 * t)
            var over = shape.washOverDark * (1 - m) + shape.washOverLight * m
            if let tint = shape.tint { over = tint + over * (1 - tint.w) }
            var glow = SIMD4<Float>(0, 0, 0, 0)
            if let g = shape.glow, g.radius > 0, g.radius.isFinite, g.x.isFinite, g.y.isFinite {
                glow = SIMD4(Float(g.x), Float(g.y), Float(1 / (2 * g.radius * g.radius)), g.strength)
            }
            // WCAG relative luminance where black and white contrast equally: 0.179.
            let ink: Float = readings[i].surroundingLuminance > 0.179 ? 0 : 1
            let edgeZone = Float(max(bezels[i], group.borderWidth.isFinite ? group.borderWidth : 0)) + 0.5
            return Own(
                bezel: Float(bezels[i]), over: over, glow: glow, ink: ink, edgeZone: edgeZone,
                frostFrom: Float(shape.frostDepth.isFinite ? max(0, shape.frostDepth) : 0),
                frostRamp: Float(shape.frostRamp.isFinite ? max(0, shape.frostRamp) : 0))
        }
        var tones: [Float] = []
        for i in shapes.indices {
            guard let tone = shapes[i].tone else { continue }
            owns[i].tone = Int32(tones.count / (Self.toneSteps + 1))
            owns[i].chroma = tone.mixedChroma
            tones += tone.table(count: Self.toneSteps + 1)
        }
        own = owns
        self.tones = tones
        self.region = region
        self.fieldRect = fieldRect
        self.sourceRect = sourceRect
        self.sourceStride = sourceStride
        let angle = group.lightAngle.isFinite ? group.lightAngle : -Double.pi / 4
        // Measured as in mathematics (y up) on a y-down canvas.
        light = SIMD2(Float(cos(angle)), Float(-sin(angle)))
        specular = group.specular
        rimScale = Float(1 / max(0.25, group.rimWidth))
        sheen = group.sheen
        contour = group.contour
        contourWidth = Float(max(0.5, group.contourWidth))
        shadowOpacity = group.shadowOpacity
        // A blurred edge's falloff spans about ±2.5σ.
        shadowSpread = Float(max(0.5, 2.5 * group.shadowSigma))
        shadowRows = Int(group.shadowOffset.isFinite ? group.shadowOffset.rounded() : 0)
        borderWidth = Float(group.borderWidth.isFinite ? max(0, group.borderWidth) : 0)
        table = GlassProfile.table
        faces = own.flatMap { Self.faceTable($0.over) }
        quadsEnabled = Self.quads
        path = Self.vectorPath
    }

    /// What each backdrop byte becomes under `over` on the face, channel by channel (R, G, B, A
    /// tables of 256), as `store(_:_:)` rounds it with alpha taken as 1.
    static func faceTable(_ over: SIMD4<Float>) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 4 * 256)
        for v in 0..<256 {
            let c = SIMD4<Float>(repeating: Float(v)) * (1 / 255)
            let x = over + c * (1 - over.w)
            for k in 0..<4 {
                let q: Float = x[k] > 0 ? (x[k] < 1 ? x[k] : 1) : 0
                out[k * 256 + v] = UInt8(Int32(q * 255 + 0.5))
            }
        }
        return out
    }

    /// The backdrop `c` (premultiplied) as the owner's face renders it: its tone curve on the
    /// luma, its gain on the chroma, clipped to the gamut.
    @inline(__always)
    static func toned(_ c: SIMD4<Float>, _ o: Own, _ tones: UnsafePointer<Float>) -> SIMD4<Float> {
        guard o.tone >= 0, c.w > 0 else { return c }
        let inv = 1 / c.w
        let r = c.x * inv
        let g = c.y * inv
        let b = c.z * inv
        let y = min(max(0.2126 * r + 0.7152 * g + 0.0722 * b, 0), 1)
        let t = y * Float(toneSteps)
        let i = min(Int(t), toneSteps - 1)
        let curve = tones + Int(o.tone) * (toneSteps + 1)
        let f = curve[i] + (curve[i + 1] - curve[i]) * (t - Float(i))
        let k = o.chroma
        @inline(__always) func channel(_ v: Float) -> Float { min(max(f + k * (v - y), 0), 1) * c.w }
        return SIMD4(channel(r), channel(g), channel(b), c.w)
    }

    @inline(__always)
    static func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Float> {
        SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3])) * (1 / 255)
    }

    @inline(__always)
    static func smoothstep(_ t: Float) -> Float {
        let c = min(max(t, 0), 1)
        return c * c * (3 - 2 * c)
    }

    /// How much of the frost shows `depth` pixels inside the owner's outline (0 … 1).
    @inline(__always)
    static func frostWeight(_ o: Own, _ depth: Float) -> Float {
        o.frostRamp > 0 ? smoothstep((depth - o.frostFrom) / o.frostRamp) : (depth >= o.frostFrom ? 1 : 0)
    }

    /// The backdrop at pixel (x, y): the frosted source's, the unfrosted one's, or `w` of the
    /// way from the second to the first (both share one layout).
    @inline(__always)
    func pixel(_ frosted: UnsafePointer<UInt8>, _ sharp: UnsafePointer<UInt8>, _ x: Int, _ y: Int, _ w: Float)
        -> SIMD4<Float>
    {
        let offset = ((y - sourceRect.y) * sourceStride + (x - sourceRect.x)) * 4
        if w >= 1 { return Self.load(frosted + offset) }
        if w <= 0 { return Self.load(sharp + offset) }
        let s = Self.load(sharp + offset)
        return s + (Self.load(frosted + offset) - s) * w
    }

    /// The frosted backdrop at a canvas position (pixel centers at +0.5), bilinear, clamped to
    /// what the source holds.
    @inline(__always)
    func sample(_ source: UnsafePointer<UInt8>, _ qx: Float, _ qy: Float) -> SIMD4<Float> {
        let sw = sourceRect.width
        let stride = sourceStride
        let u = min(max(qx - 0.5 - Float(sourceRect.x), 0), Float(sw - 1))
        let v = min(max(qy - 0.5 - Float(sourceRect.y), 0), Float(sourceRect.height - 1))
        let x0 = Int(u)
        let y0 = Int(v)
        let fx = u - Float(x0)
        let fy = v - Float(y0)
        let x1 = min(x0 + 1, sw - 1)
        let y1 = min(y0 + 1, sourceRect.height - 1)
        let a = Self.load(source + (y0 * stride + x0) * 4)
        let b = Self.load(source + (y0 * stride + x1) * 4)
        let c = Self.load(source + (y1 * stride + x0) * 4)
        let d = Self.load(source + (y1 * stride + x1) * 4)
        let top = a + (b - a) * fx
        let bottom = c + (d - c) * fx
        return top + (bottom - top) * fy
    }

    /// Where two shapes of a group blend (over a bridge): the other shape near each pixel and
    /// its share (0…½) of what is each shape's own — tint, wash, bezel, border ink, glow.
    struct Blend {
        let second: UnsafePointer<Int32>
        let share: UnsafePointer<Float>
    }

    /// What applies at field index `fi`: the owner's own, mixed with the other shape's by its
    /// share; the other shape's glow and the share come along (glows are added, not mixed).
    @inline(__always)
    static func mixed(_ owns: UnsafeBufferPointer<Own>, _ ownerIndex: Int, _ blend: Blend?, _ fi: Int)
        -> (Own, SIMD4<Float>, Float)
    {
        let o = owns[ownerIndex]
        guard let blend else { return (o, .zero, 0) }
        let s = blend.share[fi]
        guard s > 0 else { return (o, .zero, 0) }
        let p = owns[Int(blend.second[fi])]
        let r = 1 - s
        return (
            Own(
                bezel: o.bezel * r + p.bezel * s, over: o.over * r + p.over * s, glow: o.glow,
                ink: o.ink * r + p.ink * s,
                edgeZone: o.edgeZone * r + p.edgeZone * s, tone: o.tone, chroma: o.chroma,
                frostFrom: o.frostFrom * r + p.frostFrom * s, frostRamp: o.frostRamp * r + p.frostRamp * s), p.glow, s
        )
    }

    /// White added by a touch glow at (cx, cy).
    @inline(__always)
    static func glow(_ g: SIMD4<Float>, _ cx: Float, _ cy: Float) -> Float {
        guard g.w > 0 else { return 0 }
        let dx = cx - g.x
        let dy = cy - g.y
        return g.w * exp(-(dx * dx + dy * dy) * g.z)
    }

    func row(
        _ y: Int, field: UnsafePointer<Float>, owner: UnsafePointer<Int32>, ownerStep: Int, blend: Blend?,
        source: UnsafePointer<UInt8>, sharp: UnsafePointer<UInt8>,
        into canvas: UnsafeMutablePointer<UInt8>, canvasWidth: Int
    ) {
        let fw = fieldRect.width
        let fy = y - fieldRect.y
        let shadowY = min(max(fy - shadowRows, 0), fieldRect.height - 1)
        let steps = Float(table.count - 1)
        let cy = Float(y) + 0.5
        let rowOffset = ((y - sourceRect.y) * sourceStride - sourceRect.x) * 4
        let sourceRow = source + rowOffset
        let sharpRow = sharp + rowOffset
        let quads = quadsEnabled
        // One element so that the pointer exists when no shape has a tone.
        let toneCurves = tones.isEmpty ? [Float(0)] : tones
        toneCurves.withUnsafeBufferPointer { tc in
            faces.withUnsafeBufferPointer { faces in
                table.withUnsafeBufferPointer { lut in
                    own.withUnsafeBufferPointer { owns in
                        // Pixels before this one are done (four toned face pixels at a time).
                        var next = region.x
                        // Where the eight-pixel spans may be tried again.
                        var retry = region.x
                        // Straight to the next pixel not yet drawn (spans draw thousands at once).
                        var x = region.x - 1
                        while true {
                            x = Swift.max(x + 1, next)
                            if x >= region.maxX { break }
                            let fx = x - fieldRect.x
                            let fi = fy * fw + fx
                            let d = field[fi]
                            // The owner: its own entry per pixel, or the one entry of a lone shape.
                            let index = Int(owner[fi &* ownerStep])
                            let out = canvas + (y * canvasWidth + x) * 4
                            // Eight at a time while they last, outside, face or bezel, AVX2 where
                            // there is (`vitro_glass_span`: this loop's, toneFace4's and bezel4's
                            // bytes); after a miss, the next four pixels go the way below.
                            if quads, x >= retry, x + 8 <= region.maxX, d >= 0.5 || d <= -0.5 {
                                let o = owns[index]
                                var shape = vitro_glass_shape(
                                    face: vitro_glass_face(
                                        over: (o.over.x, o.over.y, o.over.z, o.over.w), chroma: o.chroma,
                                        frost_from: o.frostFrom, frost_ramp: o.frostRamp, edge_zone: o.edgeZone,
                                        curve: o.tone >= 0 ? tc.baseAddress! + Int(o.tone) * (Self.toneSteps + 1) : nil,
                                        steps: Int32(Self.toneSteps)),
                                    bezel: o.bezel, profile: lut.baseAddress!, profile_count: Int32(lut.count),
                                    light_x: light.x, light_y: light.y, specular: specular, rim_scale: rimScale,
                                    sheen: sheen, border_width: borderWidth, glow: o.glow.w != 0 ? 1 : 0,
                                    shadow_opacity: shadowOpacity, shadow_spread: shadowSpread, contour: contour,
                                    contour_width: contourWidth, field_width: Int32(fw),
                                    source_x: Int32(sourceRect.x), source_y: Int32(sourceRect.y),
                                    source_width: Int32(sourceRect.width), source_height: Int32(sourceRect.height),
                                    source_stride: Int32(sourceStride))
                                let n = Int(
                                    vitro_glass_span(
                                        &shape, Int32(x), Int32(y), field + fi, field + shadowY * fw + fx,
                                        ownerStep == 0 ? nil : owner + fi, Int32(index), blend.map { $0.share + fi },
                                        source, sharp, out, Int32(region.maxX - x), path))
                                if n > 0 {
                                    next = x + n
                                    continue
                                }
                                retry = x + 4
                            }
                            if d <= -0.5 {
                                // Fully covered: on the face, the backdrop shows undisplaced under the
                                // wash; where nothing blends, by the owner's tables.
                                let o = owns[index]
                                // Four fully covered pixels of one owner, none blending, no glow, at
                                // once: on a toned face, or in the bezel (without a border there).
                                if quads, o.glow.w == 0, x + 4 <= region.maxX,
                                    Self.sameOwner(owner, fi, ownerStep, index),
                                    Self.unblended(blend, fi)
                                {
                                    let depth = -UnsafeRawPointer(field + fi).loadUnaligned(as: SIMD4<Float>.self)
                                    let curve = o.tone >= 0 ? tc.baseAddress! + Int(o.tone) * (Self.toneSteps + 1) : nil
                                    if let curve, all(depth .>= o.edgeZone) {
                                        Self.toneFace4(
                                            o, depth: depth, frosted: sourceRow + x * 4, sharp: sharpRow + x * 4,
                                            curve: curve, into: out)
                                        next = x + 4
                                        continue
                                    }
                                    if all(depth .>= 0.5), all(depth .< o.edgeZone),
                                        borderWidth <= 0 || all(depth .>= borderWidth + 0.5)
                                    {
                                        bezel4(
                                            o, depth: depth, x: x, y: y, fi: fi, fieldWidth: fw, field: field,
                                            source: source, sharp: sharp, curve: curve, profile: lut.baseAddress!,
                                            into: out)
                                        next = x + 4
                                        continue
                                    }
                                }
                                let w = Self.frostWeight(o, -d)
                                if blend == nil || blend!.share[fi] <= 0 {
                                    if -d >= o.edgeZone, o.glow.w == 0, o.tone < 0, w <= 0 || w >= 1 {
                                        let c = (w >= 1 ? sourceRow : sharpRow) + x * 4
                                        let t = faces.baseAddress! + index * 1024
                                        let a = t[768 + Int(c[3])]
                                        out[0] = min(t[Int(c[0])], a)
                                        out[1] = min(t[256 + Int(c[1])], a)
                                        out[2] = min(t[512 + Int(c[2])], a)
                                        out[3] = a
                                        continue
                                    }
                                } else {
                                    let (o, otherGlow, _) = Self.mixed(owns, index, blend, fi)
                                    if -d >= o.edgeZone, o.glow.w == 0, otherGlow.w == 0 {
                                        let c = Self.toned(
                                            pixel(source, sharp, x, y, Self.frostWeight(o, -d)), o, tc.baseAddress!)
                                        store(o.over + c * (1 - o.over.w), out)
                                        continue
                                    }
                                }
                            }
                            let coverage = min(max(0.5 - d, 0), 1)
                            // Beneath the glass's edge and outside it: shadow and contour darken the backdrop.
                            var shade: Float = 0
                            if coverage < 1 {
                                if shadowOpacity > 0 {
                                    let ds = field[shadowY * fw + fx]
                                    if ds < shadowSpread {
                                        shade += shadowOpacity * (1 - Self.smoothstep(0.5 + 0.5 * ds / shadowSpread))
                                    }
                                }
                                if contour > 0, d > -0.5, d < contourWidth { shade += contour * (1 - d / contourWidth) }
                                shade = min(shade, 1)
                            }
                            // Less than half a step of an 8-bit channel changes no byte.
                            if coverage <= 0 && shade < 0.5 / 255 { continue }
                            // What lies beneath, darkened: read only where some of it shows.
                            @inline(__always) func shaded() -> SIMD4<Float> {
                                Self.load(UnsafePointer(out)) * (1 - shade) + SIMD4(0, 0, 0, shade)
                            }
                            if coverage <= 0 {
                                store(shaded(), out)
                                continue
                            }
                            let (o, otherGlow, share) = Self.mixed(owns, index, blend, fi)
                            let depth = max(-d, 0)
                            let cx = Float(x) + 0.5
                            var c: SIMD4<Float>
                            var nx: Float = 0
                            var ny: Float = 0
                            let edgeZone = o.edgeZone
                            if depth >= edgeZone {
                                // The face: flat, so what lies beneath shows undisplaced.
                                c = pixel(source, sharp, x, y, Self.frostWeight(o, depth))
                                c = o.over + Self.toned(c, o, tc.baseAddress!) * (1 - o.over.w)
                            } else {
                                let gx = field[fi + 1] - field[fi - 1]
                                let gy = field[fi + fw] - field[fi - fw]
                                let len = (gx * gx + gy * gy).squareRoot()
                                if len > 1e-6 {
                                    nx = gx / len
                                    ny = gy / len
                                }
                                // How far into the bezel (0 at the outline, 1 at the face).
                                let s = min(depth / o.bezel, 1)
                                let t = s * steps
                                let i0 = min(Int(t), table.count - 2)
                                let f = t - Float(i0)
                                let disp = o.bezel * (lut[i0] + (lut[i0 + 1] - lut[i0]) * f)
                                let w = Self.frostWeight(o, depth)
                                let (qx, qy) = (cx + nx * disp, cy + ny * disp)
                                c = w >= 1 ? sample(source, qx, qy) : sample(sharp, qx, qy)
                                if w > 0, w < 1 { c += (sample(source, qx, qy) - c) * w }
                                c = o.over + Self.toned(c, o, tc.baseAddress!) * (1 - o.over.w)
                                // Highlights where the rim faces the light and where it faces away.
                                let k = nx * light.x + ny * light.y
                                // A thin bright edge all around, strongest facing the light and away from it.
                                // Past six e-foldings the highlight is under an 8-bit step: no exp.
                                let r = depth * rimScale
                                var h = r < 6 ? specular * (0.2 + 0.8 * k * k) * exp(-r) : 0
                                h += sheen * (1 - s) * (1 - s)
                                c += SIMD4(repeating: h)
                                if borderWidth > 0, depth < borderWidth + 0.5 {
                                    let ink = o.ink
                                    let wgt = min(max(borderWidth - depth + 0.5, 0), 1)
                                    c = c * (1 - wgt) + SIMD4(ink, ink, ink, 1) * wgt
                                }
                            }
                            if o.glow.w > 0 || otherGlow.w > 0 {
                                let g = Self.glow(o.glow, cx, cy) * (1 - share) + Self.glow(otherGlow, cx, cy) * share
                                c += SIMD4(repeating: g)
                            }
                            // Fully covered, nothing beneath shows (c · 1 + beneath · 0 is c).
                            store(coverage >= 1 ? c : c * coverage + shaded() * (1 - coverage), out)
                        }
                    }
                }
            }
        }
    }

    /// Whether the four pixels from field index `fi` have the owner `index`.
    @inline(__always)
    static func sameOwner(_ owner: UnsafePointer<Int32>, _ fi: Int, _ step: Int, _ index: Int) -> Bool {
        step == 0 || (owner[fi + 1] == index && owner[fi + 2] == index && owner[fi + 3] == index)
    }

    /// Whether no other shape has a share in the four pixels from field index `fi`.
    @inline(__always)
    static func unblended(_ blend: Blend?, _ fi: Int) -> Bool {
        guard let blend else { return true }
        return blend.share[fi] <= 0 && blend.share[fi + 1] <= 0 && blend.share[fi + 2] <= 0 && blend.share[fi + 3] <= 0
    }

    @inline(__always)
    func store(_ c: SIMD4<Float>, _ out: UnsafeMutablePointer<UInt8>) {
        // Highlights clip at white, never wrap: alpha to 0…1, color to 0…alpha (NaN becomes 0).
        let a = c.w > 0 ? (c.w < 1 ? c.w : 1) : 0
        // Lane by lane: the generic SIMD conversions are not inlined and cost more than the pixel.
        @inline(__always) func byte(_ x: Float) -> UInt8 { UInt8(Int32((x > 0 ? (x < a ? x : a) : 0) * 255 + 0.5)) }
        let q = SIMD4<UInt8>(byte(c.x), byte(c.y), byte(c.z), UInt8(Int32(a * 255 + 0.5)))
        out[0] = q.x
        out[1] = q.y
        out[2] = q.z
        out[3] = q.w
    }
}
