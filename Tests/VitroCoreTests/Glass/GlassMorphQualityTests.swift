import Foundation
import Testing
import Vitro
import VitroTestSupport

@testable import VitroRaster
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Morph quality on SwiftUI's glass toggle example (docs/reference/seeds.md#glass-api) (the eraser
/// growing out of the pencil inside a `GlassEffectContainer` of spacing 40 over a checkerboard, at
/// 60 frames a second): from one frame to the next the glass outline moves (Hausdorff distance) at
/// most the layout's own displacement plus 1 px, and its area changes by at most 15 % of the whole
/// change.
///
/// The outline is the one the glass is drawn by: the zero line of the smooth union of the
/// frame's shapes, on the pixel grid (the rim's optics over a two-pixel checkerboard move the
/// pixels that differ from the backdrop by ±2 px on their own). The area is measured on the
/// rendered pixels.
@MainActor
@Suite struct GlassMorphQualityTests {
    /// The glass of one frame: pixels that differ from the bare checkerboard by more than 0.2
    /// luma, in regions of at least 50 pixels (lone pixels are not glass).
    static func glassMask(_ p: Pixmap, bare: Pixmap) -> [Bool] {
        let w = p.width
        let h = p.height
        var raw = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w { raw[y * w + x] = abs(GlassScene.luma(p[x, y]) - GlassScene.luma(bare[x, y])) > 0.2 }
        }
        var mask = [Bool](repeating: false, count: w * h)
        var seen = [Bool](repeating: false, count: w * h)
        for start in raw.indices where raw[start] && !seen[start] {
            var stack = [start]
            var region: [Int] = []
            seen[start] = true
            while let i = stack.popLast() {
                region.append(i)
                let x = i % w
                let y = i / w
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < w && ny < h && raw[ny * w + nx] && !seen[ny * w + nx] {
                    seen[ny * w + nx] = true
                    stack.append(ny * w + nx)
                }
            }
            if region.count >= 50 { for i in region { mask[i] = true } }
        }
        return mask
    }

    /// The mask's boundary pixels: inside, with a 4-neighbor outside.
    static func outline(_ mask: [Bool], width w: Int) -> [SIMD2<Double>] {
        let h = mask.count / w
        var points: [SIMD2<Double>] = []
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let left = x == 0 || !mask[y * w + x - 1]
                let right = x == w - 1 || !mask[y * w + x + 1]
                let up = y == 0 || !mask[(y - 1) * w + x]
                let down = y == h - 1 || !mask[(y + 1) * w + x]
                if left || right || up || down { points.append(SIMD2(Double(x), Double(y))) }
            }
        }
        return points
    }

    /// The Hausdorff distance between two point sets (pixels).
    static func hausdorff(_ a: [SIMD2<Double>], _ b: [SIMD2<Double>]) -> Double {
        func directed(_ p: [SIMD2<Double>], _ q: [SIMD2<Double>]) -> Double {
            var worst = 0.0
            for u in p {
                var best = Double.infinity
                for v in q {
                    let d = u - v
                    let dd = d.x * d.x + d.y * d.y
                    if dd < best {
                        best = dd
                        if best <= worst { break }
                    }
                }
                worst = max(worst, best)
            }
            return worst.squareRoot()
        }
        return max(directed(a, b), directed(b, a))
    }

    /// The glass of one frame as its field draws it: the pixels inside the smooth union of the
    /// shapes of every glass item in the list (at scale 1).
    static func fieldMask(_ list: DisplayList, width: Int, height: Int) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                switch item {
                case .group(_, let children): visit(children)
                case .glass(let glass):
                    let group = GlassRecipe.group(glass, transform: .identity, colorSpace: .sRGB)
                    let union = GlassUnion(
                        geometries: group.shapes.map(\.geometry), k: Float(group.spacing),
                        blends: group.shapes.map { $0.blend.map { Float($0) } },
                        fieldRect: PixelRect(x: 0, y: 0, width: width, height: height), band: 400, margin: 0)
                    for i in mask.indices where union.values[i] < 0 { mask[i] = true }
                default: continue
                }
            }
        }
        visit(list.items)
        return mask
    }

    /// The connected regions of a mask (4-neighbors).
    static func pieces(_ mask: [Bool], _ w: Int) -> Int {
        var seen = [Bool](repeating: false, count: mask.count)
        var count = 0
        for start in mask.indices where mask[start] && !seen[start] {
            count += 1
            var stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                for j in [i - 1, i + 1, i - w, i + w] where j >= 0 && j < mask.count && mask[j] && !seen[j] {
                    // Left and right neighbors stay on the row.
                    if (j == i - 1 || j == i + 1) && j / w != i / w { continue }
                    seen[j] = true
                    stack.append(j)
                }
            }
        }
        return count
    }

    /// The frames of the glass shapes in a display list, by glass id (points).
    static func glassFrames(_ list: DisplayList) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                switch item {
                case .group(_, let children): visit(children)
                case .glass(let glass):
                    for e in glass.elements { frames[e.id.map { "\($0)" } ?? "?"] = e.geometry.bounds.cgRect }
                default: continue
                }
            }
        }
        visit(list.items)
        return frames
    }

    /// How far the layout moved a glass shape between two frames: the farthest any corner of
    /// any shape's frame went (pixels at scale 1).
    static func displacement(_ a: [String: CGRect], _ b: [String: CGRect]) -> Double {
        var worst = 0.0
        for (id, r) in a {
            guard let s = b[id] else { continue }
            for (p, q) in [
                (CGPoint(x: r.minX, y: r.minY), CGPoint(x: s.minX, y: s.minY)),
                (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: s.maxX, y: s.minY)),
                (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: s.minX, y: s.maxY)),
                (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: s.maxX, y: s.maxY)),
            ] {
                worst = max(worst, Double(hypot(p.x - q.x, p.y - q.y)))
            }
        }
        return worst
    }

    @Test(arguments: [true, false])
    func theTogglesGlassMovesNoFasterThanItsLayoutAndGrowsWithoutPopping(expanding: Bool) throws {
        let toolbox = Toolbox()
        toolbox.isExpanded = !expanding
        let host = ViewHost(GlassToggle.Tools(toolbox: toolbox))
        _ = try host.render()
        host.perform { withAnimation(.easeInOut(duration: 0.5)) { toolbox.isExpanded = expanding } }
        let fps = 60
        let frameCount = 31
        let lists = (0..<frameCount).map { host.displayList(at: Double($0) / Double(fps)) }
        let frames = try host.renderTransition(fps: fps).map { $0.pixmap() }
        try #require(frames.count == frameCount)
        let size = GlassToggle.size
        let bare = try ImageRenderer(
            content: GlassToggle.blackBackdrop.frame(width: size.width, height: size.height)
        )
        .renderPixmap()
        let masks = frames.map { Self.glassMask($0, bare: bare) }
        let areas = masks.map { Double($0.count { $0 }) }
        let total = abs(areas[frameCount - 1] - areas[0])
        #expect(total > 3000, "the eraser's glass comes or goes: \(areas[0]) → \(areas[frameCount - 1]) px")
        let shapes = lists.map(Self.glassFrames)
        let fieldOutlines = lists.map {
            Self.outline(Self.fieldMask($0, width: bare.width, height: bare.height), width: bare.width)
        }
        // One piece while the eraser is near, two once the bridge has parted: it parts once.
        let pieces = lists.map { Self.pieces(Self.fieldMask($0, width: bare.width, height: bare.height), bare.width) }
        let order = expanding ? pieces : pieces.reversed()
        #expect(order.first == 1 && order.last == 2, "\(pieces)")
        #expect(zip(order, order.dropFirst()).allSatisfy { $0 <= $1 }, "\(pieces)")
        for k in 0..<(frameCount - 1) {
            let moved = Self.hausdorff(fieldOutlines[k], fieldOutlines[k + 1])
            let layout = Self.displacement(shapes[k], shapes[k + 1])
            let message: Comment = "frame \(k)→\(k + 1): outline moved \(moved) px, layout \(layout) px"
            #expect(moved <= layout + 1, message)
            let step = abs(areas[k + 1] - areas[k])
            #expect(step <= 0.15 * total, "frame \(k)→\(k + 1): area changed \(step) of \(total) px")
        }
    }
}
