import Foundation
import Testing
import Vitro
import VitroGeometry
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// `GlassEffectContainer` and `glassEffectUnion`: shapes merging by the container's spacing
/// (docs/reference/glass-figures.md#container-spacing: k = spacing), unions joining into one shape,
/// measured by the glass's coverage over black.
@MainActor
@Suite struct GlassContainerTests {
    static let size = CGSize(width: 320, height: 160)

    /// Two glass circles of `diameter` points, `gap` points apart, in a container of `spacing`
    /// (or each on its own without one).
    func circles(gap: CGFloat, spacing: CGFloat?, diameter: CGFloat = 80) -> some View {
        let pair = HStack(spacing: gap) {
            Color.clear.frame(width: diameter, height: diameter).glassEffect(.regular, in: .circle)
            Color.clear.frame(width: diameter, height: diameter).glassEffect(.regular, in: .circle)
        }
        return Group {
            if let spacing {
                GlassEffectContainer(spacing: spacing) { pair }
            } else {
                pair
            }
        }
    }

    /// Black: the nearly opaque glass of Reduce Transparency is light over it wherever there is
    /// glass, while shadow and contour around glass cannot darken it.
    static func blackBackdrop(_ size: CGSize, _ scale: CGFloat) -> some View {
        GlassScene.backdrop(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale) { _, _ in
            RGBColor(0, 0, 0)
        }
    }

    /// `view` over black, with Reduce Transparency on: glass as small as these circles barely
    /// changes what lies beneath in the default look (Apple's 64 pt capsule keeps 96 % of a
    /// grid's contrast, docs/reference/glass-measurements.md), so the outline is told from the
    /// backdrop by the nearly opaque face instead. Outlines, merging and bridges are the same in
    /// both looks.
    func render(_ view: some View, scale: CGFloat = 1, size: CGSize = Self.size) -> Pixmap {
        GlassScene.render(
            view.environment(\.accessibilityReduceTransparency, true), over: Self.blackBackdrop(size, scale),
            size: size,
            scale: scale)
    }

    /// Pieces of glass: 4-connected regions of pixels whose luma differs from the bare
    /// backdrop's by more than the shadow and contour can make it (0.2), of at least 50 pixels
    /// a point (stray pixels along an outline are not pieces).
    func pieces(_ p: Pixmap, scale: CGFloat = 1, size: CGSize = Self.size) -> Int {
        let bare = render(EmptyView(), scale: scale, size: size)
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
            defer { if Double(area) >= 50 * Double(scale * scale) { count += 1 } }
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
        }
        return count
    }

    /// How many pixels of row `y` are glass (differ from the bare backdrop as `pieces` says).
    func glassWidth(_ p: Pixmap, row y: Int, scale: CGFloat) -> Int {
        let bare = render(EmptyView(), scale: scale)
        return (0..<p.width).filter { abs(GlassScene.luma(p[$0, y]) - GlassScene.luma(bare[$0, y])) > 0.2 }.count
    }

    @Test func twoCirclesWellWithinTheSpacingAreOnePieceOfGlass() {
        #expect(pieces(render(circles(gap: 8, spacing: 40))) == 1)
        #expect(pieces(render(circles(gap: 14, spacing: 40))) == 1)
        // The same circles without a container stay apart: the measure can tell.
        #expect(pieces(render(circles(gap: 8, spacing: nil))) == 2)
    }

    @Test func twoCirclesAtOrBeyondTheSpacingAreTwoPieces() {
        for gap: CGFloat in [40, 60] {
            #expect(pieces(render(circles(gap: gap, spacing: 40))) == 2, "gap \(gap)")
        }
    }

    @Test func atOrBeyondTheSpacingTheOutlinesAreUndeformed() {
        // Inside the circles (to half a pixel within the outline, at 2x: bezel and rim included)
        // the container draws what each circle draws alone, and the glass spans as many pixels
        // along the row through their centers: the union has not moved their outlines.
        for gap: CGFloat in [40, 60] {
            let merged = render(circles(gap: gap, spacing: 40), scale: 2)
            let alone = render(circles(gap: gap, spacing: nil), scale: 2)
            let cy = Double(merged.height) / 2
            let cx = Double(merged.width) / 2
            let r = 80.0
            // Circle centers (pixels): half the gap and the radius either side of the middle.
            let centers: [Double] = [cx - Double(gap + 80), cx + Double(gap + 80)]
            var worst = 0
            for y in 0..<merged.height {
                for x in 0..<merged.width {
                    let px = Double(x) + 0.5
                    let py = Double(y) + 0.5
                    func inside(_ c: Double) -> Bool {
                        let dx = px - c
                        let dy = py - cy
                        return (dx * dx + dy * dy).squareRoot() <= r - 0.5
                    }
                    guard centers.contains(where: inside) else { continue }
                    let a = merged[x, y]
                    let b = alone[x, y]
                    for k in 0..<3 { worst = max(worst, abs(Int(a[k]) - Int(b[k]))) }
                }
            }
            // A few levels of 255 at most: the pixels are the same glass, read through a field
            // whose far side (beyond the outline) the neighbor has changed.
            #expect(worst <= 4, "gap \(gap): \(worst)")
            let row = merged.height / 2
            #expect(glassWidth(merged, row: row, scale: 2) == glassWidth(alone, row: row, scale: 2))
        }
    }

    @Test func belowTheSpacingFacingEdgesReachTowardEachOther() {
        // Between the bridge (gap < spacing / 2) and the spacing, the circles stay apart but
        // their facing edges bulge toward each other.
        // (k − g)² / 4k = 1.25 px on each side at 2x, none at all for the circles alone.
        let merged = render(circles(gap: 30, spacing: 40), scale: 2)
        let alone = render(circles(gap: 30, spacing: nil), scale: 2)
        #expect(pieces(merged, scale: 2) == 2)
        let y = merged.height / 2
        #expect(glassWidth(merged, row: y, scale: 2) >= glassWidth(alone, row: y, scale: 2) + 2)
    }

    @Test func aLoneGlassViewIsAGroupOfOneAndAContainerIsOneGroup() {
        let alone = ImageRenderer(content: circles(gap: 8, spacing: nil)).displayList.items
        #expect(Self.glassItems(alone).map(\.elements.count) == [1, 1])
        let contained = ImageRenderer(content: circles(gap: 8, spacing: 40)).displayList.items
        let groups = Self.glassItems(contained)
        #expect(groups.map(\.elements.count) == [2])
        #expect(groups.first?.spacing == 40)
    }

    @Test func aContainerWithoutSpacingUsesTheDocumentedDefault() {
        let list = ImageRenderer(content: circles(gap: 8, spacing: nil).modifier(ContainedIn())).displayList.items
        #expect(Self.glassItems(list).first?.spacing == GlassEffectContainer<EmptyView>.defaultSpacing)
    }

    struct ContainedIn: ViewModifier {
        func body(content: Content) -> some View { GlassEffectContainer { content } }
    }

    static func glassItems(_ items: [DisplayList.Item]) -> [GlassItem] {
        items.flatMap { item -> [GlassItem] in
            switch item {
            case .glass(let g): [g]
            case .group(_, let children): glassItems(children)
            default: []
            }
        }
    }

    @Test func eachShapeKeepsItsTintBlendedAcrossTheBridge() {
        let pair = GlassEffectContainer(spacing: 40) {
            HStack(spacing: 8) {
                Color.clear.frame(width: 80, height: 80).glassEffect(.regular.tint(.red), in: .circle)
                Color.clear.frame(width: 80, height: 80).glassEffect(.regular.tint(.blue), in: .circle)
            }
        }
        let p = render(pair)
        let y = p.height / 2
        let left = p[160 - 44, y]
        let right = p[160 + 44, y]
        let middle = p[160, y]
        #expect(left.x > left.z + 60, "red on the left: \(left)")
        #expect(right.z > right.x + 60, "blue on the right: \(right)")
        // Across the bridge both stains mix: neither red nor blue dominates there.
        #expect(abs(Int(middle.x) - Int(middle.z)) < 60, "mixed in the bridge: \(middle)")
    }

    @Test func theUnionExampleGivesOneCapsulePerUnionOverItsMembers() throws {
        struct Symbols: View {
            @Namespace var namespace
            var body: some View {
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 20) {
                        ForEach(0..<4, id: \.self) { item in
                            Color.clear.frame(width: 80, height: 80).glassEffect()
                                .glassEffectUnion(id: item < 2 ? "1" : "2", namespace: namespace)
                        }
                    }
                }
            }
        }
        let renderer = ImageRenderer(content: Symbols().frame(width: 420, height: 140))
        let groups = Self.glassItems(renderer.displayList.items)
        try #require(groups.count == 1)
        let elements = groups[0].elements
        try #require(elements.count == 2)
        // The HStack is 380 pt wide, centered in 420: members at 20, 120, 220, 320.
        let expected = [CGRect(x: 20, y: 30, width: 180, height: 80), CGRect(x: 220, y: 30, width: 180, height: 80)]
        for (e, r) in zip(elements, expected) {
            let b = e.geometry.bounds
            #expect(abs(b.x - r.minX) <= 1 && abs(b.y - r.minY) <= 1, "\(b)")
            #expect(abs(b.width - r.width) <= 1 && abs(b.height - r.height) <= 1, "\(b)")
            guard case .roundedRect(_, let radii) = e.geometry else {
                Issue.record("a capsule: \(e.geometry)")
                continue
            }
            #expect(abs(radii.topLeft - 40) <= 1, "a capsule's radius is half its height")
        }
        // In pixels: the gap between the members of a union is glass, between unions it is not.
        let wide = CGSize(width: 420, height: 140)
        let p = render(Symbols(), size: wide)
        let bare = render(EmptyView(), size: wide)
        func differs(_ x: Int) -> Bool { abs(GlassScene.luma(p[x, 70]) - GlassScene.luma(bare[x, 70])) > 0.2 }
        #expect(differs(110) && differs(111), "glass between the members of a union")
        #expect(!differs(210) && !differs(211), "no glass between the unions")
        #expect(pieces(p, size: wide) == 2)
    }

    @Test func unionsJoinOnlyTheSameGlassAndShape() {
        struct Mixed: View {
            @Namespace var namespace
            var body: some View {
                GlassEffectContainer(spacing: 0) {
                    HStack(spacing: 20) {
                        Color.clear.frame(width: 60, height: 60).glassEffect()
                            .glassEffectUnion(id: 1, namespace: namespace)
                        Color.clear.frame(width: 60, height: 60).glassEffect(.regular, in: .circle)
                            .glassEffectUnion(id: 1, namespace: namespace)
                        Color.clear.frame(width: 60, height: 60).glassEffect(.regular.tint(.red))
                            .glassEffectUnion(id: 1, namespace: namespace)
                        Color.clear.frame(width: 60, height: 60).glassEffect()
                            .glassEffectUnion(id: 1, namespace: namespace)
                    }
                }
            }
        }
        let groups = Self.glassItems(ImageRenderer(content: Mixed()).displayList.items)
        #expect(
            groups.map(\.elements.count) == [3], "the two plain capsules join; the circle and the tinted one do not")
    }

    @Test func aStarPathMergesWithACapsule() {
        struct Star: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                let c = CGPoint(x: rect.midX, y: rect.midY)
                let outer = min(rect.width, rect.height) / 2
                for i in 0..<10 {
                    let r = i % 2 == 0 ? outer : outer * 0.45
                    let a = Double(i) * .pi / 5 - .pi / 2
                    let q = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                    if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
                }
                p.closeSubpath()
                return p
            }
        }
        func pair(_ container: Bool) -> some View {
            let content = HStack(spacing: 6) {
                Color.clear.frame(width: 100, height: 100).glassEffect(.regular, in: Star())
                Color.clear.frame(width: 120, height: 56).glassEffect()
            }
            return Group {
                if container { GlassEffectContainer(spacing: 40) { content } } else { content }
            }
        }
        #expect(pieces(render(pair(true))) == 1)
        #expect(pieces(render(pair(false))) == 2)
    }

    @Test func seedContainerExamplesRender() throws {
        struct PencilAndEraser: View {
            var body: some View {
                GlassEffectContainer(spacing: 40.0) {
                    HStack(spacing: 40.0) {
                        Color.clear.frame(width: 80.0, height: 80.0).glassEffect()
                        Color.clear.frame(width: 80.0, height: 80.0).glassEffect().offset(x: -40.0, y: 0.0)
                    }
                }
            }
        }
        let p = render(PencilAndEraser())
        // The offset brings the eraser against the pencil: one piece of glass.
        #expect(pieces(p) == 1)
        let groups = Self.glassItems(ImageRenderer(content: PencilAndEraser()).displayList.items)
        #expect(groups.map(\.elements.count) == [2])
    }
}
