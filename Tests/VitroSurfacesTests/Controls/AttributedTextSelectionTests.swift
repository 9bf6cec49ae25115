import Foundation
import Testing
import VitroCore

@testable import VitroSurfaces

/// What an `AttributedTextSelection` selects in a text, and the attributes there.
@Suite struct AttributedTextSelectionTests {
    /// "Hello" in red, then " world" in blue.
    var text: AttributedString {
        var hello = AttributedString("Hello")
        hello.foregroundColor = .red
        var world = AttributedString(" world")
        world.foregroundColor = .blue
        return hello + world
    }

    @Test func indicesOfEachKindOfSelection() {
        let text = text
        #expect(AttributedTextSelection().indices(in: text) == .insertionPoint(text.endIndex))
        let second = text.characters.index(after: text.startIndex)
        #expect(AttributedTextSelection(insertionPoint: second).indices(in: text) == .insertionPoint(second))
        let word = text.range(of: "world")!
        #expect(AttributedTextSelection(range: word).indices(in: text) == .ranges(RangeSet(word)))
        #expect(AttributedTextSelection(range: second..<second).indices(in: text) == .insertionPoint(second))
        var two = RangeSet(word)
        two.insert(contentsOf: text.range(of: "He")!)
        #expect(AttributedTextSelection(ranges: two).indices(in: text) == .ranges(two))
        #expect(AttributedTextSelection(range: word).affinity(in: text) == .downstream)
    }

    @Test func attributesOfTheSelection() {
        let text = text
        let across = text.range(of: "lo wo")!
        let colors = AttributedTextSelection(range: across).attributes(in: text)[\.foregroundColor]
        #expect(colors == [.red, .blue])
        #expect(Array(AttributedTextSelection(range: text.range(of: "world")!).attributes(in: text)).count == 1)
        let typedKey = AttributedTextSelection(range: across).attributes(in: text)[
            AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
        #expect(typedKey == [.red, .blue])

        // A caret takes the attributes of the character before it, unless given its own.
        let afterSpace = text.characters.index(after: text.range(of: " ")!.lowerBound)
        #expect(AttributedTextSelection(insertionPoint: afterSpace).typingAttributes(in: text).foregroundColor == .blue)
        var green = AttributeContainer()
        green.foregroundColor = .green
        let typed = AttributedTextSelection(insertionPoint: afterSpace, typingAttributes: green)
        #expect(typed.typingAttributes(in: text).foregroundColor == .green)
        #expect(typed.attributes(in: text)[\.foregroundColor] == [.green])
        #expect(AttributedTextSelection().typingAttributes(in: text).foregroundColor == .blue)
        #expect(AttributedTextSelection(range: across).typingAttributes(in: text).foregroundColor == .red)
    }
}
