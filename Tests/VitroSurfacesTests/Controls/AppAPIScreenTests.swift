import Foundation
import Testing
import Vitro

/// A screen written as tutorial apps write one: a bedtime calculator with a date picker, a
/// stepper over a fractional value, a segmented picker from `ForEach`, and a progress view.
struct BedtimeScreen: View {
    @State private var wakeUp = Date(timeIntervalSince1970: 1_795_000_000)
    @State private var sleepAmount = 8.0
    @State private var coffee = 1
    @State private var tip = 15
    @Environment(\.dismiss) private var dismiss
    @Environment(\.horizontalSizeClass) private var sizeClass
    let tips = [10, 15, 20, 0]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("When do you want to wake up?").font(.headline)
            DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                .labelsHidden()
            Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
            Picker("Tip", selection: $tip) {
                ForEach(tips, id: \.self) { Text("\($0)%") }
            }
            .pickerStyle(SegmentedPickerStyle())
            ProgressView("Calculating", value: 0.5).progressViewStyle(.linear)
            Toggle("Reminders", isOn: .constant(true)).toggleStyle(.switch)
            Button("Done") { dismiss() }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(sizeClass == .regular)
        }
        .padding()
        .frame(width: 390)
    }
}

@MainActor
@Suite struct AppAPIScreenTests {
    @Test func aTutorialScreenRendersItsControls() throws {
        let host = ViewHost(BedtimeScreen())
        let list = host.displayList.description
        #expect(list.contains("text \"8\""), "the stepper's label")
        #expect(!list.contains("Please"), "labelsHidden hides the date picker's label")
        #expect(list.contains("text \"11:06"))
        #expect(list.contains("text \"15%\""))
        try host.tap("Increment")
        #expect(host.displayList.description.contains("text \"8.25\""))
        try host.tap("20%")
        let after = host.displayList.description
        let label = rects(after, "text \"20%\"")[0]
        let thumb = rects(after, "fill").filter { $0.height == 28 && abs($0.width - 354.0 / 4) <= 1 }
        #expect(
            thumb.count == 1 && thumb[0].minX < label.midX && label.midX < thumb[0].maxX, "the tapped segment is raised"
        )
        #expect(try host.render().width > 0)
    }

    @Test func circularStyleDrawsTheSpinnerEvenWithAValue() {
        let l = ImageRenderer(content: ProgressView(value: 0.5).progressViewStyle(.circular)).displayList.description
        #expect(rects(l, "fill").count == 8)
    }
}
