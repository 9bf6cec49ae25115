import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore

/// `Text`'s own accessibility modifiers keep it a `Text` and record on its node.
@MainActor
@Suite struct TextAccessibilityModifierTests {
    func node(_ text: Text) -> LayoutNode? {
        ResolveContext(environment: EnvironmentValues()).nodes(text).first
    }

    @Test func labelHeadingAndContentTypeAreRecordedOnTheTextsNode() throws {
        let labelled: Text = Text("4 ★").accessibilityLabel("Four stars")
        #expect(node(labelled)?.attributes.accessibilityLabel == "Four stars")
        let joined: Text = Text("Title").accessibilityHeading(.h1).bold() + Text("!")
        #expect(joined.plainText == "Title!")
        let heading: Text = Text("Title").accessibilityHeading(.h2).bold()
        #expect(node(heading)?.attributes.recorded.contains("accessibilityHeading(.h2)") == true)
        let code: Text = Text("let x = 1").accessibilityTextContentType(.sourceCode)
        #expect(node(code)?.attributes.recorded.contains("accessibilityTextContentType(.sourceCode)") == true)
        #expect(node(Text("plain"))?.attributes.accessibilityLabel == nil)
    }
}
