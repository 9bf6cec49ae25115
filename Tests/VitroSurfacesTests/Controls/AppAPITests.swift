import Foundation
import Testing
import Vitro
import VitroTestSupport

@MainActor
@Suite struct AppAPITests {
    func texts<V: View>(_ host: ViewHost<V>) -> String { host.displayList.description }

    @Test func segmentsAndStepperHalvesWriteThroughTheirBindings() throws {
        struct Screen: View {
            @State var size = 1
            @State var count = 1
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Stepper("Count \(count)", value: $count, in: 0...2)
                    Text("size \(size)")
                }
                .frame(width: 300)
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Large")
        #expect(texts(host).contains("text \"2\""))
        try host.tap("Increment")
        #expect(texts(host).contains("text \"Count\" ") && texts(host).contains("text \"2\""))
        // At the upper bound the + half does nothing and answers no tap.
        #expect(throws: ViewHostError.self) { try host.tap("Increment") }
        try host.tap("Decrement")
        try host.tap("Decrement")
        #expect(texts(host).contains("text \"0\""))
    }

    @Test func inlinePickerRowsAndForEachTagsWriteThroughTheBinding() throws {
        struct Screen: View {
            @State var flavor = "Vanilla"
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.inline)
                    Text("chose \(flavor)")
                }
                .frame(width: 300)
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Mint")
        #expect(texts(host).contains("text \"chose\"") && texts(host).contains("text \"Mint\""))
        #expect(!texts(host).contains("chose Vanilla"))
    }

    @Test func disabledControlsDimAndAnswerNoTaps() throws {
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Go") { taps += 1 }.disabled(true)
                    Text("\(taps)")
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(throws: ViewHostError.self) { try host.tap("Go") }
        #expect(!texts(host).contains("#0088FF"), "the label is not tinted when disabled")
        struct Reads: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "on" : "off") }
        }
        #expect(ImageRenderer(content: Reads().disabled(true)).displayList.description.contains("\"off\""))
        #expect(ImageRenderer(content: Reads().disabled(false)).displayList.description.contains("\"on\""))
    }

    @Test func environmentValuesReadAsSet() {
        struct Reads: View {
            @Environment(\.locale) var locale
            @Environment(\.timeZone) var timeZone
            @Environment(\.calendar) var calendar
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            @Environment(\.scenePhase) var phase
            @Environment(\.dynamicTypeSize) var typeSize
            @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
            @Environment(\.self) var environment
            var body: some View {
                Text(
                    verbatim:
                        "\(locale.identifier) \(timeZone.identifier) \(calendar.identifier) \(horizontal == .regular) \(vertical == .compact) \(phase == .background) \(typeSize) \(voiceOver) \(environment.colorScheme)"
                )
            }
        }
        let defaults = ImageRenderer(content: Reads().frame(width: 2000)).displayList.description
        #expect(defaults.contains("\"en_US\"") && defaults.contains("\"gregorian\""), "\(defaults)")
        #expect(defaults.contains("\"UTC\"") || defaults.contains("\"GMT\""))
        #expect(defaults.contains("\"false\"") && defaults.contains("\"light\""))
        let set = ImageRenderer(
            content: Reads().environment(\.locale, Locale(identifier: "de_DE"))
                .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
                .environment(\.calendar, Calendar(identifier: .japanese))
                .environment(\.horizontalSizeClass, .regular).environment(\.verticalSizeClass, .compact)
                .environment(\.scenePhase, .background).environment(\.dynamicTypeSize, .xLarge)
                .environment(\.accessibilityVoiceOverEnabled, true).environment(\.colorScheme, .dark)
                .frame(width: 2000)
        ).displayList.description
        for word in ["de_DE", "Asia/Tokyo", "japanese", "xLarge", "dark"] {
            #expect(set.contains("\"\(word)\""), "\(word)")
        }
        #expect(!set.contains("\"false\""), "the size classes, phase and VoiceOver read as set")
    }

    @Test func dismissAndOpenURLRunTheActionsSet() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        struct Screen: View {
            @Environment(\.dismiss) var dismiss
            @Environment(\.presentationMode) var presentationMode
            var body: some View {
                VStack {
                    Button("Done") { dismiss() }
                    Button("Back") { presentationMode.wrappedValue.dismiss() }
                    Link("Site", destination: URL(string: "https://example.com")!)
                }
            }
        }
        nonisolated(unsafe) let shared = log
        let host = ViewHost(
            Screen()
                .environment(\.dismiss, DismissAction { shared.entries.append("dismiss") })
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        shared.entries.append(url.absoluteString)
                        return .handled
                    }))
        try host.tap("Done")
        try host.tap("Back")
        try host.tap("Site")
        #expect(log.entries == ["dismiss", "dismiss", "https://example.com"])
        // Without an action set, dismissing does nothing.
        ViewHost(Screen()).environment.dismiss()
    }

    @Test func recordedModifiersCompileAndAreListed() {
        let host = ViewHost(RecordedModifiersScreen())
        let layout = host.layoutDescription
        for entry in [
            "DragGesture", "MagnifyGesture", "RotateGesture", "keyboardType(.decimalPad)", "submitLabel(.done)",
            "symbolEffect(bounce.up)",
            "refreshable", "searchable", "alert", "sheet presented",
            "accessibilityElement(children: .combine)", "swipeActions(edge: .trailing)", "contextMenu", "help(",
            "statusBarHidden(true)", "sensoryFeedback(.success)", "badge(3)",
        ] {
            #expect(layout.contains(entry), "\(entry)")
        }
        #expect(host.displayList.description.contains("text \"Total\""), "the screen still draws")
    }
}
