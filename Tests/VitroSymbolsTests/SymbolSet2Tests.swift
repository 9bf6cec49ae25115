import Foundation
import Testing
import Vitro

/// The second symbol set: the names public SwiftUI code uses most that the first set lacked
/// (docs/SYMBOLS.md has the count and the ranking).
@MainActor
@Suite struct SymbolSet2Tests {
    /// The thirty most used missing names of the count, in its order.
    static let mostUsed = [
        "person.crop.circle.badge.xmark", "arrow.2.squarepath", "photo.badge.plus", "qrcode.viewfinder",
        "rectangle.connected.to.line.below", "person.crop.circle.fill.badge.checkmark", "questionmark.diamond",
        "arrowshape.turn.up.left", "person.fill.badge.plus", "circle.lefthalf.fill", "square.dashed", "1.circle",
        "2.circle", "infinity", "wifi.exclamationmark", "swift", "applelogo", "arrow.down.doc",
        "chevron.compact.right", "eyedropper.full", "folder.badge.gearshape", "internaldrive",
        "keyboard.chevron.compact.down", "largecircle.fill.circle", "book.pages.fill", "3.circle", "eject",
        "suit.heart.fill", "arrowshape.turn.up.left.fill", "bubble.left.and.text.bubble.right",
    ]

    @Test func theMostUsedMissingNamesAreDrawn() {
        let names = Set(Image.builtInSymbolNames)
        for name in Self.mostUsed { #expect(names.contains(name), "\(name)") }
        #expect(names.count >= 1700)
    }

    /// The black pixels of a symbol drawn 40 pt in a 60 pt white square at 1×.
    static func ink(_ name: String) throws -> Set<Int> {
        let image = try ImageRenderer(
            content: Image(systemName: name).font(.system(size: 40)).foregroundStyle(.black)
                .frame(width: 60, height: 60).background(Color.white)
        ).render()
        var out: Set<Int> = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.color(atX: x, y: y).red < 0.5 { out.insert(y * 1000 + x) }
        }
        return out
    }

    @Test func personFillBadgePlusIsThePersonWithAPlusAtItsLowerRight() throws {
        let badge = try Self.ink("person.fill.badge.plus")
        let person = try Self.ink("person.fill")
        // The plus adds ink at the lower right, where the person has none; the person is drawn
        // smaller, with a gap cut around the plus.
        let lowerRight = badge.filter { $0 % 1000 > 38 && $0 / 1000 > 38 }
        #expect(lowerRight.count > 30)
        #expect(badge.subtracting(person).count > 30)
        #expect(person.subtracting(badge).count > 30)
    }
}
