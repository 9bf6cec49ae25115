import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Mirrors a drawing left to right.
    static func mirrored(_ d: @escaping SymbolGlyph.Draw) -> SymbolGlyph.Draw {
        { p in p.addPath(run(d).applying(Transform2D.scale(x: -1, y: 1).translated(x: 1, y: 0))) }
    }

    /// Arrows, arrow shapes and circular arrows.
    static func addArrows2(_ t: inout [String: Symbol]) {
        let turnLeft: SymbolGlyph.Draw = {
            $0.move(to: pt(0.04, 0.44))
            $0.addLine(to: pt(0.44, 0.1))
            $0.addLine(to: pt(0.44, 0.28))
            $0.addCurve(to: pt(0.96, 0.88), control1: pt(0.78, 0.28), control2: pt(0.96, 0.5))
            $0.addCurve(to: pt(0.44, 0.6), control1: pt(0.84, 0.66), control2: pt(0.68, 0.6))
            $0.addLine(to: pt(0.44, 0.78))
            $0.closeSubpath()
        }
        family(&t, "arrowshape.turn.up.backward", .circled, body: turnLeft)
        family(&t, "arrowshape.turn.up.forward", .circled, body: mirrored(turnLeft))
        let block: SymbolGlyph.Draw = {
            poly(
                &$0, [(0.06, 0.5), (0.46, 0.12), (0.46, 0.34), (0.94, 0.34), (0.94, 0.66), (0.46, 0.66), (0.46, 0.88)])
        }
        family(&t, "arrowshape.backward", .circled, body: block)
        family(&t, "arrowshape.forward", .circled, body: mirrored(block))
        family(
            &t, "arrow.2.squarepath", .outline,
            extras: {
                line(&$0, [(0.12, 0.62), (0.12, 0.24), (0.8, 0.24)])
                arrowHead(&$0, at: (0.8, 0.24), direction: 0, size: 0.16)
                line(&$0, [(0.88, 0.38), (0.88, 0.76), (0.2, 0.76)])
                arrowHead(&$0, at: (0.2, 0.76), direction: .pi, size: 0.16)
            })
        family(
            &t, "arrow.triangle.branch", .outline,
            extras: {
                line(&$0, [(0.3, 0.94), (0.3, 0.1)]); arrowHead(&$0, at: (0.3, 0.1), direction: -.pi / 2, size: 0.16)
                $0.move(to: pt(0.3, 0.7))
                $0.addCurve(to: pt(0.76, 0.14), control1: pt(0.3, 0.4), control2: pt(0.76, 0.44))
                arrowHead(&$0, at: (0.76, 0.14), direction: -.pi / 2, size: 0.16)
            })
        family(
            &t, "arrow.circlepath", .outline,
            extras: {
                arc(&$0, 0.5, 0.5, 0.38, -170, -15); arrowHead(&$0, at: (0.87, 0.4), direction: 1.35, size: 0.15)
                arc(&$0, 0.5, 0.5, 0.38, 10, 165); arrowHead(&$0, at: (0.13, 0.6), direction: -1.8, size: 0.15)
            })
        family(
            &t, "arrow.3.trianglepath", .outline,
            extras: {
                line(&$0, [(0.38, 0.22), (0.08, 0.74), (0.3, 0.74)])
                arrowHead(&$0, at: (0.3, 0.74), direction: 0, size: 0.12)
                line(&$0, [(0.5, 0.86), (0.92, 0.86), (0.72, 0.52)])
                arrowHead(&$0, at: (0.72, 0.52), direction: -2.1, size: 0.12)
                line(&$0, [(0.62, 0.34), (0.5, 0.12), (0.42, 0.26)])
                arrowHead(&$0, at: (0.42, 0.26), direction: 2.1, size: 0.12)
            })
        family(
            &t, "return", .outline,
            extras: {
                line(&$0, [(0.88, 0.16), (0.88, 0.62), (0.12, 0.62)])
                arrowHead(&$0, at: (0.12, 0.62), direction: .pi, size: 0.2)
            })
        let chevrons: [(String, [(Double, Double)], CGFloat)] = [
            ("chevron.compact.right", [(0.3, 0.1), (0.7, 0.5), (0.3, 0.9)], 0.5),
            ("chevron.compact.left", [(0.7, 0.1), (0.3, 0.5), (0.7, 0.9)], 0.5),
            ("chevron.compact.up", [(0.1, 0.62), (0.5, 0.38), (0.9, 0.62)], 1),
            ("chevron.compact.down", [(0.1, 0.38), (0.5, 0.62), (0.9, 0.38)], 1),
        ]
        for (name, pts, aspect) in chevrons { t[name] = Symbol(aspect: aspect, build: stroked { line(&$0, pts) }) }
        let tri: @Sendable (Double, Bool) -> [(Double, Double)] = { x, right in
            right ? [(x, 0.3), (x + 0.3, 0.5), (x, 0.7)] : [(x + 0.3, 0.3), (x, 0.5), (x + 0.3, 0.7)]
        }
        family(
            &t, "arrowtriangle.left.and.line.vertical.and.arrowtriangle.right", .pair,
            body: {
                poly(&$0, tri(0.04, false)); poly(&$0, tri(0.66, true))
            },
            extras: { line(&$0, [(0.5, 0.14), (0.5, 0.86)]) })
        family(
            &t, "arrowtriangle.right.and.line.vertical.and.arrowtriangle.left", .pair,
            body: {
                poly(&$0, tri(0.04, true)); poly(&$0, tri(0.66, false))
            },
            extras: { line(&$0, [(0.5, 0.14), (0.5, 0.86)]) })
        t["arrowtriangle.up.square"] = SymbolGlyph(body: { poly(&$0, [(0.5, 0.24), (0.8, 0.74), (0.2, 0.74)]) })
            .enclosed(.square)
        t["arrowtriangle.up.square.fill"] = SymbolGlyph(body: { poly(&$0, [(0.5, 0.24), (0.8, 0.74), (0.2, 0.74)]) })
            .enclosedFill(.square)
        family(
            &t, "backward.end.alt", .pair,
            body: {
                poly(&$0, [(0.52, 0.2), (0.2, 0.5), (0.52, 0.8)]); poly(&$0, [(0.9, 0.2), (0.58, 0.5), (0.9, 0.8)])
            },
            extras: { line(&$0, [(0.1, 0.2), (0.1, 0.8)]) })
        family(
            &t, "forward.end.alt", .pair,
            body: {
                poly(&$0, [(0.1, 0.2), (0.42, 0.5), (0.1, 0.8)]); poly(&$0, [(0.48, 0.2), (0.8, 0.5), (0.48, 0.8)])
            },
            extras: { line(&$0, [(0.9, 0.2), (0.9, 0.8)]) })
        family(
            &t, "forward.frame", .pair, body: { poly(&$0, [(0.12, 0.2), (0.5, 0.5), (0.12, 0.8)]) },
            extras: {
                rr(&$0, 0.56, 0.2, 0.36, 0.6, 0.06)
            })
        let circleArrow: SymbolGlyph.Draw = {
            arc(&$0, 0.5, 0.5, 0.42, -200, 120)
            arrowHead(&$0, at: (0.1, 0.36), direction: -1.2, size: 0.14)
        }
        family(
            &t, "clock.arrow.circlepath", .outline,
            extras: {
                circleArrow(&$0); line(&$0, [(0.5, 0.3), (0.5, 0.52), (0.64, 0.62)])
            })
        family(
            &t, "clock.arrow.2.circlepath", .outline,
            extras: {
                arc(&$0, 0.5, 0.5, 0.42, -160, -20); arrowHead(&$0, at: (0.9, 0.36), direction: 1.3, size: 0.13)
                arc(&$0, 0.5, 0.5, 0.42, 20, 160); arrowHead(&$0, at: (0.1, 0.64), direction: -1.85, size: 0.13)
                line(&$0, [(0.5, 0.32), (0.5, 0.52), (0.62, 0.6)])
            })
        var gearArrows = moved(base("gearshape"), scaling(0.5, about: 0.5, 0.5))
        gearArrows.append(
            Symbol.Part(
                build: stroked {
                    arc(&$0, 0.5, 0.5, 0.42, -160, -20); arrowHead(&$0, at: (0.9, 0.36), direction: 1.3, size: 0.13)
                    arc(&$0, 0.5, 0.5, 0.42, 20, 160); arrowHead(&$0, at: (0.1, 0.64), direction: -1.85, size: 0.13)
                }))
        t["gearshape.arrow.trianglehead.2.clockwise.rotate.90"] = Symbol(parts: gearArrows)
        var leafArrows = moved(base("leaf"), scaling(0.5, about: 0.5, 0.5))
        leafArrows.append(Symbol.Part(build: stroked { circleArrow(&$0) }))
        t["leaf.arrow.circlepath"] = Symbol(parts: leafArrows)
        var repeatCircle = moved(base("repeat"), scaling(0.5, about: 0.5, 0.5))
        repeatCircle.insert(
            Symbol.Part(build: { s in SymbolGlyph.ring(.circle, inset: 0.06, width: s) }, rule: .evenOdd, layer: 1),
            at: 0)
        t["repeat.circle"] = Symbol(parts: repeatCircle)
        var repeatFill = [
            Symbol.Part(build: { _ in
                var p = BezierPath()
                circle(&p, 0.5, 0.5, 0.46)
                return p
            })
        ]
        repeatFill += moved(base("repeat"), scaling(0.5, about: 0.5, 0.5)).map {
            var p = $0
            p.erases = true
            return p
        }
        t["repeat.circle.fill"] = Symbol(parts: repeatFill)
        family(
            &t, "delete.left", .pair,
            body: { poly(&$0, [(0.04, 0.5), (0.3, 0.16), (0.94, 0.16), (0.94, 0.84), (0.3, 0.84)]) },
            details: {
                line(&$0, [(0.48, 0.36), (0.74, 0.64)]); line(&$0, [(0.74, 0.36), (0.48, 0.64)])
            })
        family(
            &t, "delete.right", .pair,
            body: mirrored { poly(&$0, [(0.04, 0.5), (0.3, 0.16), (0.94, 0.16), (0.94, 0.84), (0.3, 0.84)]) },
            details: mirrored {
                line(&$0, [(0.48, 0.36), (0.74, 0.64)]); line(&$0, [(0.74, 0.36), (0.48, 0.64)])
            })
        family(
            &t, "point.topleft.down.curvedto.point.bottomright.up", .pair,
            body: {
                circle(&$0, 0.16, 0.2, 0.1); circle(&$0, 0.84, 0.8, 0.1)
            },
            extras: {
                $0.move(to: pt(0.16, 0.32))
                $0.addCurve(to: pt(0.84, 0.68), control1: pt(0.2, 0.95), control2: pt(0.8, 0.05))
            })
        family(
            &t, "point.3.connected.trianglepath.dotted", .pair,
            body: {
                circle(&$0, 0.5, 0.16, 0.1); circle(&$0, 0.14, 0.8, 0.1); circle(&$0, 0.86, 0.8, 0.1)
            },
            solids: {
                for f in stride(from: 0.3, through: 0.7, by: 0.2) {
                    circle(&$0, 0.5 - 0.36 * f, 0.16 + 0.64 * f, 0.025);
                    circle(&$0, 0.5 + 0.36 * f, 0.16 + 0.64 * f, 0.025)
                    circle(&$0, 0.14 + 0.72 * f, 0.8, 0.025)
                }
            })
        family(
            &t, "rectangle.compress.vertical", .outline,
            extras: {
                line(&$0, [(0.1, 0.5), (0.9, 0.5)])
                arrow(&$0, 0.5, 0.06, 0.5, 0.36, head: 0.14); arrow(&$0, 0.5, 0.94, 0.5, 0.64, head: 0.14)
            })
        family(
            &t, "rectangle.expand.vertical", .outline,
            extras: {
                line(&$0, [(0.1, 0.06), (0.9, 0.06)]); line(&$0, [(0.1, 0.94), (0.9, 0.94)])
                arrow(&$0, 0.5, 0.5, 0.5, 0.2, head: 0.14); arrow(&$0, 0.5, 0.5, 0.5, 0.8, head: 0.14)
            })
        family(
            &t, "skew", .outline, body: { poly(&$0, [(0.3, 0.2), (0.94, 0.2), (0.7, 0.8), (0.06, 0.8)]) })
        family(
            &t, "shippingbox.and.arrow.backward", .pair,
            body: { poly(&$0, [(0.36, 0.28), (0.66, 0.12), (0.96, 0.28), (0.96, 0.74), (0.66, 0.9), (0.36, 0.74)]) },
            details: {
                line(&$0, [(0.36, 0.28), (0.66, 0.44), (0.96, 0.28)]); line(&$0, [(0.66, 0.44), (0.66, 0.9)])
            },
            extras: { arrow(&$0, 0.28, 0.56, 0.04, 0.56, head: 0.12) })
        family(
            &t, "arrow.down.doc", .pair,
            body: { poly(&$0, [(0.16, 0.06), (0.62, 0.06), (0.84, 0.28), (0.84, 0.94), (0.16, 0.94)]) },
            details: { arrow(&$0, 0.5, 0.3, 0.5, 0.76, head: 0.16) })
        family(
            &t, "arrow.up.doc", .pair,
            body: { poly(&$0, [(0.16, 0.06), (0.62, 0.06), (0.84, 0.28), (0.84, 0.94), (0.16, 0.94)]) },
            details: { arrow(&$0, 0.5, 0.78, 0.5, 0.32, head: 0.16) })
    }
}
