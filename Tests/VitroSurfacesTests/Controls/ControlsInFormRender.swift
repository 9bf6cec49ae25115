import Foundation
import Testing
import Vitro

/// A settings form holding the controls, as app code writes one.
struct ControlsFormScreen: View {
    var body: some View {
        Form {
            Section("Order") {
                Picker("Flavor", selection: .constant("Mint")) {
                    ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
                }
                Stepper("Scoops: 2", value: .constant(2), in: 1...4)
                DatePicker("Pick up", selection: .constant(Date(timeIntervalSince1970: 1_795_000_000)))
                ColorPicker("Cone", selection: .constant(.brown))
                LabeledContent("Price", value: "$4.50")
            }
            Section("Delivery") {
                Picker("Speed", selection: .constant(1)) {
                    Text("Walk").tag(0)
                    Text("Bike").tag(1)
                    Text("Car").tag(2)
                }
                .pickerStyle(.segmented)
                Picker("Box", selection: .constant(0)) {
                    Text("Paper").tag(0)
                    Text("Foam").tag(1)
                }
                .pickerStyle(.navigationLink)
                ProgressView(value: 0.3) { Text("Preparing") }
                Gauge(value: 0.8) { Text("Freezer") }
            }
        }
        .frame(width: 390, height: 700)
    }
}

@MainActor
@Suite struct ControlsInFormRender {
    @Test func menuPickersInFormRowsShowTheirLabel() {
        let l = ImageRenderer(content: ControlsFormScreen()).displayList.description
        #expect(l.contains("text \"Flavor\""), "the row shows the label leading")
        #expect(rects(l, "text \"Mint\"")[0].maxX > 300, "and the value trailing")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["VITRO_SHEET"] != nil))
    func writesTheFormSheet() throws {
        for scheme in [ColorScheme.light, .dark] {
            let renderer = ImageRenderer(content: ControlsFormScreen().environment(\.colorScheme, scheme))
            renderer.scale = 2
            try renderer.render().writePNG(to: URL(fileURLWithPath: "/tmp/controls-form-\(scheme).png"))
        }
    }
}
