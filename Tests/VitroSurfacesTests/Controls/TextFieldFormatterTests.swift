import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroSurfaces

/// Text fields with a `Formatter`, a label or a selection.
@MainActor
@Suite struct TextFieldFormatterTests {
    @Test func formatterBindingShowsAndParses() {
        var number = 3.5
        let f = NumberFormatter()
        f.minimumFractionDigits = 2
        let binding = TextField.formatted(Binding(get: { number }, set: { number = $0 }), f)
        #expect(binding.wrappedValue == "3.50")
        binding.wrappedValue = "7.25"
        #expect(number == 7.25)
        binding.wrappedValue = "not a number"
        #expect(number == 7.25, "text that does not parse leaves the value")
    }

    @Test func labelsAndPromptsGiveThePlaceholder() {
        #expect(TextField.placeholder(nil, Text("Name")) == "Name")
        #expect(TextField.placeholder(Text("Prompt"), Text("Name")) == "Prompt")
        var text = ""
        var selection: TextSelection?
        _ = TextField(
            "Title", text: Binding(get: { text }, set: { text = $0 }),
            selection: Binding(get: { selection }, set: { selection = $0 }))
        _ = SecureField(text: Binding(get: { text }, set: { text = $0 })) { Text("Password") }
    }
}
