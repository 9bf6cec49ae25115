import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@Observable final class ReuseRow: Identifiable {
    let id: Int
    var isOn: Bool
    init(id: Int, isOn: Bool) {
        self.id = id
        self.isOn = isOn
    }
}

@Observable final class ReuseScreen {
    var rows = (0..<14).map { ReuseRow(id: $0, isOn: $0 % 2 == 0) }
    var cardY: CGFloat = 20
}

/// A host redraws only what changed since its last frame; every frame must still be, byte for
/// byte, what a fresh render of the same state draws.
@MainActor
@Suite struct FrameReuseTests {
    enum Overlay { case none, glass, material, card }

    struct Row: View {
        let row: ReuseRow
        var body: some View {
            HStack(spacing: 8) {
                Image(systemName: "star.fill").foregroundStyle(.white)
                    .frame(width: 20, height: 20)
                    .background(row.isOn ? Color.green : Color.gray, in: RoundedRectangle(cornerRadius: 5))
                Text("Row \(row.id)")
                Spacer()
                Text(row.isOn ? "On" : "Off").foregroundStyle(.secondary)
                // A switch's knob casts a shadow over its neighbors' rows.
                Toggle("Row \(row.id)", isOn: .constant(row.isOn)).labelsHidden()
            }
            .padding(.horizontal, 12)
            .frame(height: 30)
        }
    }

    struct Screen: View {
        let screen: ReuseScreen
        let overlay: Overlay
        var body: some View {
            ZStack(alignment: .topLeading) {
                VStack(spacing: 0) {
                    ForEach(screen.rows) { row in
                        Row(row: row)
                        Divider()
                    }
                }
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
                .padding(10)
                switch overlay {
                case .none: EmptyView()
                case .glass:
                    Text("Glass").padding(12).frame(width: 120, height: 44).glassEffect().offset(x: 30, y: 50)
                case .material:
                    Color.clear.frame(width: 220, height: 60).background(.regularMaterial).offset(y: 40)
                case .card:
                    Text("Card").frame(width: 100, height: 50)
                        .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
                        .shadow(color: .black.opacity(0.3), radius: 8, y: 3)
                        .offset(x: 40, y: screen.cardY)
                }
            }
            .frame(width: 220, height: 480, alignment: .topLeading)
            .background(Color(.systemGroupedBackground))
        }
    }

    static let scale: CGFloat = 2

    static func fresh(_ screen: ReuseScreen, _ overlay: Overlay) throws -> RasterImage {
        let renderer = ImageRenderer(content: Screen(screen: screen, overlay: overlay))
        renderer.scale = scale
        return try renderer.render()
    }

    static func host(_ screen: ReuseScreen, _ overlay: Overlay) throws -> ViewHost<Screen> {
        let host = ViewHost(Screen(screen: screen, overlay: overlay))
        host.scale = scale
        _ = try host.render()
        return host
    }

    /// Pixels that differ between two images of one size.
    static func differing(_ a: RasterImage, _ b: RasterImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return .max }
        var count = 0
        for i in stride(from: 0, to: a.samples.count, by: 4)
        where a.samples[i..<i + 4] != b.samples[i..<i + 4] { count += 1 }
        return count
    }

    /// Whether the host's last frame redrew only part of the image.
    static func wasPartial(_ host: ViewHost<Screen>) -> Bool {
        if case .partial = host.frameReuse.lastDrawing { return true }
        return false
    }

    @Test(arguments: [Overlay.none, .glass, .material])
    func aChangedRowIsRedrawnAloneAndMatchesAFreshRender(overlay: Overlay) throws {
        let screen = ReuseScreen()
        let host = try Self.host(screen, overlay)
        // Row 1 lies under the glass and the material; row 12 lies clear of both.
        for id in [12, 1] {
            host.perform { screen.rows[id].isOn.toggle() }
            let image = try host.render()
            #expect(Self.wasPartial(host), "row \(id) \(overlay)")
            #expect(Self.differing(image, try Self.fresh(screen, overlay)) == 0, "row \(id) \(overlay)")
        }
    }

    @Test func anUnchangedFrameIsTheLastImage() throws {
        let screen = ReuseScreen()
        let host = try Self.host(screen, .glass)
        host.content = Screen(screen: screen, overlay: .glass)
        let image = try host.render()
        #expect(host.frameReuse.lastDrawing == .reused)
        #expect(Self.differing(image, try Self.fresh(screen, .glass)) == 0)
    }

    @Test(arguments: [Overlay.none, .glass])
    func reorderedRowsMatchAFreshRender(overlay: Overlay) throws {
        let screen = ReuseScreen()
        let host = try Self.host(screen, overlay)
        host.perform { screen.rows.swapAt(1, 2) }
        let image = try host.render()
        #expect(Self.wasPartial(host))
        #expect(Self.differing(image, try Self.fresh(screen, overlay)) == 0)
    }

    @Test(arguments: [Overlay.none, .material])
    func insertedAndRemovedRowsMatchAFreshRender(overlay: Overlay) throws {
        let screen = ReuseScreen()
        let host = try Self.host(screen, overlay)
        host.perform { screen.rows.insert(ReuseRow(id: 20, isOn: true), at: 5) }
        #expect(Self.differing(try host.render(), try Self.fresh(screen, overlay)) == 0, "inserted")
        host.perform { screen.rows.remove(at: 2) }
        #expect(Self.differing(try host.render(), try Self.fresh(screen, overlay)) == 0, "removed")
    }

    @Test func everyFrameOfACardMovingOverTheRowsMatchesAFreshRenderOfIt() throws {
        let screen = ReuseScreen()
        let host = try Self.host(screen, .card)
        host.perform { withAnimation(.easeInOut(duration: 0.25)) { screen.cardY = 200 } }
        let fps = 20
        let lists = (0...5).map { host.displayList(at: Double($0) / Double(fps)) }
        host.frameReuse.log = []
        let frames = try host.renderTransition(fps: fps)
        let partial = host.frameReuse.log?.filter { if case .partial = $0 { true } else { false } }.count
        #expect(partial == 4, "the frames between the first and the settled one redraw the card's way only")
        try #require(frames.count == lists.count)
        for (k, list) in lists.enumerated() {
            var pixmap = try Pixmap(width: frames[k].width, height: frames[k].height)
            DisplayListRenderer(scale: Self.scale).render(list.items, into: &pixmap, isClear: true)
            #expect(Self.differing(frames[k], RasterImage(pixmap)) == 0, "frame \(k)")
        }
        #expect(Self.differing(frames[5], try Self.fresh(screen, .card)) == 0)
    }

    @Test func aGlassMorphOverACheckerboardMatchesAFreshRenderFrameByFrame() throws {
        let toolbox = Toolbox()
        let host = ViewHost(GlassToggle.Tools(toolbox: toolbox))
        _ = try host.render()
        host.perform { withAnimation(.easeInOut(duration: 0.5)) { toolbox.isExpanded = true } }
        let lists = (0...10).map { host.displayList(at: Double($0) / 20) }
        let frames = try host.renderTransition(fps: 20)
        try #require(frames.count == lists.count)
        for (k, list) in lists.enumerated() {
            var pixmap = try Pixmap(width: frames[k].width, height: frames[k].height)
            DisplayListRenderer(scale: 1).render(list.items, into: &pixmap, isClear: true)
            #expect(Self.differing(frames[k], RasterImage(pixmap)) == 0, "frame \(k)")
        }
    }

    @Test func aChangeOfScaleDrawsTheWholeFrameAfresh() throws {
        let screen = ReuseScreen()
        let host = try Self.host(screen, .none)
        host.scale = 1
        let image = try host.render()
        #expect(host.frameReuse.lastDrawing == .full)
        #expect(image.width == 220)
    }
}
