import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@MainActor
@Suite struct SheetPresentationTests {
    /// iPhone: 874 pt tall, 62 pt status area, 10 pt gap: the full sheet is 802 pt.
    let maximum: CGFloat = 874 - 62 - 10

    func sheetHost(_ detents: Set<PresentationDetent>?, configure: @escaping (AnyView) -> AnyView = { $0 })
        -> ViewHost<DeviceScreen<some View>>
    {
        PresentationProbe.host {
            Color.orange.ignoresSafeArea()
                .sheet(isPresented: .constant(true)) {
                    let content = AnyView(Text("Details"))
                    if let detents {
                        configure(AnyView(content.presentationDetents(detents)))
                    } else {
                        configure(content)
                    }
                }
        }
    }

    @Test func sheetDimmingRunsFromPointTwoToPointFourWithHeight() {
        #expect(PresentationMetrics.sheetDimming(fraction: 0) == 0.2)
        #expect(abs(PresentationMetrics.sheetDimming(fraction: 0.5) - 0.3) < 1e-12)
        #expect(PresentationMetrics.sheetDimming(fraction: 1) == 0.4)
        #expect(PresentationMetrics.sheetDimming(fraction: .nan) == 0.4)
        #expect(PresentationMetrics.alertDimming == 0.4)
        #expect(PresentationMetrics.actionSheetDimming == 0.4)
        #expect(PresentationMetrics.contextMenuDimming == 0.25)
    }

    @Test func detentsResolveAgainstTheFullSheetHeight() {
        #expect(PresentationDetent.large.height(maximum: maximum) == 802)
        #expect(PresentationDetent.medium.height(maximum: maximum) == 401)
        #expect(PresentationDetent.fraction(0.25).height(maximum: maximum) == 200.5)
        #expect(PresentationDetent.height(200).height(maximum: maximum) == 200)
        #expect(PresentationDetent.height(5000).height(maximum: maximum) == 802)
        #expect(PresentationDetent.fraction(-1).height(maximum: maximum) == 0)
        #expect(PresentationDetent.height(.infinity).height(maximum: maximum) == 802)
        #expect(PresentationDetent.custom(TenthDetent.self).height(maximum: maximum) == 80.2)
    }

    struct TenthDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 10 }
    }

    @Test func halfSheetFloatsInsetWithCornersConcentricWithTheDisplay() throws {
        let host = sheetHost([.medium, .large])
        let layers = PresentationProbe.layers(host)
        try #require(layers.count == 1)
        let frame = layers[0].panel.frame
        let inset = PresentationMetrics.sheetInset
        #expect(frame.minX == inset && frame.maxX == 402 - inset)
        #expect(frame.maxY == 874 - inset)
        // The detent height is measured from the bottom of the screen to the sheet's top.
        #expect(frame.minY == CGFloat(874 - 401))
        #expect(abs(layers[0].layer.dimming - 0.3) < 1e-9)
        #expect(layers[0].layer.backgroundScale == 1)
        // Concentric: the sheet's radius plus its inset is the display's radius.
        let layout = SheetLayout(height: 401, in: geometry)
        #expect(layout.isFloating)
        for r in [
            layout.cornerRadii.topLeading, layout.cornerRadii.topTrailing, layout.cornerRadii.bottomLeading,
            layout.cornerRadii.bottomTrailing,
        ] {
            #expect(r + inset == Device.iPhone.cornerRadius)
        }
        // It floats on Liquid Glass.
        #expect(host.displayList.description.contains("glass"))
    }

    var geometry: PresentationGeometry {
        PresentationGeometry(
            container: CGRect(x: 0, y: 0, width: 402, height: 874), safeArea: Device.iPhone.safeAreaInsets,
            displayCornerRadius: Device.iPhone.cornerRadius, source: .zero, isRegularWidth: false)
    }

    @Test func fullHeightSheetMeetsTheEdgesOpaqueAndPushesTheContentBack() throws {
        let host = sheetHost(nil)
        let layers = PresentationProbe.layers(host)
        try #require(layers.count == 1)
        let frame = layers[0].panel.frame
        #expect(frame == CGRect(x: 0, y: 62 + 10, width: 402, height: 802))
        #expect(layers[0].layer.dimming == 0.4)
        #expect(layers[0].layer.backgroundScale == PresentationMetrics.pushedBackScale)
        let layout = SheetLayout(height: maximum, in: geometry)
        #expect(!layout.isFloating)
        #expect(layout.cornerRadii.bottomLeading == Device.iPhone.cornerRadius)
        // Opaque: no glass is drawn for it, and its white covers the orange beneath.
        #expect(!host.displayList.description.contains("glass"))
        let image = try host.render()
        let c = image.color(atX: 201, y: 600)
        #expect(c.red > 0.99 && c.green > 0.99 && c.blue > 0.99)
    }

    @Test func theSheetOpensAtItsSmallestDetentUnlessOneIsSelected() throws {
        let small = sheetHost([.large, .height(200), .medium])
        #expect(PresentationProbe.layers(small).first?.panel.frame.minY == CGFloat(674))
        let selected = PresentationProbe.host {
            Color.orange.sheet(isPresented: .constant(true)) {
                Text("Details").presentationDetents([.medium, .large], selection: .constant(.large))
            }
        }
        #expect(PresentationProbe.layers(selected).first?.panel.frame.minY == 72)
    }

    @Test func cornerRadiusBackgroundAndInteractionAreTheContentsToSet() throws {
        let host = sheetHost([.medium]) {
            AnyView(
                $0.presentationCornerRadius(21).presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationBackground(Color.yellow))
        }
        let layers = PresentationProbe.layers(host)
        try #require(layers.count == 1)
        #expect(layers[0].layer.dimming == 0)
        let configured = SheetLayout(height: 401, in: geometry, cornerRadius: 21)
        #expect(configured.cornerRadii.topLeading == 21 && configured.cornerRadii.bottomTrailing == 21)
        // The yellow background replaces the glass.
        #expect(!host.displayList.description.contains("glass"))
        let image = try host.render()
        let c = image.color(atX: 201, y: 700)
        #expect(c.red > 0.95 && c.green > 0.75 && c.blue < 0.1)
    }

    @Test func theGrabberShowsWithSeveralDetentsOrWhenAskedFor() throws {
        let grabber = PresentationMetrics.grabberSize
        let several = sheetHost([.medium, .large])
        let one = sheetHost([.medium])
        let asked = sheetHost([.medium]) { AnyView($0.presentationDragIndicator(.visible)) }
        func hasGrabber<V: View>(_ host: ViewHost<V>) -> Bool {
            guard let panel = PresentationProbe.layers(host).first?.panel else { return false }
            return PresentationProbe.node(ShapeNode.self, sized: grabber, in: panel) != nil
        }
        #expect(hasGrabber(several))
        #expect(!hasGrabber(one))
        #expect(hasGrabber(asked))
        let node = try #require(
            PresentationProbe.layers(several).first.flatMap {
                PresentationProbe.node(ShapeNode.self, sized: grabber, in: $0.panel)
            })
        #expect(node.frame.minY == 874 - 401 + PresentationMetrics.grabberTop)
        #expect(node.frame.midX == 201)
    }

    @Test func dismissingFromInsideTheSheetEndsIt() throws {
        struct Screen: View {
            @State var shows = true
            var body: some View {
                Color.orange.sheet(isPresented: $shows) { Closer() }
            }
        }
        struct Closer: View {
            @Environment(\.dismiss) var dismiss
            @Environment(\.isPresented) var isPresented
            var body: some View { Button(isPresented ? "Close" : "Not presented") { dismiss() } }
        }
        let host = PresentationProbe.host { Screen() }
        #expect(PresentationProbe.layers(host).count == 1)
        try host.tap("Close")
        #expect(PresentationProbe.layers(host).isEmpty)
    }

    @Test func anItemSheetShowsWhileTheItemIsSet() throws {
        struct Pick: Identifiable {
            let id: Int
        }
        struct Screen: View {
            @State var item: Pick? = Pick(id: 7)
            var body: some View {
                Color.orange.sheet(item: $item) { pick in
                    Button("Item \(pick.id)") { item = nil }
                }
            }
        }
        let host = PresentationProbe.host { Screen() }
        #expect(PresentationProbe.layers(host).count == 1)
        try host.tap("Item 7")
        #expect(PresentationProbe.layers(host).isEmpty)
    }

    @Test func aFullScreenCoverCoversEverythingUndimmed() throws {
        let host = PresentationProbe.host {
            Color.orange.fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
        }
        let layers = PresentationProbe.layers(host)
        try #require(layers.count == 1)
        #expect(layers[0].panel.frame == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(layers[0].layer.dimming == 0)
        let c = try host.render().color(atX: 30, y: 800)
        #expect(c.red > 0.99 && c.blue > 0.99)
    }

    @Test func nothingPresentedLeavesTheScreenAsItWas() {
        let presented = PresentationProbe.host { Color.orange.sheet(isPresented: .constant(false)) { Text("No") } }
        let plain = PresentationProbe.host { Color.orange }
        #expect(PresentationProbe.hosts(presented).isEmpty)
        #expect(presented.displayList == plain.displayList)
    }

    @Test func theStatusBarStaysAboveTheDimming() throws {
        let host = sheetHost([.medium])
        let list = host.displayList.description
        let dim = try #require(list.range(of: "fill (0, 0, 402, 874) #000000@0.3"))
        let time = try #require(list.range(of: "text \"9:41\"", options: .backwards))
        #expect(dim.lowerBound < time.lowerBound)
    }

    @Test func aSheetOnAnIPadIsACenteredFormSheet() throws {
        let host = PresentationProbe.host(.iPad) {
            Color.orange.sheet(isPresented: .constant(true)) { Text("Form") }
        }
        let frame = try #require(PresentationProbe.layers(host).first?.panel.frame)
        #expect(frame.size == PresentationMetrics.formSheetSize)
        #expect(frame.midX == 590 && frame.midY == 410)
    }
}
