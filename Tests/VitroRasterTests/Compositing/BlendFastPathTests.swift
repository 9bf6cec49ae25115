import Testing
import VitroColor
import VitroGeometry

@testable import VitroRaster

/// The integer fast paths against the float reference path: within one 8-bit step for every
/// blend mode, opacity, coverage and placement they cover.
@Suite struct BlendFastPathTests {
    /// Premultiplied pixels over the whole range: transparent, opaque, translucent, black,
    /// white and saturated colors.
    static let pixels: [SIMD4<UInt8>] = {
        var out: [SIMD4<UInt8>] = []
        let alphas: [Int] = [0, 1, 37, 128, 200, 254, 255]
        let colors: [(Double, Double, Double)] = [
            (0, 0, 0), (1, 1, 1), (1, 0, 0), (0.2, 0.6, 0.9), (0.5, 0.5, 0.5), (0.95, 0.85, 0.1),
        ]
        for a in alphas {
            for c in colors {
                func p(_ v: Double) -> UInt8 { UInt8((v * Double(a)).rounded()) }
                out.append(SIMD4(p(c.0), p(c.1), p(c.2), UInt8(a)))
            }
        }
        return out
    }()

    static var integerModes: [BlendOperation] { BlendOperation.allCases.filter(\.hasIntegerPath) }

    static func maxDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.data, b.data).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// A pixmap holding every pixel of the table, one per column, on every row.
    static func strip(rows: Int = 1, shift: Int = 0) throws -> Pixmap {
        var p = try Pixmap(width: pixels.count, height: rows)
        for y in 0..<rows {
            for x in 0..<pixels.count { p[x, y] = pixels[(x + shift + y) % pixels.count] }
        }
        return p
    }

    @Test func theCommonModesHaveIntegerKernels() {
        for mode in [BlendOperation.normal, .multiply, .screen, .plusLighter, .destinationOut, .destinationOver] {
            #expect(mode.hasIntegerPath, "\(mode)")
        }
    }

    @Test(arguments: integerModes)
    func integerKernelsAgreeWithTheFloatKernelsWithinOneStep(_ mode: BlendOperation) {
        for s in Self.pixels {
            for d in Self.pixels {
                let got = mode.blendInteger(source: Pixmap.pack(s), backdrop: Pixmap.pack(d))!
                let want = Pixmap.quantize(mode.blend(source: Pixmap.unquantize(s), backdrop: Pixmap.unquantize(d)))
                for i in 0..<4 {
                    let g = Int((got >> (8 * UInt32(i))) & 0xFF)
                    #expect(abs(g - Int(want[i])) <= 1, "\(mode) \(s) over \(d): channel \(i) \(g) vs \(want[i])")
                }
            }
        }
    }

    @Test(arguments: BlendOperation.allCases, [1.0, 0.5, 0.07])
    func imageDrawsMatchTheReferenceWithinOneStep(_ mode: BlendOperation, _ opacity: Double) throws {
        let rows = Self.pixels.count
        let source = try Self.strip(rows: rows)
        let backdrop = try Self.strip(rows: rows, shift: 5)
        // Coverage that varies over the pixels, as an anti-aliased shape gives.
        let maskRect = PixelRect(x: 0, y: 0, width: source.width, height: rows)
        let mask = CoverageMask(
            rect: maskRect, values: (0..<(source.width * rows)).map { Float($0 % 7) / 6 })
        for m in [nil, mask] {
            var fast = backdrop
            fast.draw(source, atX: 0, y: 0, opacity: opacity, blend: mode, mask: m)
            var reference = backdrop
            reference.drawReference(source, atX: 0, y: 0, opacity: opacity, blend: mode, mask: m)
            #expect(Self.maxDifference(fast, reference) <= 1, "\(mode) opacity \(opacity) mask \(m != nil)")
        }
    }

    @Test(arguments: BlendOperation.allCases)
    func solidFillsMatchTheReferenceWithinOneStep(_ mode: BlendOperation) throws {
        let backdrop = try Self.strip(rows: 4)
        let rect = PixelRect(x: 0, y: 0, width: backdrop.width, height: 4)
        let mask = CoverageMask(rect: rect, values: (0..<(rect.width * 4)).map { Float($0 % 5) / 4 })
        for color in [RGBColor(255, 0, 0, alpha: 0.5), RGBColor(30, 200, 90), RGBColor(0, 0, 0, alpha: 0.02)] {
            for m in [nil, mask] {
                var fast = backdrop
                fast.fill(m, rect: rect, with: color, blend: mode, overClear: false)
                var reference = backdrop
                reference.fillReference(
                    m ?? CoverageMask(rect: rect), source: reference.premultiplied(color), blend: mode)
                #expect(Self.maxDifference(fast, reference) <= 1, "\(mode) \(color) mask \(m != nil)")
            }
        }
    }

    @Test(arguments: BlendOperation.allCases)
    func drawingOverClearIsACopyOfTheReference(_ mode: BlendOperation) throws {
        let source = try Self.strip(rows: 3)
        let clear = try Pixmap(width: source.width + 4, height: 5)
        var fast = clear
        fast.draw(source, atX: 2, y: 1, opacity: 0.8, blend: mode, mask: nil, overClear: true)
        var reference = clear
        reference.drawReference(source, atX: 2, y: 1, opacity: 0.8, blend: mode)
        #expect(Self.maxDifference(fast, reference) <= 1, "\(mode)")
    }

    /// Integer translations, partly outside the target, and scales that are exactly 1:1 take the
    /// copy path; the general transform is the reference.
    @Test(arguments: [(0.0, 0.0), (3, -2), (-5, 4), (40, 1), (2.0000000001, 1)])
    func wholePixelPlacementsMatchTheGeneralTransform(_ dx: Double, _ dy: Double) throws {
        let image = try Self.strip(rows: 9)
        let backdrop = try Self.strip(rows: 12, shift: 3)
        for bilinear in [true, false] {
            for mode in [BlendOperation.normal, .multiply, .overlay] {
                let t = Transform2D.translation(x: dx, y: dy)
                var fast = backdrop
                fast.draw(image, transform: t, bilinear: bilinear, opacity: 0.9, blend: mode)
                var reference = backdrop
                reference.drawTransformed(image, transform: t, bilinear: bilinear, opacity: 0.9, blend: mode)
                #expect(Self.maxDifference(fast, reference) <= 1, "\(mode) at \(dx), \(dy) bilinear \(bilinear)")
            }
        }
    }

    /// Axis-aligned scales are resampled separably, to the general transform's bytes.
    @Test(arguments: [(2.0, 2.0, 0.5, 0.25), (0.5, 0.75, 3, 1), (1.5, 1, -2.5, 0), (3, 0.4, 0.1, 7.9)])
    func axisAlignedScalesMatchTheGeneralTransform(_ sx: Double, _ sy: Double, _ tx: Double, _ ty: Double) throws {
        let image = try Self.strip(rows: 11)
        let backdrop = try Pixmap(width: 90, height: 30)
        for bilinear in [true, false] {
            let t = Transform2D.scale(x: sx, y: sy).translated(x: tx, y: ty)
            var fast = backdrop
            fast.draw(image, transform: t, bilinear: bilinear)
            var reference = backdrop
            reference.drawTransformed(image, transform: t, bilinear: bilinear)
            #expect(fast == reference, "scale \(sx)×\(sy) at \(tx), \(ty) bilinear \(bilinear)")
        }
    }
}
