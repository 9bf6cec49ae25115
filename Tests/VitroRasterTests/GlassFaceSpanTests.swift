import CVitroKernels
import Foundation
import Testing
import VitroGeometry

@testable import VitroRaster

/// The C face kernel (`vitro_glass_face_span`, eight pixels at a time, AVX2 or baseline
/// x86-64) gives the bytes of its Swift reference, `GlassKernel.toneFace4`, on either path.
@Suite struct GlassFaceSpanTests {
    /// A small deterministic generator (the same inputs on every run).
    struct Mix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func unit() -> Float { Float(next() % 1_000_001) / 1_000_000 }
    }

    /// Premultiplied RGBA bytes: opaque, translucent and transparent pixels, extremes included.
    static func pixels(_ count: Int, _ mix: inout Mix) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            let a: UInt8 =
                switch mix.next() % 6 {
                case 0: 0
                case 1, 2: 255
                default: UInt8(mix.next() % 256)
                }
            for k in 0..<3 { out[i * 4 + k] = i % 17 == 0 ? a : UInt8(mix.next() % (UInt64(a) + 1)) }
            out[i * 4 + 3] = a
        }
        return out
    }

    @Test(arguments: [Int32(0), -1])
    func theSpanGivesTheBytesOfToneFace4(path: Int32) {
        var mix = Mix(state: 26)
        let count = 4096
        let tone = GlassTone(black: 0.4043, span: 0.6143, gamma: 0.9084, chroma: 1.1686, strength: 0.8)
        let curve = tone.table(count: GlassKernel.toneSteps + 1)
        let frosted = Self.pixels(count, &mix)
        let sharp = Self.pixels(count, &mix)
        // Depths across the frost's ramp and beyond, all on the face (edge zone 3.5).
        let field = (0..<count).map { i -> Float in -(3.5 + Float(i % 40) * 0.37 + mix.unit()) }
        for (from, ramp) in [(Float(9), Float(7)), (9, 0), (0, 0)] {
            let own = GlassKernel.Own(
                bezel: 3, over: SIMD4(0.05, 0.04, 0.03, 0.1), glow: .zero, ink: 0, edgeZone: 3.5, tone: 0,
                chroma: tone.mixedChroma, frostFrom: from, frostRamp: ramp)
            var reference = [UInt8](repeating: 0, count: count * 4)
            var span = [UInt8](repeating: 0, count: count * 4)
            curve.withUnsafeBufferPointer { c in
                frosted.withUnsafeBufferPointer { f in
                    sharp.withUnsafeBufferPointer { s in
                        field.withUnsafeBufferPointer { d in
                            reference.withUnsafeMutableBufferPointer { out in
                                for x in stride(from: 0, to: count, by: 4) {
                                    let depth = -UnsafeRawPointer(d.baseAddress! + x).loadUnaligned(
                                        as: SIMD4<Float>.self)
                                    GlassKernel.toneFace4(
                                        own, depth: depth, frosted: f.baseAddress! + x * 4,
                                        sharp: s.baseAddress! + x * 4, curve: c.baseAddress!,
                                        into: out.baseAddress! + x * 4)
                                }
                            }
                            span.withUnsafeMutableBufferPointer { out in
                                var face = vitro_glass_face(
                                    over: (own.over.x, own.over.y, own.over.z, own.over.w), chroma: own.chroma,
                                    frost_from: from, frost_ramp: ramp, edge_zone: own.edgeZone,
                                    curve: c.baseAddress!, steps: Int32(GlassKernel.toneSteps))
                                let n = vitro_glass_face_span(
                                    &face, d.baseAddress!, nil, 0, nil, f.baseAddress!, s.baseAddress!,
                                    out.baseAddress!, Int32(count), path)
                                #expect(n == Int32(count))
                            }
                        }
                    }
                }
            }
            #expect(span == reference, "frost from \(from), ramp \(ramp)")
        }
    }

    /// The span stops at the first eight pixels of which one is not face, not the owner's, or
    /// shared with another shape, and draws nothing there.
    @Test func theSpanStopsWhereAPixelIsNotItsOwnFace() {
        let curve = [Float](repeating: 0.5, count: GlassKernel.toneSteps + 1)
        let bytes = [UInt8](repeating: 128, count: 64 * 4)
        var field = [Float](repeating: -10, count: 64)
        field[21] = -2
        var owner = [Int32](repeating: 1, count: 64)
        owner[45] = 0
        var share = [Float](repeating: 0, count: 64)
        share[37] = 0.2
        var out = [UInt8](repeating: 0, count: 64 * 4)
        curve.withUnsafeBufferPointer { c in
            var face = vitro_glass_face(
                over: (0, 0, 0, 0), chroma: 1, frost_from: 0, frost_ramp: 0, edge_zone: 3,
                curve: c.baseAddress!, steps: Int32(GlassKernel.toneSteps))
            #expect(vitro_glass_face_span(&face, field, nil, 0, nil, bytes, bytes, &out, 64, -1) == 16)
            #expect(vitro_glass_face_span(&face, field, nil, 0, nil, bytes, bytes, &out, 13, -1) == 8)
            #expect(
                vitro_glass_face_span(&face, field.map { _ in -10 }, owner, 1, nil, bytes, bytes, &out, 64, -1) == 40)
            #expect(
                vitro_glass_face_span(&face, field.map { _ in -10 }, nil, 0, share, bytes, bytes, &out, 64, -1) == 32)
        }
        #expect(out[(40 * 4)...].allSatisfy { $0 == 0 })
    }

    /// Whole glass frames: the baseline and the widest path give the same bytes.
    @Test(arguments: [0.0, 1.5])
    func bothPathsDrawTheSameGlass(border: Double) {
        var canvas = GlassKernelTests.canvas()
        for y in 0..<120 {
            for x in 0..<200 where (x / 9 + y / 7) % 3 == 0 {
                let a = UInt8((x * 13 + y * 3) % 256)
                let p = canvas[x, y]
                canvas[x, y] = SIMD4(min(p.x, a), min(p.y, a), min(p.z, a), a)
            }
        }
        var two = GlassKernelTests.toned(.capsule(Rect2D(x: 20, y: 20, width: 70, height: 80)), border: border)
        two.shapes.append(
            GlassKernelTests.toned(.roundedRect(Rect2D(x: 96, y: 14, width: 90, height: 92), .init(20)), border: border)
                .shapes[0])
        two.spacing = 12
        for g in [GlassKernelTests.toned(.capsule(Rect2D(x: 30, y: 25, width: 140, height: 70)), border: border), two] {
            var widest = canvas
            widest.drawGlass(g, threads: 2)
            var baseline = canvas
            GlassKernel.$vectorPath.withValue(0) { _ = baseline.drawGlass(g, threads: 2) }
            var single = canvas
            GlassKernel.$quads.withValue(false) { _ = single.drawGlass(g, threads: 2) }
            #expect(widest == baseline)
            #expect(widest == single)
            #expect(widest != canvas)
        }
    }
}
