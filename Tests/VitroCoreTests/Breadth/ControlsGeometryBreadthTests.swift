import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore

/// Small members of geometry, gradients, styles, anchors, keyframes and scroll behaviors.
@MainActor
@Suite struct ControlsGeometryBreadthTests {
    func render(_ view: some View) throws -> RasterImage { try ImageRenderer(content: view).render() }

    @Test func alignmentKeysAndExplicitValues() {
        #expect(HorizontalAlignment.leading.key == HorizontalAlignment.leading.key)
        #expect(HorizontalAlignment.leading.key != HorizontalAlignment.trailing.key)
        #expect(VerticalAlignment.firstTextBaseline.key != VerticalAlignment.lastTextBaseline.key)
        #expect(VerticalAlignment.top.key != VerticalAlignment.firstTextBaseline.key)
        #expect(HorizontalAlignment.center.combineExplicit([10, nil, 20]) == 15)
        #expect(HorizontalAlignment.center.combineExplicit([CGFloat?]([nil, nil])) == nil)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 8, nil]) == 8)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 8, nil]) == 12)
        #expect(VerticalAlignment.center.combineExplicit([12, 8]) == 10)
    }

    @Test func edgeInsetsGrowByCorners() {
        let corners = RectangleCornerInsets(
            topLeading: CGSize(width: 4, height: 6), topTrailing: CGSize(width: 2, height: 9),
            bottomLeading: CGSize(width: 7, height: 1), bottomTrailing: CGSize(width: 3, height: 5))
        let all = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1).inset(by: corners)
        #expect(all == EdgeInsets(top: 10, leading: 8, bottom: 6, trailing: 4))
        let top = EdgeInsets().inset(by: corners, edges: .top)
        #expect(top == EdgeInsets(top: 9, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func cornerRadiiBySubscript() {
        let r = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(r[Edge.Corner.topLeading] == 1 && r[Edge.Corner.bottomLeading] == 2)
        #expect(r[Edge.Corner.bottomTrailing] == 3 && r[Edge.Corner.topTrailing] == 4)
    }

    @Test func anyGradientOfAGradientDrawsTopToBottom() throws {
        let g = AnyGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
        let image = try render(Rectangle().fill(g).frame(width: 20, height: 100))
        let s = Int(image.width / 20)
        let top = image.color(atX: 10 * s, y: 1 * s)
        let bottom = image.color(atX: 10 * s, y: 99 * s)
        #expect(top.red > 0.9 && top.blue < 0.1)
        #expect(bottom.blue > 0.9 && bottom.red < 0.1)
    }

    @Test func perceptualColorSpaceMixesInOklab() throws {
        let gradient = Gradient(colors: [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)])
        let device = try render(Rectangle().fill(gradient.colorSpace(.device)).frame(width: 20, height: 100))
        let perceptual = try render(Rectangle().fill(gradient.colorSpace(.perceptual)).frame(width: 20, height: 100))
        let s = Int(device.width / 20)
        let d = device.color(atX: 10 * s, y: 50 * s)
        let p = perceptual.color(atX: 10 * s, y: 50 * s)
        // sRGB halfway from blue to white is (0.5, 0.5, 1); Oklab's halfway has another hue.
        #expect(abs(d.red - 0.5) < 0.05)
        let mid = Color.mixed(
            RGBColor(red: 0, green: 0, blue: 1, alpha: 1, space: .sRGB),
            RGBColor(red: 1, green: 1, blue: 1, alpha: 1, space: .sRGB), 0.5, perceptual: true)
        #expect(abs(p.red - mid.red) < 0.03 && abs(p.green - mid.green) < 0.03, "\(p) against \(mid)")
        #expect(abs(p.red - d.red) + abs(p.green - d.green) > 0.06, "perceptual \(p) differs from device \(d)")
        let viaAny = try render(
            Rectangle().fill(AnyGradient(gradient).colorSpace(.perceptual)).frame(width: 20, height: 100))
        #expect(abs(viaAny.color(atX: 10 * s, y: 50 * s).red - p.red) < 0.01)
    }

    @Test func styleInARectSpansItsGradientOverThatRect() throws {
        // A horizontal gradient given the rectangle of two 50-point halves: the left half ends
        // at the middle color instead of the right one.
        let style = LinearGradient(
            colors: [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1)], startPoint: .leading,
            endPoint: .trailing)
        let image = try render(
            Rectangle().fill(style.in(CGRect(x: 0, y: 0, width: 100, height: 10))).frame(width: 50, height: 10))
        let s = Int(image.width / 50)
        let right = image.color(atX: 49 * s, y: 5 * s)
        #expect(right.red > 0.4 && right.red < 0.6, "the right edge at the gradient's middle, got \(right.red)")
    }

    @Test func anchorSourcesOfArraysAndOptionals() {
        let many = Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])
        let values = many.make(CGRect(x: 10, y: 20, width: 30, height: 40), .zero)
        #expect(values == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 60)])
        let some = Anchor<CGRect?>.Source(Anchor<CGRect>.Source.bounds)
        #expect(some.make(CGRect(x: 1, y: 2, width: 3, height: 4), .zero) == CGRect(x: 1, y: 2, width: 3, height: 4))
        let none = Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?)
        #expect(none.make(CGRect(x: 1, y: 2, width: 3, height: 4), .zero) == nil)
    }

    struct Wobble {
        var x: Double = 0
    }

    @Test func keyframesBuilderTakesIfElse() {
        func timeline(_ high: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0) {
                if high {
                    LinearKeyframe(100.0, duration: 1)
                } else {
                    LinearKeyframe(10.0, duration: 1)
                }
            }
        }
        #expect(abs(timeline(true).value(time: 1) - 100) < 0.001)
        #expect(abs(timeline(false).value(time: 1) - 10) < 0.001)
    }

    @Test func scrollTargetBehaviorProperties() {
        var env = EnvironmentValues()
        env.horizontalSizeClass = .compact
        let compact = ScrollTargetBehaviorPropertiesContext(axes: .horizontal, environment: env)
        env.horizontalSizeClass = .regular
        let regular = ScrollTargetBehaviorPropertiesContext(axes: .horizontal, environment: env)
        #expect(ScrollTargetBehaviorProperties().limitsScrolls == false)
        #expect(ViewAlignedScrollTargetBehavior().properties(context: compact).limitsScrolls)
        #expect(!ViewAlignedScrollTargetBehavior().properties(context: regular).limitsScrolls)
        #expect(ViewAlignedScrollTargetBehavior(limitBehavior: .always).properties(context: regular).limitsScrolls)
        #expect(!ViewAlignedScrollTargetBehavior(limitBehavior: .never).properties(context: compact).limitsScrolls)
        #expect(!PagingScrollTargetBehavior().properties(context: compact).limitsScrolls)
        #expect(
            AnyScrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne)).properties(context: regular)
                .limitsScrolls)
        #expect(compact.axes == .horizontal && compact.horizontalSizeClass == .compact)
    }

    @Test func imageSymbolColorRenderingModeOverridesTheEnvironment() throws {
        func draw(_ image: Image) throws -> RasterImage {
            try render(image.font(.system(size: 60)).foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.9)))
        }
        let flat = try draw(Image(systemName: "square.fill"))
        let gradient = try draw(Image(systemName: "square.fill").symbolColorRenderingMode(.gradient))
        func column(_ image: RasterImage) -> [Double] {
            let x = image.width / 2
            return stride(from: image.height / 5, to: image.height * 4 / 5, by: max(1, image.height / 10)).map {
                image.color(atX: x, y: $0).red
            }
        }
        let f = column(flat)
        let g = column(gradient)
        #expect((f.max()! - f.min()!) < 0.02, "flat: one color down the symbol")
        #expect((g.max()! - g.min()!) > 0.04, "gradient: lighter at the top")
        #expect(Image(systemName: "a").symbolVariableValueMode(.draw) != Image(systemName: "a"))
    }
}

@MainActor
@Suite struct CornerStyleAnimationTests {
    @Test func cornerStylesInterpolate() {
        let from = Edge.Corner.Style.fixed(10).animatableData
        let to = Edge.Corner.Style.fixed(30).animatableData
        var style = Edge.Corner.Style.fixed(0)
        style.animatableData = from.interpolated(towards: to, amount: 0.5)
        #expect(style == .fixed(20))
        style.animatableData = from.interpolated(
            towards: Edge.Corner.Style.concentric(minimum: 4).animatableData, amount: 0.75)
        #expect(style == .concentric(minimum: 5.5))
        #expect(Edge.Corner.Style.AnimatableData.zero.magnitudeSquared == 0)
        var v = to
        v.scale(by: 0.5)
        #expect(v.magnitudeSquared == 225)
    }
}

@MainActor
@Suite struct DynamicViewContentTests {
    func count<V: DynamicViewContent>(_ content: V) -> Int { content.data.count }

    @Test func forEachIsDynamicViewContent() {
        let rows = ForEach(["a", "b", "c"], id: \.self) { Text($0) }
        #expect(count(rows) == 3)
        #expect(count(rows.dropDestination(for: String.self) { _, _ in }) == 3)
    }
}

@MainActor
@Suite struct MaterialActiveAppearanceEnvironmentTests {
    struct Reader: View {
        @Environment(\.materialActiveAppearance) var appearance
        var body: some View { Text(verbatim: appearance == .active ? "active" : "other") }
    }

    @Test func theModifierSetsTheEnvironment() {
        var env = EnvironmentValues()
        #expect(env.materialActiveAppearance == .automatic)
        env.materialActiveAppearance = .matchWindow
        #expect(env.materialActiveAppearance == .matchWindow)
        let list = ImageRenderer(content: Reader().materialActiveAppearance(.active)).displayList.description
        #expect(list.contains("text \"active\""))
    }
}
