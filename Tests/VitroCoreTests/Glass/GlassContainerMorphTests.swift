import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// SwiftUI's glass toggle example (docs/reference/seeds.md#glass-api): the eraser grows out of the
/// pencil inside a `GlassEffectContainer` as the view host draws the transition.
@MainActor
@Suite struct GlassContainerMorphTests {
    /// Regions of at least 50 pixels differing from the bare backdrop by more than 0.2 luma.
    static func pieces(_ p: Pixmap, bare: Pixmap) -> Int {
        let w = p.width
        let h = p.height
        var glass = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w { glass[y * w + x] = abs(GlassScene.luma(p[x, y]) - GlassScene.luma(bare[x, y])) > 0.2 }
        }
        var seen = [Bool](repeating: false, count: w * h)
        var count = 0
        for start in glass.indices where glass[start] && !seen[start] {
            var stack = [start]
            var area = 0
            seen[start] = true
            while let i = stack.popLast() {
                area += 1
                let x = i % w
                let y = i / w
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < w && ny < h {
                    let j = ny * w + nx
                    if glass[j] && !seen[j] {
                        seen[j] = true
                        stack.append(j)
                    }
                }
            }
            if area >= 50 { count += 1 }
        }
        return count
    }

    @Test func theBridgeEasesBackToTheSpacingAndChangesWithoutJumps() {
        // The pencil, and an 80 pt eraser beside it `g` points to its right.
        let pencil = CGRect(x: 0, y: 0, width: 80, height: 80)
        func k(_ g: CGFloat) -> CGFloat {
            GlassMorph.blend(pencil, CGRect(x: 80 + g, y: 0, width: 80, height: 80), spacing: 40)
        }
        // From the spacing on, and far inside the neighbor, k is the spacing: the rest state.
        for g: CGFloat in [40, 41, 100, -200] { #expect(abs(k(g) - 40) < 1e-9, "gap \(g): \(k(g))") }
        // The bridge parts at half the spacing (k = 2g there), from both sides.
        #expect(abs(k(20) - 40) < 1e-9 && abs(k(19.999) - 40) < 0.01 && abs(k(20.001) - 40) < 0.01)
        // No jumps: k is continuous in the gap (it settles with a square root where the bridge's
        // ends reach the shapes, so a step of 0.01 pt may move it by up to about 1 pt there).
        var g: CGFloat = -80
        var worst: CGFloat = 0
        while g < 60 {
            worst = max(worst, abs(k(g + 0.01) - k(g)))
            g += 0.01
        }
        #expect(worst < 1, "\(worst)")
    }

    @Test func theEraserGrowsOutOfThePencilAsOnePieceOfGlass() throws {
        let toolbox = Toolbox()
        let host = ViewHost(GlassToggle.Tools(toolbox: toolbox))
        host.perform { withAnimation(.easeInOut(duration: 0.5)) { toolbox.isExpanded = true } }
        let frames = try host.renderTransition(fps: 20).map { $0.pixmap() }
        try #require(frames.count == 11)
        let bare = try ImageRenderer(
            content: GlassToggle.blackBackdrop.frame(width: GlassToggle.size.width, height: GlassToggle.size.height)
        )
        .renderPixmap()
        #expect(
            GlassToggle.psnr(frames[0], try GlassToggle.still(false)) >= 45, "the first frame is the collapsed state")
        #expect(GlassToggle.psnr(frames[10], try GlassToggle.still(true)) >= 45, "the last frame is the expanded state")
        // In between, the eraser grows out of the pencil as one piece of glass, until the gap
        // between them passes half the spacing (at about 80 % of the way, frame 7) and the
        // bridge parts, as two shapes at rest that far apart do.
        for k in 1...6 { #expect(Self.pieces(frames[k], bare: bare) == 1, "frame \(k)") }
        #expect(Self.pieces(frames[10], bare: bare) == 2)
        // Recorded on the glass: the ids the host matched.
        let list = host.displayList.description
        #expect(list.contains("id pencil") && list.contains("id eraser"), "\(list)")
    }
}
