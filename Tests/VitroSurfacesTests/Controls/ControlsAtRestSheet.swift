import Foundation
import Vitro

/// A sheet of the controls at rest, as a screen in an app would hold them.
struct ControlsAtRestSheet: View {
    @State var size = "M"
    @State var count = 3
    @State var volume = 0.6
    @State var flavor = "Vanilla"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
                Text("L").tag("L")
            }
            .pickerStyle(.segmented)
            HStack {
                Text("Flavor")
                Spacer()
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
                }
            }
            Stepper("Quantity: \(count)", value: $count, in: 0...10)
            Slider(value: $volume) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            ProgressView(value: 0.4) {
                Text("Downloading")
            } currentValueLabel: {
                Text("40 %")
            }
            HStack(spacing: 24) {
                ProgressView()
                Gauge(value: 0.7) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("70")
                }
                .gaugeStyle(.accessoryCircular)
                ColorPicker("Color", selection: .constant(Color.orange))
            }
            Gauge(value: 0.3) { Text("Storage") }
            DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_795_000_000)))
            LabeledContent("Version", value: "26.0")
            GroupBox("Today") {
                Label("3 reminders", systemImage: "calendar")
            }
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
                Button("Paste") {}
            }
            HStack {
                Link("Website", destination: URL(string: "https://example.com")!)
                Spacer()
                ShareLink(item: "x")
                Spacer()
                Button("Save") {}.buttonStyle(.borderedProminent)
            }
        }
        .padding(20)
        .frame(width: 390)
    }
}
