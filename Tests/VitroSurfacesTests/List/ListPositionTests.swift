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

/// The space between sections of an inset-grouped `List` on iOS 26, checked against SwiftUI's own
/// iOS 26 snapshots (home-assistant/iOS at d722d78, `Tests/**/__Snapshots__/`, recorded with
/// `.device(config: .iPhone13(.portrait))`: 390 × 844 pt at 3×, Dynamic Type `.medium`, which these
/// renders use too). Measured there (docs/FIDELITY.md):
///
/// | between | card bottom → next card top | snapshots |
/// | --- | --- | --- |
/// | two sections without headers | 35.0 | `AboutView` (three gaps), `GesturesSetupView` |
/// | a section and one with a header | 56.7 … 57.0 (header baseline 14.0 above its card) | `ListPickerTests`, `GesturesSetupView`, a `Form` |
/// | a section with a two-line footer and the next | 60.0 | `PrivacyView` |
@MainActor
@Suite struct ListSectionSpacingTests {
    static func cards<V: View>(_ content: V) throws -> [(top: Int, bottom: Int)] {
        // At 3×, so that the measured thirds of a point show.
        let renderer = ImageRenderer(
            content: DeviceScreen(device: ListPositionTests.iPhone13Pro) {
                content.environment(\.dynamicTypeSize, .medium)
            })
        renderer.scale = 3
        return ListPositionTests.cards(try renderer.render(), x: 195 * 3)
    }

    @Test func sectionsWithoutHeadersAre35PointsApart() throws {
        let cards = try Self.cards(
            List {
                Section { Text("Version") }
                Section { Text("Privacy") }
            })
        try #require(cards.count == 2)
        #expect(abs(Double(cards[1].top - cards[0].bottom) / 3 - 35) <= 0.5, "\(cards)")
    }

    @Test func aHeaderAddsItsLineAboveTheNextCard() throws {
        let cards = try Self.cards(
            List {
                Section("Section 1") { Text("Abc") }
                Section("Section 2") { Text("Abc") }
            })
        try #require(cards.count == 2)
        #expect(abs(Double(cards[1].top - cards[0].bottom) / 3 - 56.8) <= 1, "\(cards)")
    }

    @Test func aFooterOfTwoLinesMakesTheGap60Points() throws {
        let cards = try Self.cards(
            List {
                Section {
                    Text("Crash reports")
                } footer: {
                    Text("Sends crash reports so that problems can be found and fixed; nothing else leaves the app.")
                }
                Section { Text("Analytics") }
            })
        try #require(cards.count == 2)
        #expect(abs(Double(cards[1].top - cards[0].bottom) / 3 - 60) <= 2, "\(cards)")
    }

    @Test func separatorsStopAsFarFromTheCardsEdgeAsTheTextStarts() throws {
        // In the same snapshots the hairline between rows runs from the text's start (32 pt) to
        // 16 pt before the card's trailing edge (358 of 374 pt).
        let renderer = ImageRenderer(
            content: DeviceScreen(device: ListPositionTests.iPhone13Pro) {
                List {
                    Text("Abc")
                    Text("Def")
                }
            })
        renderer.scale = 3
        let image = try renderer.render()
        // The hairline splits the card's white run in two: the first run ends on it.
        let runs = ListPositionTests.cards(image, x: 195 * 3)
        try #require(runs.count == 2, "\(runs)")
        let line = runs[0].bottom
        // Inside the card (16 … 374 pt): the grouped background beside it is gray too.
        let ink = ((17 * 3)..<(373 * 3)).filter { image.color(atX: $0, y: line).red < 0.93 }
        let left = Double(try #require(ink.first)) / 3
        let right = Double(try #require(ink.last) + 1) / 3
        #expect(abs(left - 32) <= 1.5, "starts at \(left)")
        #expect(abs(right - 358) <= 1, "ends at \(right)")
    }

    @Test func aCustomSpacingIsTheGapWhateverTheSectionsHold() throws {
        let cards = try Self.cards(
            List {
                Section("One") { Text("Abc") }
                Section("Two") { Text("Abc") }
            }
            .listSectionSpacing(12))
        try #require(cards.count == 2)
        // 12 pt, then the second header and its gap to the card.
        let gap = Double(cards[1].top - cards[0].bottom) / 3
        #expect(gap > 12 && gap < 56, "\(gap)")
    }
}
