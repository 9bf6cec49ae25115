import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The scroll edge effect under navigation bars: nothing at rest, soft or hard once content
/// scrolls under the bar (iOS 26, docs/reference/seeds.md#adopting-liquid-glass); the regular
/// material at rest and an opaque bar when scrolled in the iOS 13–18 design
/// (docs/reference/seeds.md#component-materials).
@MainActor
@Suite struct SurfacesScrollEdgeTests {
    func inbox(scrolled: CGFloat) -> some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(0..<30) { i in Text("Message \(i)").frame(height: 40) }
                }
            }
            .scrollOffset(CGPoint(x: 0, y: scrolled))
            .navigationTitle("Inbox")
        }
    }

    /// Every backdrop (material) item, however deeply grouped, by name.
    func backdrops(_ items: [DisplayList.Item]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .backdrop(let effect, _): [effect.name]
            case .group(_, let children): backdrops(children)
            case .glass(let g): backdrops(g.printedContent)
            default: []
            }
        }
    }

    /// Fills of the system background at `opacity` spanning the screen's width.
    func bands(_ items: [DisplayList.Item], opacity: Double) -> Int {
        items.reduce(0) { count, item in
            switch item {
            case .fill(let path, .color(let c), _, _):
                return count + (abs(c.alpha - opacity) < 0.005 && path.boundingRect.width >= 402 ? 1 : 0)
            case .group(_, let children): return count + bands(children, opacity: opacity)
            default: return count
            }
        }
    }

    func items(_ view: some View) -> [DisplayList.Item] {
        ImageRenderer(content: view, device: .iPhone).displayList.items
    }

    @Test func theEffectFollowsStyleScrollAndVisibility() {
        let none = ScrollEdgeEffectSettings()
        #expect(ScrollEdgeEffect.top(offset: nil, settings: none, edition: .iOS26) == .none)
        #expect(ScrollEdgeEffect.top(offset: .zero, settings: none, edition: .iOS26) == .none)
        #expect(ScrollEdgeEffect.top(offset: CGPoint(x: 0, y: 30), settings: none, edition: .iOS26) == .soft)
        let hard = ScrollEdgeEffectSettings(top: .hard)
        #expect(ScrollEdgeEffect.top(offset: CGPoint(x: 0, y: 30), settings: hard, edition: .iOS26) == .hard)
        let hidden = ScrollEdgeEffectSettings(hidden: .top)
        #expect(ScrollEdgeEffect.top(offset: CGPoint(x: 0, y: 30), settings: hidden, edition: .iOS26) == .none)
        #expect(ScrollEdgeEffect.top(offset: .zero, settings: none, edition: .iOS13) == .material)
        #expect(ScrollEdgeEffect.top(offset: CGPoint(x: 0, y: 30), settings: none, edition: .iOS13) == .solid)
    }

    @Test func iOS26BarsHaveNoMaterialAtRestAndASoftEdgeWhenScrolled() {
        #expect(backdrops(items(inbox(scrolled: 0))).isEmpty)
        #expect(backdrops(items(inbox(scrolled: 120))) == ["custom"])
    }

    @Test func aHardEdgeIsANearlyOpaqueBand() {
        let scrolled = items(inbox(scrolled: 120).scrollEdgeEffectStyle(.hard, for: .top))
        #expect(backdrops(scrolled).isEmpty)
        #expect(bands(scrolled, opacity: ScrollEdgeEffect.hardOpacity) == 1)
        #expect(bands(items(inbox(scrolled: 0).scrollEdgeEffectStyle(.hard, for: .top)), opacity: 0.94) == 0)
    }

    @Test func theStyleSetInsideTheStackReachesItsBar() {
        let view = NavigationStack {
            ScrollView { Text("Row").frame(height: 2000) }
                .scrollOffset(CGPoint(x: 0, y: 50))
                .scrollEdgeEffectStyle(.hard, for: .all)
        }
        #expect(bands(items(view), opacity: ScrollEdgeEffect.hardOpacity) == 1)
    }

    @Test func hiddenEdgesDrawNothing() {
        #expect(backdrops(items(inbox(scrolled: 120).scrollEdgeEffectHidden())).isEmpty)
        #expect(backdrops(items(inbox(scrolled: 120).scrollEdgeEffectHidden(for: .bottom))) == ["custom"])
    }

    @Test func iOS13BarsSwitchFromMaterialAtRestToSolidWhenScrolled() {
        let rest = items(inbox(scrolled: 0).environment(\.paletteEdition, .iOS13))
        #expect(backdrops(rest).count == 1)
        #expect(bands(rest, opacity: 1) >= 1)
        let scrolled = items(inbox(scrolled: 120).environment(\.paletteEdition, .iOS13))
        #expect(backdrops(scrolled).isEmpty)
    }

    @Test func aHostScrollingAListSwitchesTheBar() throws {
        let host = ViewHost(
            NavigationStack {
                List(0..<40, id: \.self) { Text("Row \($0)") }.id("list").navigationTitle("Rows")
            }
            .frame(width: 402, height: 874))
        #expect(backdrops(host.displayList.items).isEmpty)
        try host.scroll("list", by: CGPoint(x: 0, y: 200))
        #expect(backdrops(host.displayList.items) == ["custom"])
    }

    @Test func scrollingCollapsesTheLargeTitleIntoTheBar() throws {
        func titleHeight(_ view: some View) -> CGFloat? {
            func find(_ items: [DisplayList.Item]) -> CGFloat? {
                for item in items {
                    switch item {
                    case .text("Inbox", let path, _, _): return path.boundingRect.height
                    case .group(_, let children): if let h = find(children) { return h }
                    default: break
                    }
                }
                return nil
            }
            return find(items(view))
        }
        let large = try #require(titleHeight(inbox(scrolled: 0)))
        let inline = try #require(titleHeight(inbox(scrolled: 120)))
        #expect(inline < large * 0.75)
    }
}

/// The scroll edge effect at the bottom edge, under a bottom toolbar.
@MainActor
@Suite struct SurfacesBottomScrollEdgeTests {
    func notes(hidden: Bool = false) -> some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) { ForEach(0..<30) { i in Text("Note \(i)").frame(height: 40) } }
            }
            .scrollEdgeEffectHidden(hidden, for: .bottom)
            .navigationTitle("Notes")
            .toolbar { ToolbarItem(placement: .bottomBar) { Button("New Note") {} } }
        }
    }

    /// The frames of backdrops (materials) reaching the screen's bottom edge.
    func bottomBackdrops(_ view: some View) -> [CGRect] {
        func walk(_ items: [DisplayList.Item]) -> [CGRect] {
            items.flatMap { item -> [CGRect] in
                switch item {
                case .backdrop(_, let path): [path.boundingRect]
                case .group(_, let children): walk(children)
                default: []
                }
            }
        }
        let items = ImageRenderer(content: view, device: .iPhone).displayList.items
        return walk(items).filter { $0.maxY >= Device.iPhone.size.height - 0.5 }
    }

    @Test func aBottomToolbarHasASoftEdgeOverItsRowAndTheHomeIndicator() throws {
        let edge = try #require(bottomBackdrops(notes()).first)
        let safeBottom = Device.iPhone.safeAreaInsets.bottom
        let expected = NavigationBarMetrics.capsuleHeight + ScrollEdgeEffect.softFade + safeBottom
        #expect(abs(edge.height - expected) < 0.5)
        #expect(edge.width >= Device.iPhone.size.width)
        #expect(bottomBackdrops(notes(hidden: true)).isEmpty)
    }

    @Test func theBottomEffectFollowsStyleAndVisibility() {
        let none = ScrollEdgeEffectSettings()
        #expect(ScrollEdgeEffect.bottom(offset: nil, settings: none, edition: .iOS26) == .none)
        #expect(ScrollEdgeEffect.bottom(offset: .zero, settings: none, edition: .iOS26) == .soft)
        let hard = ScrollEdgeEffectSettings(bottom: .hard)
        #expect(ScrollEdgeEffect.bottom(offset: .zero, settings: hard, edition: .iOS26) == .hard)
        let hidden = ScrollEdgeEffectSettings(hidden: .bottom)
        #expect(ScrollEdgeEffect.bottom(offset: .zero, settings: hidden, edition: .iOS26) == .none)
        #expect(ScrollEdgeEffect.bottom(offset: .zero, settings: none, edition: .iOS13) == .none)
    }
}
