import Foundation
import Testing
import Vitro
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The built-in symbol set: its size, that no two symbols draw the same image, and that each
/// family's variants differ from each other.
@MainActor
@Suite struct SymbolSetTests {
    static let cell = 32
    static let columns = 24

    /// Every symbol drawn black in a 32 pt cell at 2×, one grid, and each cell's coverage.
    static let masks: [String: [UInt8]] = {
        let names = Image.builtInSymbolNames
        let rows = (names.count + columns - 1) / columns
        let grid = VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<columns, id: \.self) { col in
                        let i = row * columns + col
                        Image(systemName: i < names.count ? names[i] : "")
                            .font(.system(size: 22))
                            .foregroundStyle(.black)
                            .frame(width: CGFloat(cell), height: CGFloat(cell))
                    }
                }
            }
        }
        let renderer = ImageRenderer(content: grid)
        renderer.scale = 2
        guard let image = try? renderer.render() else { return [:] }
        let side = cell * 2
        var out: [String: [UInt8]] = [:]
        for (i, name) in names.enumerated() {
            let x0 = (i % columns) * side
            let y0 = (i / columns) * side
            var mask = [UInt8](repeating: 0, count: side * side)
            for y in 0..<side {
                for x in 0..<side {
                    let alpha = image.samples[((y0 + y) * image.width + x0 + x) * 4 + 3]
                    mask[y * side + x] = UInt8(alpha >> 8)
                }
            }
            out[name] = mask
        }
        return out
    }()

    /// Pixels where two masks differ by more than half coverage.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).reduce(0) { $0 + (abs(Int($1.0) - Int($1.1)) > 128 ? 1 : 0) }
    }

    /// Old SF Symbols names kept as aliases of the renamed ones, and names SF Symbols gives the
    /// same artwork: drawn as the name they stand for.
    static let aliases = [
        "line.horizontal.3": "line.3.horizontal",
        "line.horizontal.3.decrease": "line.3.horizontal.decrease",
        "line.horizontal.3.decrease.circle": "line.3.horizontal.decrease.circle",
        "line.horizontal.3.decrease.circle.fill": "line.3.horizontal.decrease.circle.fill",
    ].merging(
        // The second set's aliases, except names the first set draws itself.
        SymbolCatalog.aliases2.filter {
            SymbolCatalog.symbols[$0.key] == nil && SymbolCatalog.glyphSymbols[$0.key] == nil
        }
    ) { a, _ in a }

    /// The name a symbol draws as.
    static func canonical(_ name: String) -> String { aliases[name] ?? name }

    @Test func theSetHasAtLeastThreeHundredSymbols() {
        #expect(Image.builtInSymbolNames.count >= 300)
    }

    @Test func everySymbolDrawsSomething() {
        for (name, mask) in Self.masks {
            let covered = mask.filter { $0 > 128 }.count
            #expect(covered > 20, "\(name) covers \(covered) pixels")
        }
    }

    @Test func noTwoSymbolsDrawTheSameImage() {
        var seen: [[UInt8]: String] = [:]
        for name in Image.builtInSymbolNames {
            guard let mask = Self.masks[name] else { continue }
            // Coverage quantized to four levels: near-identical drawings collide too.
            let key = mask.map { $0 >> 6 }
            if let other = seen[key], Self.canonical(name) != Self.canonical(other) {
                Issue.record("\(name) draws the same image as \(other)")
            }
            seen[key] = name
        }
        #expect(seen.count == Self.masks.count - Self.aliases.count)
    }

    @Test func variantsOfAFamilyDifferFromEachOther() {
        let suffixes = ["", ".fill", ".circle", ".circle.fill", ".square", ".square.fill", ".slash", ".slash.fill"]
        var families = 0
        for base in Image.builtInSymbolNames where !suffixes.dropFirst().contains(where: { base.hasSuffix($0) }) {
            let variants = suffixes.compactMap { s in Self.masks[base + s].map { (base + s, $0) } }
            guard variants.count > 1 else { continue }
            families += 1
            for i in variants.indices {
                for j in variants.indices where j > i {
                    // At least 1 % of the 64 × 64 cell differs by more than half coverage.
                    let d = Self.difference(variants[i].1, variants[j].1)
                    #expect(d > 40, "\(variants[i].0) and \(variants[j].0) differ in only \(d) pixels")
                }
            }
        }
        #expect(families > 60)
    }

    @Test func aFillVariantCoversMoreThanItsOutline() {
        for (base, fill) in [
            ("bookmark", "bookmark.fill"), ("cart", "cart.fill"), ("heart.circle", "heart.circle.fill"),
        ] {
            guard let a = Self.masks[base], let b = Self.masks[fill] else {
                Issue.record("missing \(base) or \(fill)")
                continue
            }
            #expect(b.filter { $0 > 128 }.count > a.filter { $0 > 128 }.count, "\(fill) over \(base)")
        }
    }

    @Test func aCircleFillVariantCutsItsGlyphOutOfTheDisc() {
        // The center of `play.circle.fill` is the cut-out triangle: transparent, while the
        // ring between the glyph and the edge is covered.
        guard let mask = Self.masks["play.circle.fill"] else {
            Issue.record("play.circle.fill is missing")
            return
        }
        let side = Self.cell * 2
        #expect(mask[32 * side + 32] < 64)
        #expect(mask[32 * side + 16] > 200)
    }

    @Test func theNamesTheCorpusAsksForAreDrawn() {
        for name in [
            "wand.and.stars", "square.stack.3d.up.fill", "waveform", "timer", "sparkles", "shippingbox", "cart",
            "hand.thumbsup", "bookmark.fill", "cloud.rain.fill", "square.grid.3x1.below.line.grid.1x2",
            "person.crop.circle.fill", "square.righthalf.fill", "hourglass.bottomhalf.fill", "building.2",
        ] {
            #expect(Image.builtInSymbolNames.contains(name), "\(name)")
        }
    }
}
