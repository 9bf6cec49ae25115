import Foundation
import VitroGeometry
import VitroRaster

// Building blocks for the second set of symbols (`symbols2`): an existing symbol moved and
// scaled, a badge at the lower right with the gap SF Symbols cuts around it, and letters and
// digits drawn from the outlines of a font.
extension SymbolCatalog {
    /// A symbol of the first set by name; an empty symbol if there is none (the tables are
    /// checked by `SymbolCatalogTests`, so a misspelt base shows up there, not as a crash).
    static func base(_ name: String) -> Symbol {
        symbols[name] ?? glyphSymbols[name] ?? Symbol(parts: [])
    }

    /// The parts of `symbol` moved by `t`, its strokes kept as heavy as unscaled ones.
    static func moved(_ symbol: Symbol, _ t: Transform2D) -> [Symbol.Part] {
        let k = 1 / max(t.maximumScale, 0.01)
        return symbol.parts.map { part in
            var p = part
            let build = part.build
            p.build = { s in build(s * k).applying(t) }
            return p
        }
    }

    /// A transform that scales the unit square by `f` about the point (`ax`, `ay`).
    static func scaling(_ f: Double, about ax: Double, _ ay: Double) -> Transform2D {
        .translation(x: -ax, y: -ay).scaled(x: f, y: f).translated(x: ax, y: ay)
    }

    /// What a badge shows.
    enum BadgeMark: Sendable {
        /// A plain mark (plus, minus).
        case plus, minus
        /// A filled disc with a mark knocked out of it.
        case xmark, checkmark, exclamationmark, ellipsis
        /// A small copy of another symbol.
        case symbol(Symbol)
    }

    /// `base` drawn with a badge at its lower right (`person.fill.badge.plus`,
    /// `folder.badge.gearshape` …): the base shrunk toward the upper left, a gap cut around the
    /// badge, then the badge.
    static func badged(_ base: Symbol, _ mark: BadgeMark) -> Symbol {
        let cx = 0.77
        let cy = 0.77
        let r = 0.22
        var parts = moved(base, scaling(0.86, about: 0.04, 0.04))
        parts.append(
            Symbol.Part(
                build: { _ in
                    var p = BezierPath()
                    circle(&p, cx, cy, r + 0.07)
                    return p
                }, erases: true))
        let markLines: (@Sendable (inout BezierPath) -> Void)?
        switch mark {
        case .plus:
            parts.append(
                Symbol.Part(
                    build: stroked {
                        line(&$0, [(cx - r, cy), (cx + r, cy)]); line(&$0, [(cx, cy - r), (cx, cy + r)])
                    }))
            return Symbol(parts: parts)
        case .minus:
            parts.append(Symbol.Part(build: stroked { line(&$0, [(cx - r, cy), (cx + r, cy)]) }))
            return Symbol(parts: parts)
        case .symbol(let small):
            parts += moved(
                small,
                Transform2D.scale(x: 2 * r + 0.06, y: 2 * r + 0.06)
                    .translated(x: cx - r - 0.03, y: cy - r - 0.03))
            return Symbol(parts: parts)
        case .xmark:
            let d = r * 0.45
            markLines = {
                line(&$0, [(cx - d, cy - d), (cx + d, cy + d)]); line(&$0, [(cx + d, cy - d), (cx - d, cy + d)])
            }
        case .checkmark:
            markLines = { line(&$0, [(cx - r * 0.5, cy), (cx - r * 0.1, cy + r * 0.4), (cx + r * 0.5, cy - r * 0.4)]) }
        case .exclamationmark:
            markLines = {
                line(&$0, [(cx, cy - r * 0.55), (cx, cy + r * 0.1)]); dot(&$0, cx, cy + r * 0.5)
            }
        case .ellipsis:
            markLines = { for dx in [-0.5, 0, 0.5] { dot(&$0, cx + dx * r, cy) } }
        }
        parts.append(
            Symbol.Part(build: { _ in
                var p = BezierPath()
                circle(&p, cx, cy, r)
                return p
            }))
        if let markLines {
            parts.append(Symbol.Part(build: { s in SymbolGlyph.stroke(run(markLines), s * 0.8) }, erases: true))
        }
        return Symbol(parts: parts)
    }

    static func run(_ d: @Sendable (inout BezierPath) -> Void) -> BezierPath {
        var p = BezierPath()
        d(&p)
        return p
    }

    /// The outline of `text` in DejaVu Sans Bold, fitted to a box `height` tall centered at
    /// (`cx`, `cy`), no wider than `maxWidth`. Empty when the face is missing.
    static func lettering(_ text: String, cx: Double, cy: Double, height: Double, maxWidth: Double = 0.8)
        -> BezierPath
    {
        guard let face = FontFace.named("DejaVu Sans", weight: 700) else { return BezierPath() }
        let line = TextLine(text, face: face, size: 100)
        let path = line.path(origin: Point2D(x: 0, y: 0))
        let b = path.controlPointBounds
        guard b.width > 0, b.height > 0 else { return path }
        let f = min(height / b.height, maxWidth / b.width)
        return path.applying(
            Transform2D.translation(x: -b.midX, y: -b.midY).scaled(x: f, y: f).translated(x: cx, y: cy))
    }

    /// `text` inside an enclosure: `.circle`, `.circle.fill`, `.square`, `.square.fill`.
    static func letteredEnclosures(_ t: inout [String: Symbol], _ name: String, _ text: String) {
        let height = text.count > 1 ? 0.36 : 0.44
        let glyph: @Sendable (Double) -> BezierPath = { _ in
            lettering(text, cx: 0.5, cy: 0.5, height: height, maxWidth: 0.56)
        }
        for e in [SymbolGlyph.Enclosure.circle, .square] {
            let suffix = e == .circle ? ".circle" : ".square"
            t[name + suffix] = Symbol(parts: [
                Symbol.Part(build: { s in SymbolGlyph.ring(e, inset: 0.06, width: s) }, rule: .evenOdd, layer: 1),
                Symbol.Part(build: glyph),
            ])
            t[name + suffix + ".fill"] = Symbol(parts: [
                Symbol.Part(build: { _ in
                    var p = BezierPath()
                    SymbolGlyph.enclosure(e, &p, inset: 0.04)
                    return p
                }),
                Symbol.Part(build: glyph, erases: true),
            ])
        }
    }
}
