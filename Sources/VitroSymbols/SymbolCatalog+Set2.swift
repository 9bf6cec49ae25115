import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// The second set: the names public SwiftUI code uses most that the first set lacked,
    /// counted in a corpus of public app code (docs/SYMBOLS.md has the method and the ranking).
    /// A name of the first set is never redefined here.
    static let symbols2: [String: Symbol] = {
        var t: [String: Symbol] = [:]
        addLettered2(&t)
        addArrows2(&t)
        addShapes2(&t)
        addObjects2(&t)
        addDevices2(&t)
        addNature2(&t)
        addText2(&t)
        // Last: badges take their bases from the symbols above too.
        addBadges2(&t)
        for (name, existing) in aliases2 { t[name] = t[existing] ?? base(existing) }
        return t.filter { symbols[$0.key] == nil && glyphSymbols[$0.key] == nil }
    }()

    /// Names SF Symbols gives to the same artwork as another name (renamed symbols, `.left` and
    /// `.backward` pairs), each with the name it draws as.
    static let aliases2: [String: String] = [
        "arrow.uturn.left": "arrow.uturn.backward", "arrow.uturn.right": "arrow.uturn.forward",
        "arrow.uturn.left.circle": "arrow.uturn.backward.circle",
        "arrow.uturn.left.circle.fill": "arrow.uturn.backward.circle.fill",
        "arrow.uturn.right.circle": "arrow.uturn.forward.circle",
        "arrow.uturn.right.circle.fill": "arrow.uturn.forward.circle.fill",
        "arrow.up.forward.square": "arrow.up.right.square",
        "arrow.up.forward.square.fill": "arrow.up.right.square.fill",
        "restart": "arrow.counterclockwise", "arrow.swap": "arrow.left.arrow.right",
        "arrow.right.arrow.left": "arrow.left.arrow.right", "sidebar.trailing": "sidebar.right",
        "sidebar.leading": "sidebar.left", "circle.lefthalf.fill": "circle.lefthalf.filled",
        "circle.righthalf.fill": "circle.righthalf.filled", "document.on.document": "doc.on.doc",
        "document.on.document.fill": "doc.on.doc.fill", "richtext.page": "doc.richtext", "microphone": "mic",
        "microphone.fill": "mic.fill", "mail": "envelope", "mail.fill": "envelope.fill", "document": "doc",
        "document.fill": "doc.fill", "share": "square.and.arrow.up", "suit.heart": "heart",
        "suit.heart.fill": "heart.fill", "eyedropper.halffull": "eyedropper.full", "gauge.with.needle": "gauge",
        "person.3.sequence": "person.3", "person.3.sequence.fill": "person.3.fill",
        "hand.point.up.left": "hand.point.up", "hand.point.up.left.fill": "hand.point.up.fill",
        "clock.arrow.trianglehead.counterclockwise.rotate.90": "clock.arrow.circlepath",
        "gearshape.arrow.triangle.2.circlepath": "gearshape.arrow.trianglehead.2.clockwise.rotate.90",
        "delete.backward": "delete.left", "delete.backward.fill": "delete.left.fill", "delete.forward": "delete.right",
        "delete.forward.fill": "delete.right.fill", "arrowshape.turn.up.left": "arrowshape.turn.up.backward",
        "arrowshape.turn.up.left.fill": "arrowshape.turn.up.backward.fill",
        "arrowshape.turn.up.left.circle": "arrowshape.turn.up.backward.circle",
        "arrowshape.turn.up.left.circle.fill": "arrowshape.turn.up.backward.circle.fill",
        "arrowshape.turn.up.right": "arrowshape.turn.up.forward",
        "arrowshape.turn.up.right.fill": "arrowshape.turn.up.forward.fill",
        "arrowshape.turn.up.right.circle": "arrowshape.turn.up.forward.circle",
        "arrowshape.turn.up.right.circle.fill": "arrowshape.turn.up.forward.circle.fill",
        "arrowshape.left": "arrowshape.backward", "arrowshape.left.fill": "arrowshape.backward.fill",
        "arrowshape.left.circle": "arrowshape.backward.circle",
        "arrowshape.left.circle.fill": "arrowshape.backward.circle.fill", "arrowshape.right": "arrowshape.forward",
        "arrowshape.right.fill": "arrowshape.forward.fill", "arrowshape.right.circle": "arrowshape.forward.circle",
        "arrowshape.right.circle.fill": "arrowshape.forward.circle.fill", "apple.logo": "applelogo",
        "person.crop.circle.badge.xmark.fill": "person.crop.circle.fill.badge.xmark",
        "circle.grid.hex.fill": "circle.hexagongrid.fill",
    ]

    /// Digits and letters in enclosures (`1.circle`, `2.square.fill`, `x.circle` …).
    static func addLettered2(_ t: inout [String: Symbol]) {
        for d in 0...50 { letteredEnclosures(&t, "\(d)", "\(d)") }
        for d in 0...9 { letteredEnclosures(&t, "0\(d)", "0\(d)") }
        for c in "abcdefghijklmnopqrstuvwxyz" { letteredEnclosures(&t, "\(c)", "\(c)".uppercased()) }
        t["character"] = Symbol(build: { _ in lettering("A", cx: 0.5, cy: 0.5, height: 0.78) })
        t["textformat.superscript"] = Symbol(build: { _ in
            var p = lettering("A", cx: 0.38, cy: 0.56, height: 0.66)
            p.addPath(lettering("2", cx: 0.84, cy: 0.22, height: 0.32))
            return p
        })
        t["character.textbox"] = Symbol(parts: [
            Symbol.Part(build: stroked { rr(&$0, 0.06, 0.12, 0.88, 0.76, 0.12) }),
            Symbol.Part(build: { _ in lettering("A", cx: 0.5, cy: 0.5, height: 0.4) }),
        ])
        t["plusminus.circle"] = Symbol(parts: [
            Symbol.Part(build: { s in SymbolGlyph.ring(.circle, inset: 0.06, width: s) }, rule: .evenOdd),
            Symbol.Part(
                build: stroked {
                    line(&$0, [(0.34, 0.38), (0.66, 0.38)]); line(&$0, [(0.5, 0.24), (0.5, 0.52)])
                    line(&$0, [(0.34, 0.7), (0.66, 0.7)])
                }),
        ])
        t["bitcoinsign.circle"] = Symbol(parts: [
            Symbol.Part(build: { s in SymbolGlyph.ring(.circle, inset: 0.06, width: s) }, rule: .evenOdd),
            Symbol.Part(build: { _ in lettering("B", cx: 0.5, cy: 0.5, height: 0.44) }),
            Symbol.Part(
                build: stroked {
                    line(&$0, [(0.46, 0.2), (0.46, 0.8)]); line(&$0, [(0.56, 0.2), (0.56, 0.8)])
                }),
        ])
    }
}
