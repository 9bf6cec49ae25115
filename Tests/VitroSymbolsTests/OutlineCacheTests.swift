import Testing
import VitroGeometry

@testable import VitroSymbols

/// A symbol part builds its outline once per stroke width; every later draw gets the same one.
@Suite struct OutlineCacheTests {
    @Test func aPartBuildsEachStrokeWidthOnce() throws {
        let symbol = try #require(SymbolCatalog.symbol(named: "star.fill"))
        let part = try #require(symbol.parts.first)
        let thin = Symbol.strokeWidth(weight: 400)
        let bold = Symbol.strokeWidth(weight: 700)
        #expect(part.outline(stroke: thin).elements == part.build(thin).elements)
        #expect(part.outline(stroke: bold).elements == part.build(bold).elements)

        let cache = OutlineCache()
        var builds = 0
        func build(_ s: Double) -> BezierPath {
            builds += 1
            return part.build(s)
        }
        let first = cache.outline(stroke: thin, build)
        let again = cache.outline(stroke: thin, build)
        #expect(builds == 1)
        #expect(first.elements == again.elements)
        _ = cache.outline(stroke: bold, build)
        #expect(builds == 2)
    }

    /// A part copied and given another drawing (a symbol scaled into another's badge) draws
    /// its own outline, not the one its original built.
    @Test func aCopyWithAnotherDrawingBuildsItsOwn() throws {
        let part = try #require(SymbolCatalog.symbol(named: "key.fill")?.parts.first)
        let stroke = Symbol.strokeWidth(weight: 400)
        let original = part.outline(stroke: stroke)
        var moved = part
        let build = part.build
        moved.build = { s in build(s).applying(.translation(x: 0.25, y: 0)) }
        #expect(moved.outline(stroke: stroke).elements != original.elements)
        #expect(part.outline(stroke: stroke).elements == original.elements)
    }

    @Test func theCacheStaysSmall() {
        let cache = OutlineCache()
        for i in 0..<100 { _ = cache.outline(stroke: Double(i)) { _ in BezierPath() } }
        var builds = 0
        // The last width is still there; the cache started over on the way rather than growing.
        _ = cache.outline(stroke: 99) { _ in
            builds += 1
            return BezierPath()
        }
        #expect(builds == 0)
        #expect(cache.count <= OutlineCache.capacity)
    }
}
