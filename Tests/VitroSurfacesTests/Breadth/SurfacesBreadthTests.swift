import Foundation
import Testing
import Vitro
import VitroTestSupport

/// Form and split view styles drawn by their `makeBody`, the default primitive button style,
/// the tab-bar-only style, disabled tabs, the tab bar placement in the environment, labels'
/// visibility and context menus as values.
@MainActor
@Suite struct SurfacesBreadthTests {
    func render(_ view: some View, width: CGFloat = 200, height: CGFloat = 200) throws -> RasterImage {
        try ImageRenderer(content: view.frame(width: width, height: height)).render()
    }

    struct RedForm: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                Color(red: 1, green: 0, blue: 0)
                configuration.content
            }
        }
    }

    @Test func formStyleMakesTheForm() throws {
        let custom = try render(Form { Text("Row") }.formStyle(RedForm()))
        #expect(custom.color(atX: 2, y: 2).red > 0.95 && custom.color(atX: 2, y: 2).green < 0.05)
        let plain = try render(Form { Toggle("Wi-Fi", isOn: .constant(true)) })
        #expect(
            try plain.samples == render(Form { Toggle("Wi-Fi", isOn: .constant(true)) }.formStyle(.grouped)).samples)
        #expect(
            try plain.samples == render(Form { Toggle("Wi-Fi", isOn: .constant(true)) }.formStyle(.columns)).samples)
        #expect(plain.samples != custom.samples)
    }

    @Test func defaultButtonStyleIsTheAutomaticStyle() throws {
        let plain = try render(Button("Continue") {}, width: 120, height: 44)
        #expect(
            try plain.samples
                == render(Button("Continue") {}.buttonStyle(DefaultButtonStyle()), width: 120, height: 44).samples)
        #expect(
            try plain.samples == render(Button("Continue") {}.buttonStyle(.automatic), width: 120, height: 44).samples)
    }

    func tabs(disabled: Bool) -> some View {
        TabView {
            Tab("Home", systemImage: "house", value: 0) { Color.clear }
            Tab("Settings", systemImage: "gear", value: 1) { Color.clear }.disabled(disabled)
        }
    }

    @Test func disabledTabIsDrawnDimmed() throws {
        let enabled = try render(tabs(disabled: false), width: 402, height: 300)
        let disabled = try render(tabs(disabled: true), width: 402, height: 300)
        #expect(enabled.samples != disabled.samples)
        // Only the disabled tab's half of the bar changes.
        func half(_ image: RasterImage, right: Bool) -> [RGBColor] {
            let w = image.width
            return stride(from: image.height * 3 / 4, to: image.height, by: 2).flatMap { y in
                stride(from: right ? w / 2 : 0, to: right ? w : w / 2, by: 2).map { image.color(atX: $0, y: y) }
            }
        }
        #expect(half(enabled, right: false) == half(disabled, right: false))
        #expect(half(enabled, right: true) != half(disabled, right: true))
    }

    @Test func tabBarOnlyIsTheTabBar() throws {
        let automatic = try render(tabs(disabled: false), width: 402, height: 300)
        #expect(
            try automatic.samples
                == render(tabs(disabled: false).tabViewStyle(.tabBarOnly), width: 402, height: 300).samples)
    }

    struct Placement: View {
        @Environment(\.tabBarPlacement) var placement
        var body: some View {
            Text(
                placement == .bottomBar ? "bottom" : placement == .topBar ? "top" : placement == nil ? "none" : "other")
        }
    }

    @Test func tabViewSetsItsBarPlacement() {
        let host = ViewHost(TabView { Tab("Home", systemImage: "house", value: 0) { Placement() } })
        #expect(texts(host).contains("bottom"))
        let regular = ViewHost(
            TabView { Tab("Home", systemImage: "house", value: 0) { Placement() } }
                .environment(\.horizontalSizeClass, .regular))
        #expect(texts(regular).contains("top"))
        #expect(texts(ViewHost(Placement())) == ["none"])
    }

    @Test func labelsVisibilityHidesAndShowsLabels() throws {
        let toggle = Stepper("Count", value: .constant(3))
        let hidden = try render(toggle.labelsHidden(), width: 200, height: 44)
        #expect(try hidden.samples == render(toggle.labelsVisibility(.hidden), width: 200, height: 44).samples)
        let shown = try render(toggle, width: 200, height: 44)
        #expect(
            try shown.samples
                == render(toggle.labelsVisibility(.visible).labelsHidden(), width: 200, height: 44).samples)
        #expect(try shown.samples == render(toggle.labelsVisibility(.automatic), width: 200, height: 44).samples)
        #expect(shown.samples != hidden.samples)
    }

    struct Blank: NavigationSplitViewStyle {
        func makeBody(configuration: Configuration) -> some View { Color(red: 1, green: 0, blue: 0) }
    }

    @Test func splitViewStyleMakesTheContent() throws {
        func split() -> some View {
            NavigationSplitView {
                List { Text("Inbox") }
            } detail: {
                Text("Detail")
            }
            .environment(\.horizontalSizeClass, .regular)
        }
        let plain = try render(split(), width: 800, height: 600)
        #expect(
            try plain.samples == render(split().navigationSplitViewStyle(.automatic), width: 800, height: 600).samples)
        let custom = try render(split().navigationSplitViewStyle(Blank()), width: 800, height: 600)
        #expect(custom.color(atX: 10, y: 10).red > 0.95 && custom.color(atX: 10, y: 10).green < 0.05)
    }

    @Test func contextMenuValueDrawsTheView() throws {
        let plain = try render(Text("Item"), width: 80, height: 30)
        #expect(
            try plain.samples
                == render(Text("Item").contextMenu(ContextMenu { Button("Copy") {} }), width: 80, height: 30).samples)
        let none: ContextMenu<EmptyView>? = nil
        #expect(try plain.samples == render(Text("Item").contextMenu(none), width: 80, height: 30).samples)
    }
}
