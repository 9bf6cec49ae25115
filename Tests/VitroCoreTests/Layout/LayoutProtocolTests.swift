import Foundation
import Testing
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Apple's "Composing custom layouts with SwiftUI" sample layout: equal-width buttons side by
/// side, each as wide as the widest one's ideal width.
private struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 10

    func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let m = maxSize(subviews)
        return CGSize(
            width: m.width * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1), height: m.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = maxSize(subviews)
        var x = bounds.minX + m.width / 2
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(m))
            x += m.width + spacing
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks subviews vertically in order of their rank, counting how often it made its cache.
private struct RankedStack: Layout {
    final class Counter: @unchecked Sendable { var caches = 0 }
    let counter: Counter

    struct Cache { var order: [Int] }

    func makeCache(subviews: Subviews) -> Cache {
        counter.caches += 1
        return Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for i in cache.order {
            let s = subviews[i].sizeThatFits(.unspecified)
            subviews[i].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += s.height
        }
    }
}

/// Places nothing: SwiftUI centers what a layout leaves unplaced.
private struct Lazy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Lays out through a built-in layout's methods, called directly.
private struct Delegating: Layout {
    let inner = HStackLayout(spacing: 0)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

private struct Probe: Layout {
    final class Seen: @unchecked Sendable {
        var priorities: [Double] = []
        var dimensions: [ViewDimensions] = []
    }
    let seen: Seen
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.priorities = subviews.map(\.priority)
        seen.dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
@Suite struct LayoutProtocolTests {
    @Test func aCustomLayoutSizesAndPlacesItsSubviews() {
        let view = EqualWidthHStack {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(maxWidth: 60).frame(height: 10)
        }
        let r = ImageRenderer(content: view)
        #expect(r.layout().size == CGSize(width: 30 * 2 + 10, height: 20))
        // Each subview is centered in a 30 × 20 slot; the flexible one fills its slot's width.
        #expect(
            leaves(view) == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 40, y: 5, width: 30, height: 10)])
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() {
        let counter = RankedStack.Counter()
        let view = RankedStack(counter: counter) {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 3)
            Color.green.frame(width: 10, height: 20).layoutValue(key: Rank.self, value: 1).padding(0)
            Color.blue.frame(width: 10, height: 30)
        }
        // Ranks 3, 1 and the default 0: blue, then green, then red.
        #expect(leaves(view).map(\.minY) == [50, 30, 0])
        #expect(counter.caches == 1, "one cache for the node's sizing and placement")
    }

    @Test func subviewsTellTheirPriorityAndDimensions() {
        let seen = Probe.Seen()
        _ = ImageRenderer(
            content: Probe(seen: seen) {
                Color.red.frame(width: 40, height: 20).layoutPriority(2)
                Text("Baseline")
            }
        ).layout()
        #expect(seen.priorities == [2, 0])
        let d = seen.dimensions[0]
        #expect(d.width == 40 && d[HorizontalAlignment.center] == 20 && d[VerticalAlignment.bottom] == 20)
        let text = seen.dimensions[1]
        #expect(text[.firstTextBaseline] > 0 && text[.firstTextBaseline] < text.height)
    }

    @Test func anUnplacedSubviewIsCentered() {
        let f = leaves(
            Lazy { Color.red.frame(width: 10, height: 10) }, proposal: ProposedViewSize(width: 50, height: 30))
        #expect(f == [CGRect(x: 20, y: 10, width: 10, height: 10)])
    }

    @Test func anyLayoutSwitchesBetweenStackLayouts() {
        @ViewBuilder func boxes() -> some View {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        let h = leaves(AnyLayout(HStackLayout(spacing: 5)) { boxes() })
        #expect(h == leaves(HStack(spacing: 5) { boxes() }))
        #expect(h.map(\.minX) == [0, 25])
        let v = leaves(AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) { boxes() })
        #expect(v == leaves(VStack(alignment: .leading, spacing: 2) { boxes() }))
        let z = leaves(AnyLayout(ZStackLayout(alignment: .topLeading)) { boxes() })
        #expect(z.map(\.origin) == [.zero, .zero])
        let custom = leaves(AnyLayout(EqualWidthHStack(spacing: 0)) { boxes() })
        #expect(custom.map(\.width) == [20, 30] && custom[1].minX == 30)
        let grid = leaves(
            AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) {
                GridRow { boxes() }
                GridRow { boxes() }
            })
        #expect(grid.map(\.minY) == [0, 0, 10, 10])
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    }

    @Test func builtInLayoutsWorkWhenCalledDirectly() {
        let f = leaves(
            Delegating {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 10)
            })
        #expect(f.map(\.minX) == [0, 20])
    }

    // ViewThatFits shows the first child whose ideal size fits the offer.
    @Test func viewThatFitsChoosesTheFirstChildThatFits() {
        func choice(_ width: CGFloat) -> [CGRect] {
            leaves(
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 200, height: 10)
                    Color.green.frame(width: 100, height: 20)
                    Color.blue.frame(width: 150, height: 30)
                }, proposal: ProposedViewSize(width: width, height: 100))
        }
        #expect(choice(250).map(\.height) == [10])
        #expect(choice(120).map(\.height) == [20])
        #expect(choice(50).map(\.height) == [30], "none fits: the last")
    }

    @Test func viewSpacingTakesTheLargerPreference() {
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        var s = ViewSpacing.zero
        s.formUnion(ViewSpacing(), edges: .top)
        #expect(s.distance(to: .zero, along: .vertical) == 0 && ViewSpacing.zero.distance(to: s, along: .vertical) == 8)
    }
}
