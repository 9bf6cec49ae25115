import Foundation
import Testing
import Vitro

/// `TextField` through a format style, `background(in:)` and named colors.
@MainActor
@Suite struct FieldAndBackgroundTests {
    func layout<V: View>(_ view: V) -> String {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        return renderer.layoutDescription
    }

    @Test func aFormattedFieldShowsTheValueFormatted() {
        @State var amount = 1234.5
        let field = TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)))
        #expect(layout(field).contains("1,234.50") || layout(field).contains("1234.50"))
    }

    @Test func backgroundInAShapeFillsItWithTheSystemBackground() throws {
        let view = Text("Hi").padding(20).background(in: Capsule()).environment(\.colorScheme, .dark)
        let image = try ImageRenderer(content: view).render()
        let c = image.color(atX: image.width / 2, y: 2)
        #expect(c.alpha > 0.9 && c.red < 0.1)
    }

    @Test func aNamedColorDrawsVisiblyGray() throws {
        let image = try ImageRenderer(content: Color("brand").frame(width: 10, height: 10)).render()
        let c = image.color(atX: 5, y: 5)
        #expect(abs(c.alpha - 0.5) < 0.02)
    }
}
