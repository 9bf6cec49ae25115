import Foundation
import Testing
import Vitro

/// A row's own `listRowBackground(_:)` replaces the selection highlight, as in SwiftUI: an app
/// that sets one draws its selected row itself.
@MainActor
@Suite struct ListRowBackgroundSelectionTests {
    /// The color at the left end of the selected second row of a plain list (points, scale 1).
    static func selectedRowColor(background: Color?) throws -> RGBColor {
        let list = List(selection: .constant(2)) {
            Text("One").tag(1)
            Text("Two").tag(2).listRowBackground(background)
        }
        .listStyle(.plain)
        .frame(width: 300, height: 200)
        let renderer = ImageRenderer(content: list)
        renderer.scale = 1
        let image = try renderer.render()
        // The first row is at least 44 pt tall; the second's middle lies below it.
        let column = (0..<image.height).map { image.color(atX: 4, y: $0) }
        let tinted = column.enumerated().filter { $0.element.red < 0.97 || $0.element.blue < 0.97 }
        return try #require(tinted.last?.element, "a highlighted row")
    }

    @Test func aRowsOwnBackgroundReplacesTheSelectionHighlight() throws {
        let gray = try Self.selectedRowColor(background: nil)
        #expect(abs(gray.red - gray.blue) < 0.03, "the system's gray highlight: \(gray)")
        let own = try Self.selectedRowColor(background: Color(red: 0, green: 0.25, blue: 0.87))
        #expect(own.red < 0.05 && abs(own.blue - 0.87) < 0.03, "the row's own background: \(own)")
    }
}
