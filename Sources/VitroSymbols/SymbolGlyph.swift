import Foundation
import VitroGeometry

/// The drawing behind one family of symbols (`bookmark`, `bookmark.fill`, `bookmark.circle`,
/// `bookmark.slash` …): a body, details inside it, and extras outside it, each in the unit
/// square (y down). The family's variants are made from it the way SF Symbols makes them:
/// - the outline (`name`) strokes the body, the details and the extras;
/// - `.fill` fills the body, cuts the details out of it and strokes the extras;
/// - `.circle` / `.square` strokes a circle or rounded square around the outline at 58 %;
/// - `.circle.fill` / `.square.fill` cuts the `.fill` form out of a filled disc or square;
/// - `.slash` draws a diagonal bar from top left to bottom right with a gap cut beside it.
struct SymbolGlyph: Sendable {
    typealias Draw = @Sendable (inout BezierPath) -> Void

    /// Closed outlines: stroked in the outline form, filled in the `.fill` form.
    var body: Draw
    /// Lines inside the body: stroked in the outline form, cut out in the `.fill` form.
    var details: Draw?
    /// Lines drawn stroked in every form (a handle, rays, a stand).
    var extras: Draw?
    /// Filled shapes drawn as they are in every form (dots, solid marks).
    var solids: Draw?

    static func run(_ d: Draw?) -> BezierPath {
        var p = BezierPath()
        d?(&p)
        return p
    }

    static func stroke(_ p: BezierPath, _ s: Double) -> BezierPath {
        Stroker.outline(of: p, StrokeParameters(width: s, cap: .round, join: .round))
    }

    /// The stroked form: every line, at stroke width `s`.
    func outline(_ s: Double) -> BezierPath {
        var lines = Self.run(body)
        lines.addPath(Self.run(details))
        lines.addPath(Self.run(extras))
        var p = Self.stroke(lines, s)
        p.addPath(Self.run(solids))
        return p
    }

    /// The filled form's parts: the body filled, the details cut, the extras and solids drawn.
    func fillParts(_ t: Transform2D = .identity, strokeScale: Double = 1) -> [Symbol.Part] {
        let body = body
        let details = details
        let extras = extras
        let solids = solids
        var parts = [Symbol.Part(build: { _ in Self.run(body).applying(t) })]
        if details != nil {
            parts.append(
                Symbol.Part(build: { s in Self.stroke(Self.run(details), s * strokeScale).applying(t) }, erases: true))
        }
        if extras != nil || solids != nil {
            parts.append(
                Symbol.Part(build: { s in
                    var p = Self.stroke(Self.run(extras), s * strokeScale)
                    p.addPath(Self.run(solids))
                    return p.applying(t)
                }))
        }
        return parts
    }

    /// The symbol drawn inside an enclosure, scaled to 58 % about the center.
    static let inset: Transform2D = .translation(x: -0.5, y: -0.5).scaled(x: 0.56, y: 0.56).translated(x: 0.5, y: 0.5)

    enum Enclosure { case circle, square }

    static func enclosure(_ e: Enclosure, _ p: inout BezierPath, inset d: Double) {
        switch e {
        case .circle: p.addEllipse(in: Rect2D(x: d, y: d, width: 1 - 2 * d, height: 1 - 2 * d))
        case .square: p.addRoundedRect(Rect2D(x: d, y: d, width: 1 - 2 * d, height: 1 - 2 * d), radius: 0.2)
        }
    }

    /// An enclosure's outline `width` wide, centered on the enclosure at `inset`: the area
    /// between two concentric outlines (filled even-odd), so a circle stays a true circle.
    static func ring(_ e: Enclosure, inset d: Double, width: Double) -> BezierPath {
        var p = BezierPath()
        let h = width / 2
        switch e {
        case .circle:
            p.addEllipse(in: Rect2D(x: d - h, y: d - h, width: 1 - 2 * (d - h), height: 1 - 2 * (d - h)))
            p.addEllipse(in: Rect2D(x: d + h, y: d + h, width: 1 - 2 * (d + h), height: 1 - 2 * (d + h)))
        case .square:
            p.addRoundedRect(
                Rect2D(x: d - h, y: d - h, width: 1 - 2 * (d - h), height: 1 - 2 * (d - h)), radius: 0.2 + h)
            p.addRoundedRect(
                Rect2D(x: d + h, y: d + h, width: 1 - 2 * (d + h), height: 1 - 2 * (d + h)), radius: max(0, 0.2 - h))
        }
        return p
    }

    /// `.circle` / `.square`: the outline inside a stroked enclosure, the enclosure the
    /// secondary layer.
    func enclosed(_ e: Enclosure) -> Symbol {
        let glyph = self
        return Symbol(parts: [
            Symbol.Part(build: { s in Self.ring(e, inset: 0.06, width: s) }, rule: .evenOdd, layer: 1),
            Symbol.Part(build: { s in glyph.outline(s / 0.56 * 0.9).applying(Self.inset) }),
        ])
    }

    /// `.circle.fill` / `.square.fill`: the filled form cut out of a filled enclosure.
    func enclosedFill(_ e: Enclosure) -> Symbol {
        var parts = [
            Symbol.Part(build: { _ in
                var p = BezierPath()
                Self.enclosure(e, &p, inset: 0.04)
                return p
            })
        ]
        // Cut the whole filled glyph, then draw its cut-out details back in the enclosure's color.
        for part in fillParts(Self.inset, strokeScale: 0.9 / 0.56) {
            parts.append(Symbol.Part(build: part.build, rule: part.rule, erases: !part.erases))
        }
        return Symbol(parts: parts)
    }

    /// `.slash`: the form given, a gap and a bar from top left to bottom right.
    static func slashed(_ base: [Symbol.Part]) -> Symbol {
        var parts = base
        parts.append(
            Symbol.Part(
                build: { s in
                    var p = BezierPath()
                    p.move(to: Point2D(x: 0.1, y: 0.06))
                    p.addLine(to: Point2D(x: 0.9, y: 0.94))
                    return stroke(p, s * 3.2)
                }, erases: true))
        parts.append(
            Symbol.Part(build: { s in
                var p = BezierPath()
                p.move(to: Point2D(x: 0.1, y: 0.06))
                p.addLine(to: Point2D(x: 0.9, y: 0.94))
                return stroke(p, s)
            }))
        return Symbol(parts: parts)
    }
}

/// Which variants of a glyph SF Symbols has, and so which names the glyph registers.
struct GlyphVariants: OptionSet, Sendable {
    let rawValue: Int
    static let outline = GlyphVariants(rawValue: 1)
    static let fill = GlyphVariants(rawValue: 2)
    static let circle = GlyphVariants(rawValue: 4)
    static let circleFill = GlyphVariants(rawValue: 8)
    static let square = GlyphVariants(rawValue: 16)
    static let squareFill = GlyphVariants(rawValue: 32)
    static let slash = GlyphVariants(rawValue: 64)
    static let slashFill = GlyphVariants(rawValue: 128)

    static let pair: GlyphVariants = [.outline, .fill]
    static let circled: GlyphVariants = [.outline, .fill, .circle, .circleFill]
    static let slashed: GlyphVariants = [.outline, .fill, .slash, .slashFill]
}

extension SymbolCatalog {
    /// Registers `glyph` under `name` and the names of the variants given.
    static func register(
        _ name: String, _ variants: GlyphVariants, _ glyph: SymbolGlyph, aspect: CGFloat = 1,
        into table: inout [String: Symbol]
    ) {
        if variants.contains(.outline) { table[name] = Symbol(aspect: aspect, build: glyph.outline) }
        if variants.contains(.fill) { table[name + ".fill"] = Symbol(aspect: aspect, parts: glyph.fillParts()) }
        if variants.contains(.circle) { table[name + ".circle"] = glyph.enclosed(.circle) }
        if variants.contains(.circleFill) { table[name + ".circle.fill"] = glyph.enclosedFill(.circle) }
        if variants.contains(.square) { table[name + ".square"] = glyph.enclosed(.square) }
        if variants.contains(.squareFill) { table[name + ".square.fill"] = glyph.enclosedFill(.square) }
        if variants.contains(.slash) {
            table[name + ".slash"] = SymbolGlyph.slashed([Symbol.Part(build: glyph.outline)])
        }
        if variants.contains(.slashFill) { table[name + ".slash.fill"] = SymbolGlyph.slashed(glyph.fillParts()) }
    }
}
