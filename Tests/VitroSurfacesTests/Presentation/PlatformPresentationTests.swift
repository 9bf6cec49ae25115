import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Each platform draws its presentations on its own materials, in its own shapes.
@MainActor
@Suite struct PlatformPresentationTests {
    struct AlertScreen: View {
        @State var asks = true
        var body: some View {
            Color.orange.ignoresSafeArea()
                .alert("Sign Out?", isPresented: $asks) {
                    Button("Cancel", role: .cancel) {}
                    Button("Sign Out") {}
                } message: {
                    Text("Your downloads stay on this device.")
                }
        }
    }

    struct SheetScreen: View {
        @State var shows = true
        var body: some View {
            Color.orange.ignoresSafeArea()
                .sheet(isPresented: $shows) {
                    VStack(alignment: .leading) {
                        Text("Account").font(.title2)
                        Toggle("Back Up Library", isOn: .constant(true))
                    }
                    .padding(20)
                }
        }
    }

    @Test func aMacMenuIsANarrowPanelOnTheMenuMaterial() throws {
        let host = PresentationProbe.host(.mac) { MenuPresentationTests.SortMenu(log: ActionLog()) }
        try host.tap("Sort")
        let layer = try #require(PresentationProbe.layers(host).first)
        #expect(layer.layer.dimming == 0)
        #expect(layer.panel.frame.width == MacPresentationMetrics.menuWidth)
        let rows = PresentationProbe.tappable(in: layer.panel)
        try #require(rows.count == 3)
        #expect(rows.allSatisfy { $0.frame.height == MacPresentationMetrics.menuRowHeight })
        // It opens below its button.
        let source = try #require(PresentationProbe.hosts(host).first?.requests.first?.source?.frame)
        #expect(abs(layer.panel.frame.minY - source.maxY - MacPresentationMetrics.menuGap) < 0.01)
        // AppKit's menu material, not Liquid Glass.
        let list = host.displayList.description
        #expect(list.contains("backdrop menu"), "\(list)")
        #expect(!list.contains("glass"))
        // The material's own recipe: σ, saturation and tint as `AppKitMaterial.menu` gives them.
        var env = EnvironmentValues()
        env.platform = .macOS
        guard case .backdrop(let effect) = AppKitMaterial.menu.recipe(in: env) else {
            Issue.record("the menu material blurs")
            return
        }
        #expect(effect.name == "menu" && effect.sigma == 30)
    }

    @Test func anIPhoneMenuStaysOnLiquidGlass() throws {
        let host = PresentationProbe.host(.iPhone) { MenuPresentationTests.SortMenu(log: ActionLog()) }
        try host.tap("Sort")
        let list = host.displayList.description
        #expect(list.contains("glass"))
        #expect(!list.contains("backdrop menu"))
    }

    @Test func aMacSheetHangsBelowTheTitleBarOnTheSheetMaterial() throws {
        let host = PresentationProbe.host(.mac) { SheetScreen() }
        let layer = try #require(PresentationProbe.layers(host).first)
        let frame = layer.panel.frame
        let mac = Device.mac
        #expect(frame.minY == mac.safeAreaInsets.top + MacPresentationMetrics.sheetTopGap)
        #expect(abs(frame.midX - mac.size.width / 2) < 0.01)
        #expect(frame.width == MacPresentationMetrics.sheetWidth)
        #expect(frame.height < mac.size.height / 2, "as tall as its content, not a card to the bottom")
        #expect(layer.layer.dimming == 0 && layer.layer.backgroundScale == 1)
        #expect(host.displayList.description.contains("backdrop sheet"))
    }

    @Test func aMacAlertIsACompactPanelWithTheAppIconAndSideBySideButtons() throws {
        let host = PresentationProbe.host(.mac) { AlertScreen() }
        let layer = try #require(PresentationProbe.layers(host).first)
        #expect(layer.panel.frame.width == MacPresentationMetrics.alertWidth)
        #expect(layer.layer.dimming == 0)
        let buttons = PresentationProbe.tappable(in: layer.panel)
        try #require(buttons.count == 2)
        #expect(buttons[0].frame.minY == buttons[1].frame.minY, "side by side")
        #expect(buttons[0].frame.maxX <= buttons[1].frame.minX, "cancel leading")
        #expect(buttons[0].frame.height >= MacPresentationMetrics.alertButtonHeight)
        let list = host.displayList.description
        #expect(list.contains("backdrop sheet"))
        // The app icon heads the panel.
        let side = MacPresentationMetrics.alertIconSize
        let icon = try #require(
            PresentationProbe.node(LayoutNode.self, sized: CGSize(width: side, height: side), in: layer.panel))
        #expect(abs(icon.frame.minY - layer.panel.frame.minY - MacPresentationMetrics.alertPadding) < 0.5)
        #expect(abs(icon.frame.midX - layer.panel.frame.midX) < 0.5)
        #expect(!list.contains("glass"))
    }

    @Test func thePresentersTintFillsTheMacAlertsDefaultButtonAndReachesItsSheets() throws {
        // An app's accent set on its root (`.tint`) reaches what it presents, as SwiftUI resolves
        // a presentation in the presenter's environment; macOS fills the default button with it.
        let accent = Color(red: 0, green: 0.25, blue: 0.87)
        let host = PresentationProbe.host(.mac) { AlertScreen().tint(accent) }
        host.scale = 1
        let layer = try #require(PresentationProbe.layers(host).first)
        let buttons = PresentationProbe.tappable(in: layer.panel)
        try #require(buttons.count == 2)
        let image = try host.render()
        let fill = image.color(atX: Int(buttons[1].frame.minX + 6), y: Int(buttons[1].frame.midY))
        #expect(abs(fill.red - 0) < 0.02 && abs(fill.green - 0.25) < 0.02 && abs(fill.blue - 0.87) < 0.02, "\(fill)")
        // The cancel button stays on the light gray fill.
        let cancel = image.color(atX: Int(buttons[0].frame.minX + 6), y: Int(buttons[0].frame.midY))
        #expect(cancel.red > 0.6 && cancel.green > 0.6, "\(cancel)")

        let sheet = PresentationProbe.host {
            Color.orange.ignoresSafeArea()
                .sheet(isPresented: .constant(true)) {
                    Button("Done") {}.buttonStyle(.borderedProminent).frame(width: 200, height: 60)
                }
                .tint(accent)
        }
        sheet.scale = 1
        let panel = try #require(PresentationProbe.layers(sheet).first?.panel)
        let done = try #require(PresentationProbe.tappable(in: panel).first)
        let c = try sheet.render().color(atX: Int(done.frame.minX + 6), y: Int(done.frame.midY))
        #expect(abs(c.green - 0.25) < 0.02 && abs(c.blue - 0.87) < 0.02, "\(c)")
    }

    @Test func aWatchSheetFillsTheScreenOnMaterialWithItsCloseButtonTopLeading() throws {
        for screen in [
            AnyView(SheetScreen()), AnyView(Color.red.fullScreenCover(isPresented: .constant(true)) { Text("Hi") }),
        ] {
            let host = PresentationProbe.host(.appleWatch) { screen }
            let layer = try #require(PresentationProbe.layers(host).first)
            #expect(layer.panel.frame == CGRect(origin: .zero, size: Device.appleWatch.size))
            #expect(layer.layer.dimming == 0)
            let close = try #require(
                PresentationProbe.tappable(in: layer.panel).first { $0.frame.width == WatchMetrics.closeButtonSize })
            #expect(close.frame.minX < 20 && close.frame.minY < 20, "\(close.frame)")
            let list = host.displayList.description
            #expect(list.contains("backdrop regular"), "the modal on regular")
            #expect(list.contains("backdrop thin"), "its close button on thin")
        }
    }

    @Test func theWatchCloseButtonDismissesTheSheet() throws {
        let host = PresentationProbe.host(.appleWatch) { SheetScreen() }
        #expect(PresentationProbe.layers(host).count == 1)
        try host.tap("Close")
        #expect(PresentationProbe.layers(host).isEmpty)
    }

    @Test func aWatchAlertFillsTheScreenWithStackedButtons() throws {
        let host = PresentationProbe.host(.appleWatch) { AlertScreen() }
        let layer = try #require(PresentationProbe.layers(host).first)
        #expect(layer.panel.frame == CGRect(origin: .zero, size: Device.appleWatch.size))
        let buttons = PresentationProbe.tappable(in: layer.panel)
        try #require(buttons.count == 2)
        #expect(buttons[0].frame.maxY <= buttons[1].frame.minY, "stacked, cancel last")
        #expect(buttons[0].frame.height == WatchMetrics.buttonHeight)
    }

    @Test func visionOSSheetsAndAlertsAreOnGlass() throws {
        func glassCount(_ view: some View) -> Int {
            let list = PresentationProbe.host(.visionPro) { view }.displayList.description
            return list.components(separatedBy: "backdrop glassBackground").count - 1
        }
        let window = glassCount(Color.orange)
        #expect(glassCount(AlertScreen()) > window)
        #expect(glassCount(SheetScreen()) > window)
    }

    @Test func aMacPopoverIsOnThePopoverMaterialAndAnIPadsOnGlass() {
        let view = VStack {
            Text("Info").popover(isPresented: .constant(true)) { Text("Details").padding() }
            Spacer()
        }
        let mac = PresentationProbe.host(.mac) { view }.displayList.description
        #expect(mac.contains("backdrop popover"))
        #expect(!mac.contains("glass"))
        let pad = PresentationProbe.host(.iPad) { view }.displayList.description
        #expect(pad.contains("glass"))
        #expect(!pad.contains("backdrop popover"))
    }
}
