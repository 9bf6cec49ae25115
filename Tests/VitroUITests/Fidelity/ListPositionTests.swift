import Foundation
import Testing
import Vitro

/// Where an inset-grouped `List` puts its first row on iOS 26, checked against snapshots SwiftUI
/// itself recorded on iOS 26 (swift-snapshot-testing references in StanfordSpezi/SpeziViews,
/// commit 236fd06, `Tests/SpeziViewsTests/__Snapshots__/`, recorded with
/// `.image(layout: .device(config: .iPhone13Pro))`: 390 × 844 pt at 3×, 47 pt top safe area, no
/// navigation bar). Measured in those PNGs (docs/FIDELITY.md has the script):
///
/// | snapshot | first card top | card bottom | card sides | first text's left |
/// | --- | --- | --- | --- | --- |
/// | `SnapshotTests+Lists/listRow.iphone-regular` (one row) | 82.0 | 133.0 | 16.3 … 373.7 | 33.0 |
/// | `SnapshotTests+Controls/caseIterablePicker.iphone-regular` (one row) | 82.0 | 133.0 | | |
/// | `SnapshotTests+Controls/optionSetPicker.option-picker-inline` (header "Code", two rows) | 86.3 | 188.3 | | 33.0 |
///
/// So the first section's card starts 35 pt below the safe area (82 − 47), a one-line row is
/// 51 pt tall, the card is inset 16 pt and its text 16 pt more (SF Pro's "S" and "O" start
/// about 1 pt right of their origin).
@MainActor
@Suite struct ListPositionTests {
    /// swift-snapshot-testing's iPhone 13 Pro configuration.
    static let iPhone13Pro = Device(
        name: "iPhone 13 Pro", size: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), cornerRadius: 47)

    static func render<V: View>(_ content: V) throws -> RasterImage {
        let renderer = ImageRenderer(content: DeviceScreen(device: iPhone13Pro) { content })
        renderer.scale = 1
        return try renderer.render()
    }

    /// The white runs down the screen's middle column (points, at 1×): the cards.
    static func cards(_ image: RasterImage, x: Int = 195) -> [(top: Int, bottom: Int)] {
        var runs: [(Int, Int)] = []
        var start: Int?
        for y in 0..<image.height {
            let c = image.color(atX: x, y: y)
            let white = c.red > 0.99 && c.green > 0.99 && c.blue > 0.99
            if white, start == nil { start = y }
            if !white, let s = start {
                if y - s > 10 { runs.append((s, y)) }
                start = nil
            }
        }
        return runs
    }

    @Test func theFirstRowSitsWhereIOS26PutsIt() throws {
        let image = try Self.render(
            List {
                HStack {
                    Text("San Francisco")
                    Spacer()
                    Text(verbatim: "20 °C, Sunny").foregroundStyle(.secondary)
                }
            })
        let card = try #require(Self.cards(image).first)
        // Measured on iOS 26: 82.0 … 133.0 pt.
        #expect(abs(card.top - 82) <= 1, "card top \(card.top)")
        #expect(abs(card.bottom - 133) <= 1, "card bottom \(card.bottom)")
        // The card's sides: 16 pt from the screen's edges.
        let row = (card.top + card.bottom) / 2
        let left = (0..<195).first { image.color(atX: $0, y: row).red > 0.99 } ?? 0
        #expect(abs(left - 16) <= 1, "card left \(left)")
    }

    @Test func aHeaderPushesTheCardDownAsOnIOS26() throws {
        let image = try Self.render(
            List {
                Section("Code") {
                    Text("Option 1")
                    Text("Option 2")
                }
            })
        let cards = Self.cards(image)
        let first = try #require(cards.first)
        let last = try #require(cards.last)
        // Measured on iOS 26: the card runs 86.3 … 188.3 pt (two 51 pt rows).
        #expect(abs(first.top - 86) <= 2, "card top \(first.top)")
        #expect(abs(last.bottom - 188) <= 2, "card bottom \(last.bottom)")
    }
}
