import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Everyday objects: the house, documents, books, tools, time, security.
    static func addObjects(_ t: inout [String: Symbol]) {
        family(
            &t, "house", [.circle, .circleFill],
            body: { poly(&$0, [(0.5, 0.1), (0.88, 0.44), (0.88, 0.9), (0.12, 0.9), (0.12, 0.44)]) },
            details: { line(&$0, [(0.42, 0.9), (0.42, 0.64), (0.58, 0.64), (0.58, 0.9)]) })
        let gear: SymbolGlyph.Draw = {
            var pts: [(Double, Double)] = []
            for i in 0..<32 {
                let a = Double(i) / 32 * 2 * .pi
                let r = (i % 4 == 0 || i % 4 == 1) ? 0.46 : 0.37
                pts.append((0.5 + r * cos(a), 0.5 + r * sin(a)))
            }
            poly(&$0, pts)
        }
        family(&t, "gearshape", .pair, body: gear, details: { circle(&$0, 0.5, 0.5, 0.12) })
        family(
            &t, "gearshape.2", .pair,
            body: {
                gear(&$0); $0 = $0.applying(.scale(x: 0.66, y: 0.66).translated(x: 0.0, y: 0.0)); var q = BezierPath();
                gear(&q); $0.addPath(q.applying(.scale(x: 0.5, y: 0.5).translated(x: 0.5, y: 0.5)))
            })
        family(
            &t, "trash", [.circle, .circleFill, .slash, .slashFill],
            body: { poly(&$0, [(0.2, 0.24), (0.26, 0.94), (0.74, 0.94), (0.8, 0.24)]) },
            details: {
                line(&$0, [(0.42, 0.4), (0.42, 0.78)]); line(&$0, [(0.58, 0.4), (0.58, 0.78)])
            },
            extras: {
                line(&$0, [(0.08, 0.2), (0.92, 0.2)]);
                line(&$0, [(0.36, 0.2), (0.36, 0.08), (0.64, 0.08), (0.64, 0.2)])
            })
        let pencil: SymbolGlyph.Draw = {
            poly(&$0, [(0.12, 0.88), (0.16, 0.68), (0.7, 0.14), (0.86, 0.3), (0.32, 0.84)])
        }
        family(&t, "pencil", [.circle, .circleFill, .slash], body: pencil)
        family(&t, "pencil.line", .outline, body: pencil, extras: { line(&$0, [(0.5, 0.94), (0.94, 0.94)]) })
        family(
            &t, "pencil.tip", .pair, body: { poly(&$0, [(0.5, 0.06), (0.84, 0.7), (0.16, 0.7)]) },
            extras: { line(&$0, [(0.3, 0.94), (0.7, 0.94)]) })
        family(
            &t, "square.and.pencil", .outline,
            extras: {
                line(&$0, [(0.5, 0.14), (0.16, 0.14), (0.16, 0.88), (0.86, 0.88), (0.86, 0.54)])
                poly(&$0, [(0.42, 0.62), (0.44, 0.5), (0.8, 0.12), (0.9, 0.22), (0.54, 0.6)])
            })
        let folder: SymbolGlyph.Draw = {
            poly(&$0, [(0.04, 0.18), (0.36, 0.18), (0.44, 0.28), (0.96, 0.28), (0.96, 0.86), (0.04, 0.86)])
        }
        family(&t, "folder", .circled, body: folder, details: { line(&$0, [(0.06, 0.38), (0.94, 0.38)]) })
        family(
            &t, "folder.badge.plus", .pair, body: folder,
            details: {
                line(&$0, [(0.5, 0.46), (0.5, 0.76)]); line(&$0, [(0.35, 0.61), (0.65, 0.61)])
            })
        let page: SymbolGlyph.Draw = {
            poly(&$0, [(0.16, 0.04), (0.6, 0.04), (0.84, 0.28), (0.84, 0.96), (0.16, 0.96)])
        }
        let corner: SymbolGlyph.Draw = { line(&$0, [(0.58, 0.06), (0.58, 0.3), (0.82, 0.3)]) }
        family(&t, "doc", .circled, body: page, details: corner)
        family(
            &t, "doc.text", .pair, body: page,
            details: {
                corner(&$0); for y in [0.5, 0.64, 0.78] { line(&$0, [(0.3, y), (0.7, y)]) }
            })
        family(
            &t, "doc.plaintext", .pair, body: page,
            details: { for y in [0.4, 0.54, 0.68, 0.82] { line(&$0, [(0.3, y), (0.7, y)]) } })
        family(
            &t, "doc.richtext", .pair, body: page,
            details: {
                corner(&$0); line(&$0, [(0.3, 0.56), (0.44, 0.44), (0.56, 0.6), (0.7, 0.5)])
            })
        family(
            &t, "doc.on.doc", .pair,
            body: {
                rr(&$0, 0.3, 0.04, 0.6, 0.74, 0.08); rr(&$0, 0.1, 0.22, 0.6, 0.74, 0.08)
            })
        family(
            &t, "doc.badge.plus", .pair, body: page,
            details: {
                line(&$0, [(0.5, 0.46), (0.5, 0.8)]); line(&$0, [(0.33, 0.63), (0.67, 0.63)])
            })
        family(
            &t, "note.text", .outline, body: { rr(&$0, 0.08, 0.1, 0.84, 0.8, 0.1) },
            details: { for y in [0.34, 0.5, 0.66] { line(&$0, [(0.24, y), (0.76, y)]) } })
        family(
            &t, "list.clipboard", .pair, body: { rr(&$0, 0.14, 0.1, 0.72, 0.86, 0.1) },
            details: { for y in [0.42, 0.58, 0.74] { line(&$0, [(0.3, y), (0.7, y)]) } },
            extras: { rr(&$0, 0.34, 0.04, 0.32, 0.14, 0.05) })
        family(
            &t, "clipboard", .pair, body: { rr(&$0, 0.14, 0.1, 0.72, 0.86, 0.1) },
            extras: { rr(&$0, 0.34, 0.04, 0.32, 0.14, 0.05) })
        family(
            &t, "checklist", .outline,
            extras: {
                line(&$0, [(0.06, 0.22), (0.14, 0.3), (0.28, 0.14)]);
                line(&$0, [(0.06, 0.62), (0.14, 0.7), (0.28, 0.54)])
                line(&$0, [(0.42, 0.24), (0.94, 0.24)]); line(&$0, [(0.42, 0.64), (0.94, 0.64)])
            })
        let book: SymbolGlyph.Draw = {
            $0.move(to: pt(0.5, 0.2));
            $0.addCurve(to: pt(0.04, 0.14), control1: pt(0.36, 0.1), control2: pt(0.16, 0.08))
            $0.addLine(to: pt(0.04, 0.84));
            $0.addCurve(to: pt(0.5, 0.9), control1: pt(0.16, 0.8), control2: pt(0.36, 0.82))
            $0.addCurve(to: pt(0.96, 0.84), control1: pt(0.64, 0.82), control2: pt(0.84, 0.8))
            $0.addLine(to: pt(0.96, 0.14));
            $0.addCurve(to: pt(0.5, 0.2), control1: pt(0.84, 0.08), control2: pt(0.64, 0.1))
            $0.closeSubpath()
        }
        family(&t, "book", .circled, body: book, details: { line(&$0, [(0.5, 0.24), (0.5, 0.86)]) })
        family(
            &t, "book.closed", .pair, body: { rr(&$0, 0.16, 0.04, 0.68, 0.92, 0.08) },
            details: { line(&$0, [(0.3, 0.06), (0.3, 0.94)]) })
        family(
            &t, "books.vertical", .pair,
            body: {
                rr(&$0, 0.06, 0.12, 0.2, 0.82, 0.04); rr(&$0, 0.32, 0.04, 0.2, 0.9, 0.04)
                poly(&$0, [(0.58, 0.2), (0.76, 0.14), (0.96, 0.88), (0.78, 0.94)])
            })
        family(
            &t, "text.book.closed", .pair, body: { rr(&$0, 0.16, 0.04, 0.68, 0.92, 0.08) },
            details: {
                line(&$0, [(0.4, 0.3), (0.7, 0.3)]); line(&$0, [(0.4, 0.44), (0.7, 0.44)])
            })
        family(
            &t, "newspaper", .pair, body: { rr(&$0, 0.06, 0.12, 0.88, 0.76, 0.08) },
            details: {
                rr(&$0, 0.2, 0.28, 0.24, 0.2, 0.02); for y in [0.62, 0.74] { line(&$0, [(0.2, y), (0.8, y)]) };
                line(&$0, [(0.56, 0.3), (0.8, 0.3)]); line(&$0, [(0.56, 0.46), (0.8, 0.46)])
            })
        family(
            &t, "graduationcap", .pair, body: { poly(&$0, [(0.5, 0.14), (0.98, 0.38), (0.5, 0.62), (0.02, 0.38)]) },
            extras: {
                line(&$0, [(0.24, 0.5), (0.24, 0.76)]); $0.move(to: pt(0.24, 0.76));
                $0.addQuadCurve(to: pt(0.76, 0.76), control: pt(0.5, 0.96)); line(&$0, [(0.76, 0.76), (0.76, 0.5)]);
                line(&$0, [(0.9, 0.44), (0.9, 0.74)])
            })
        let bookmark: SymbolGlyph.Draw = {
            poly(&$0, [(0.2, 0.04), (0.8, 0.04), (0.8, 0.96), (0.5, 0.7), (0.2, 0.96)])
        }
        family(
            &t, "bookmark", [.outline, .fill, .circle, .circleFill, .slash, .slashFill, .square, .squareFill],
            body: bookmark)
        family(
            &t, "tag", [.outline, .fill, .circle, .circleFill, .slash, .slashFill],
            body: {
                poly(&$0, [(0.06, 0.08), (0.5, 0.08), (0.94, 0.52), (0.52, 0.94), (0.06, 0.5)])
            }, details: { dot(&$0, 0.26, 0.28) })
        let flag: SymbolGlyph.Draw = {
            $0.move(to: pt(0.18, 0.08));
            $0.addCurve(to: pt(0.9, 0.12), control1: pt(0.45, -0.02), control2: pt(0.6, 0.22))
            $0.addLine(to: pt(0.9, 0.6));
            $0.addCurve(to: pt(0.18, 0.56), control1: pt(0.6, 0.7), control2: pt(0.45, 0.46)); $0.closeSubpath()
        }
        family(
            &t, "flag", [.circle, .circleFill, .slash, .slashFill], body: flag,
            extras: { line(&$0, [(0.18, 0.06), (0.18, 0.96)]) })
        family(&t, "heart", [.circle, .circleFill, .slash, .slashFill, .square, .squareFill], body: { heart(&$0) })
        family(&t, "star", [.circle, .circleFill, .slash, .slashFill, .square, .squareFill], body: { star(&$0) })
        family(
            &t, "calendar", [.circle, .circleFill], body: { rr(&$0, 0.08, 0.14, 0.84, 0.78, 0.1) },
            details: { line(&$0, [(0.08, 0.34), (0.92, 0.34)]) },
            extras: {
                line(&$0, [(0.3, 0.06), (0.3, 0.2)]); line(&$0, [(0.7, 0.06), (0.7, 0.2)])
            })
        family(
            &t, "calendar.badge.plus", .outline, body: { rr(&$0, 0.04, 0.14, 0.7, 0.7, 0.1) },
            extras: {
                line(&$0, [(0.84, 0.62), (0.84, 0.98)]); line(&$0, [(0.66, 0.8), (1.0, 0.8)]);
                line(&$0, [(0.06, 0.32), (0.72, 0.32)])
            })
        let dial: SymbolGlyph.Draw = { circle(&$0, 0.5, 0.5, 0.44) }
        let hands: SymbolGlyph.Draw = { line(&$0, [(0.5, 0.22), (0.5, 0.5), (0.7, 0.62)]) }
        family(&t, "clock", .circled, body: dial, details: hands)
        family(
            &t, "alarm", .pair, body: { circle(&$0, 0.5, 0.54, 0.38) }, details: hands,
            extras: {
                arc(&$0, 0.18, 0.2, 0.12, 180, 300); arc(&$0, 0.82, 0.2, 0.12, 240, 360)
            })
        family(
            &t, "timer", [.outline, .circle],
            extras: {
                arc(&$0, 0.5, 0.52, 0.42, -60, 240); line(&$0, [(0.5, 0.1), (0.5, 0.28)]);
                line(&$0, [(0.5, 0.52), (0.34, 0.36)])
            })
        family(
            &t, "stopwatch", .pair, body: { circle(&$0, 0.5, 0.56, 0.38) },
            details: { line(&$0, [(0.5, 0.56), (0.5, 0.36)]) },
            extras: {
                line(&$0, [(0.4, 0.06), (0.6, 0.06)]); line(&$0, [(0.5, 0.06), (0.5, 0.18)])
            })
        let glass: SymbolGlyph.Draw = {
            line(&$0, [(0.22, 0.06), (0.78, 0.06)]); line(&$0, [(0.22, 0.94), (0.78, 0.94)])
        }
        let hourglass: SymbolGlyph.Draw = {
            poly(&$0, [(0.26, 0.08), (0.74, 0.08), (0.52, 0.5), (0.74, 0.92), (0.26, 0.92), (0.48, 0.5)])
        }
        family(&t, "hourglass", [.outline, .circle, .circleFill], body: hourglass, extras: glass)
        family(
            &t, "hourglass.bottomhalf.fill", .outline, body: hourglass, extras: glass,
            solids: { poly(&$0, [(0.5, 0.62), (0.68, 0.9), (0.32, 0.9)]) })
        family(
            &t, "hourglass.tophalf.fill", .outline, body: hourglass, extras: glass,
            solids: { poly(&$0, [(0.3, 0.12), (0.7, 0.12), (0.5, 0.42)]) })
        let lockBody: SymbolGlyph.Draw = { rr(&$0, 0.16, 0.44, 0.68, 0.5, 0.08) }
        let shackle: SymbolGlyph.Draw = {
            $0.move(to: pt(0.3, 0.46)); $0.addLine(to: pt(0.3, 0.3));
            $0.addCurve(to: pt(0.7, 0.3), control1: pt(0.3, 0.02), control2: pt(0.7, 0.02));
            $0.addLine(to: pt(0.7, 0.46))
        }
        family(&t, "lock", [.outline, .circle, .circleFill, .slash, .slashFill], body: lockBody, extras: shackle)
        family(
            &t, "lock.open", .pair, body: lockBody,
            extras: {
                $0.move(to: pt(0.3, 0.46)); $0.addLine(to: pt(0.3, 0.26));
                $0.addCurve(to: pt(0.7, 0.22), control1: pt(0.3, 0.0), control2: pt(0.66, -0.02))
            })
        family(
            &t, "key", .pair, body: { circle(&$0, 0.3, 0.34, 0.22) }, details: { dot(&$0, 0.24, 0.28) },
            extras: {
                line(&$0, [(0.44, 0.5), (0.9, 0.92)]); line(&$0, [(0.72, 0.74), (0.82, 0.64)])
            })
        let eye: SymbolGlyph.Draw = {
            $0.move(to: pt(0.04, 0.5)); $0.addQuadCurve(to: pt(0.96, 0.5), control: pt(0.5, 0.0));
            $0.addQuadCurve(to: pt(0.04, 0.5), control: pt(0.5, 1.0)); $0.closeSubpath()
        }
        family(
            &t, "eye", [.outline, .fill, .circle, .circleFill, .slash, .slashFill], body: eye,
            details: { circle(&$0, 0.5, 0.5, 0.12) })
        family(
            &t, "eyeglasses", .outline,
            extras: {
                circle(&$0, 0.26, 0.56, 0.18); circle(&$0, 0.74, 0.56, 0.18); arc(&$0, 0.5, 0.56, 0.08, 200, 340);
                line(&$0, [(0.08, 0.56), (0.02, 0.36)]); line(&$0, [(0.92, 0.56), (0.98, 0.36)])
            })
        let bulb: SymbolGlyph.Draw = {
            $0.move(to: pt(0.36, 0.72));
            $0.addCurve(to: pt(0.5, 0.06), control1: pt(0.1, 0.52), control2: pt(0.16, 0.06))
            $0.addCurve(to: pt(0.64, 0.72), control1: pt(0.84, 0.06), control2: pt(0.9, 0.52)); $0.closeSubpath()
        }
        family(
            &t, "lightbulb", [.outline, .fill, .circle, .circleFill, .slash, .slashFill], body: bulb,
            extras: {
                line(&$0, [(0.38, 0.84), (0.62, 0.84)]); line(&$0, [(0.42, 0.95), (0.58, 0.95)])
            })
        family(
            &t, "magnifyingglass", [.circle, .circleFill], body: { circle(&$0, 0.42, 0.42, 0.3) },
            extras: { line(&$0, [(0.64, 0.64), (0.92, 0.92)]) })
        family(
            &t, "plus.magnifyingglass", .outline, body: { circle(&$0, 0.42, 0.42, 0.32) },
            details: {
                line(&$0, [(0.42, 0.28), (0.42, 0.56)]); line(&$0, [(0.28, 0.42), (0.56, 0.42)])
            }, extras: { line(&$0, [(0.66, 0.66), (0.94, 0.94)]) })
        family(
            &t, "minus.magnifyingglass", .outline, body: { circle(&$0, 0.42, 0.42, 0.32) },
            details: { line(&$0, [(0.28, 0.42), (0.56, 0.42)]) }, extras: { line(&$0, [(0.66, 0.66), (0.94, 0.94)]) })
    }
}
