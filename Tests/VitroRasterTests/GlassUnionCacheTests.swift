import Foundation
import Testing
import VitroGeometry

@testable import VitroRaster

/// The glass field cache gives the floats of a fresh computation, and only for the same key.
@Suite(.serialized) struct GlassUnionCacheTests {
    static func key(x: Double) -> GlassUnionCache.Key {
        GlassUnionCache.Key(
            geometries: [
                .capsule(Rect2D(x: x, y: 20, width: 90, height: 40)),
                .ellipse(Rect2D(x: x + 80, y: 18, width: 44, height: 44)),
            ], k: 12, blends: [nil, nil], fieldRect: PixelRect(x: 0, y: 0, width: 200, height: 80), band: 14, margin: 14
        )
    }

    static func fresh(_ key: GlassUnionCache.Key) -> GlassUnion {
        GlassUnion(
            geometries: key.geometries, k: key.k, blends: key.blends, fieldRect: key.fieldRect, band: key.band,
            margin: key.margin)
    }

    @Test func aCachedFieldIsTheFreshOne() {
        GlassUnionCache.shared.removeAll()
        let key = Self.key(x: 10)
        var made = 0
        let first = GlassUnionCache.shared.union(key) {
            made += 1
            return Self.fresh(key)
        }
        let again = GlassUnionCache.shared.union(key) {
            made += 1
            return Self.fresh(key)
        }
        let fresh = Self.fresh(key)
        #expect(made == 1)
        for u in [first, again] {
            #expect(u.values.map(\.bitPattern) == fresh.values.map(\.bitPattern))
            #expect(u.owner == fresh.owner && u.second == fresh.second)
            #expect(u.share.map(\.bitPattern) == fresh.share.map(\.bitPattern))
        }
        GlassUnionCache.shared.removeAll()
    }

    @Test func movedShapesAreComputedAgain() {
        GlassUnionCache.shared.removeAll()
        var made = 0
        for x in [10.0, 10.5, 10.0] {
            let key = Self.key(x: x)
            let u = GlassUnionCache.shared.union(key) {
                made += 1
                return Self.fresh(key)
            }
            #expect(u.values.map(\.bitPattern) == Self.fresh(key).values.map(\.bitPattern))
        }
        #expect(made == 2)
        GlassUnionCache.shared.removeAll()
    }

    /// A crop copies the pixels of its rectangle, large (rows in bands) or small.
    @Test(arguments: [(1300, 900), (40, 30)])
    func aCropHoldsItsRectanglesPixels(size: (Int, Int)) throws {
        var p = try Pixmap(width: size.0, height: size.1)
        for y in 0..<size.1 {
            for x in 0..<size.0 {
                p[x, y] = SIMD4(UInt8(x % 256), UInt8(y % 256), UInt8((x ^ y) % 256), 255)
            }
        }
        let r = PixelRect(x: 7, y: 5, width: size.0 - 20, height: size.1 - 9)
        let crop = try #require(p.cropped(to: r))
        #expect(crop.width == r.width && crop.height == r.height)
        var same = true
        for y in 0..<r.height {
            for x in 0..<r.width where crop[x, y] != p[r.x + x, r.y + y] { same = false }
        }
        #expect(same)
        #expect(try Pixmap(width: size.0, height: size.1).data.allSatisfy { $0 == 0 })
    }
}
