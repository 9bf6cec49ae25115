import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Shopping, money, charts, packages, buildings, food and tools.
    static func addCommerce(_ t: inout [String: Symbol]) {
        let wheels: SymbolGlyph.Draw = {
            dot(&$0, 0.36, 0.88); dot(&$0, 0.76, 0.88)
        }
        let basket: SymbolGlyph.Draw = { poly(&$0, [(0.22, 0.24), (0.94, 0.24), (0.84, 0.62), (0.3, 0.62)]) }
        let handle: SymbolGlyph.Draw = {
            line(&$0, [(0.04, 0.1), (0.16, 0.1), (0.3, 0.62), (0.3, 0.72), (0.84, 0.72)]); wheels(&$0)
        }
        family(&t, "cart", .circled, body: basket, extras: handle)
        family(
            &t, "cart.badge.plus", .pair, body: basket,
            details: {
                line(&$0, [(0.58, 0.32), (0.58, 0.54)]); line(&$0, [(0.47, 0.43), (0.69, 0.43)])
            }, extras: handle)
        let bag: SymbolGlyph.Draw = { rr(&$0, 0.12, 0.3, 0.76, 0.64, 0.08) }
        let bagHandle: SymbolGlyph.Draw = {
            $0.move(to: pt(0.34, 0.3));
            $0.addCurve(to: pt(0.66, 0.3), control1: pt(0.34, 0.04), control2: pt(0.66, 0.04))
        }
        family(&t, "bag", .circled, body: bag, extras: bagHandle)
        family(
            &t, "bag.badge.plus", .pair, body: bag,
            details: {
                line(&$0, [(0.5, 0.48), (0.5, 0.78)]); line(&$0, [(0.35, 0.63), (0.65, 0.63)])
            }, extras: bagHandle)
        family(
            &t, "creditcard", .circled, body: { rr(&$0, 0.04, 0.18, 0.92, 0.64, 0.1) },
            details: {
                line(&$0, [(0.06, 0.36), (0.94, 0.36)]); line(&$0, [(0.18, 0.64), (0.4, 0.64)])
            })
        family(
            &t, "gift", .circled,
            body: {
                rr(&$0, 0.1, 0.44, 0.8, 0.5, 0.04); rr(&$0, 0.04, 0.28, 0.92, 0.16, 0.04)
            }, details: { line(&$0, [(0.5, 0.3), (0.5, 0.92)]) },
            extras: {
                arc(&$0, 0.38, 0.2, 0.1, 90, 360); arc(&$0, 0.62, 0.2, 0.1, 180, 450)
            })
        let dollar: SymbolGlyph.Draw = {
            line(&$0, [(0.5, 0.06), (0.5, 0.94)])
            $0.move(to: pt(0.74, 0.28));
            $0.addCurve(to: pt(0.5, 0.48), control1: pt(0.68, 0.14), control2: pt(0.26, 0.14))
            $0.addCurve(to: pt(0.26, 0.72), control1: pt(0.8, 0.52), control2: pt(0.6, 0.96))
        }
        family(&t, "dollarsign", [.outline, .circle, .circleFill, .square, .squareFill], extras: dollar)
        family(
            &t, "banknote", .pair, body: { rr(&$0, 0.02, 0.2, 0.96, 0.6, 0.06) },
            details: { circle(&$0, 0.5, 0.5, 0.14) })
        family(
            &t, "chart.bar", .pair,
            body: {
                rr(&$0, 0.08, 0.56, 0.2, 0.38, 0.03); rr(&$0, 0.4, 0.3, 0.2, 0.64, 0.03);
                rr(&$0, 0.72, 0.06, 0.2, 0.88, 0.03)
            })
        family(
            &t, "chart.pie", .pair, body: { arc(&$0, 0.46, 0.54, 0.4, -90, 270) },
            details: { line(&$0, [(0.46, 0.14), (0.46, 0.54), (0.86, 0.54)]) })
        family(
            &t, "chart.line.uptrend.xyaxis", .outline,
            extras: {
                line(&$0, [(0.06, 0.06), (0.06, 0.94), (0.94, 0.94)]);
                line(&$0, [(0.18, 0.72), (0.42, 0.46), (0.6, 0.6), (0.9, 0.22)])
            })
        family(
            &t, "chart.bar.xaxis", .outline,
            extras: {
                line(&$0, [(0.04, 0.94), (0.96, 0.94)]); line(&$0, [(0.22, 0.78), (0.22, 0.5)]);
                line(&$0, [(0.5, 0.78), (0.5, 0.18)]); line(&$0, [(0.78, 0.78), (0.78, 0.38)])
            })
        let box: SymbolGlyph.Draw = {
            poly(&$0, [(0.5, 0.04), (0.94, 0.26), (0.94, 0.74), (0.5, 0.96), (0.06, 0.74), (0.06, 0.26)])
        }
        family(
            &t, "shippingbox", .circled, body: box,
            details: {
                line(&$0, [(0.08, 0.27), (0.5, 0.48), (0.92, 0.27)]); line(&$0, [(0.5, 0.48), (0.5, 0.94)]);
                line(&$0, [(0.28, 0.15), (0.72, 0.37)])
            })
        family(
            &t, "cube", .pair, body: box,
            details: {
                line(&$0, [(0.08, 0.27), (0.5, 0.48), (0.92, 0.27)]); line(&$0, [(0.5, 0.48), (0.5, 0.94)])
            })
        family(
            &t, "archivebox", .circled,
            body: {
                rr(&$0, 0.1, 0.36, 0.8, 0.56, 0.06); rr(&$0, 0.04, 0.1, 0.92, 0.22, 0.05)
            }, details: { line(&$0, [(0.38, 0.52), (0.62, 0.52)]) })
        family(
            &t, "box.truck", .pair,
            body: {
                rr(&$0, 0.02, 0.2, 0.58, 0.54, 0.04);
                poly(&$0, [(0.64, 0.36), (0.84, 0.36), (0.98, 0.56), (0.98, 0.74), (0.64, 0.74)])
            },
            extras: {
                circle(&$0, 0.22, 0.82, 0.08); circle(&$0, 0.78, 0.82, 0.08)
            })
        let tray: SymbolGlyph.Draw = {
            poly(&$0, [(0.04, 0.56), (0.18, 0.14), (0.82, 0.14), (0.96, 0.56), (0.96, 0.9), (0.04, 0.9)])
        }
        family(
            &t, "tray", .circled, body: tray,
            details: {
                line(&$0, [(0.06, 0.56), (0.32, 0.56), (0.38, 0.68), (0.62, 0.68), (0.68, 0.56), (0.94, 0.56)])
            })
        family(
            &t, "tray.full", .pair, body: tray,
            details: {
                line(&$0, [(0.06, 0.56), (0.32, 0.56), (0.38, 0.68), (0.62, 0.68), (0.68, 0.56), (0.94, 0.56)]);
                line(&$0, [(0.28, 0.3), (0.72, 0.3)]); line(&$0, [(0.24, 0.42), (0.76, 0.42)])
            })
        family(
            &t, "tray.and.arrow.down", .pair,
            body: { poly(&$0, [(0.04, 0.56), (0.96, 0.56), (0.96, 0.92), (0.04, 0.92)]) },
            extras: { arrow(&$0, 0.5, 0.04, 0.5, 0.44, head: 0.2) })
        family(
            &t, "tray.and.arrow.up", .pair,
            body: { poly(&$0, [(0.04, 0.56), (0.96, 0.56), (0.96, 0.92), (0.04, 0.92)]) },
            extras: { arrow(&$0, 0.5, 0.44, 0.5, 0.04, head: 0.2) })
        family(
            &t, "building.2", .pair,
            body: {
                rr(&$0, 0.06, 0.06, 0.5, 0.88, 0.04); rr(&$0, 0.6, 0.34, 0.34, 0.6, 0.04)
            },
            details: {
                for y in [0.22, 0.4, 0.58] { line(&$0, [(0.2, y), (0.42, y)]) };
                line(&$0, [(0.72, 0.52), (0.82, 0.52)])
            })
        family(
            &t, "building.columns", .pair,
            body: {
                poly(&$0, [(0.5, 0.04), (0.96, 0.28), (0.04, 0.28)]); rr(&$0, 0.04, 0.84, 0.92, 0.12, 0.02)
            }, extras: { for x in [0.16, 0.38, 0.62, 0.84] { line(&$0, [(x, 0.38), (x, 0.76)]) } })
        family(
            &t, "storefront", .pair,
            body: {
                rr(&$0, 0.1, 0.38, 0.8, 0.56, 0.04);
                poly(&$0, [(0.04, 0.36), (0.12, 0.06), (0.88, 0.06), (0.96, 0.36)])
            }, details: { rr(&$0, 0.4, 0.62, 0.2, 0.3, 0.02) })
        family(
            &t, "cup.and.saucer", .pair,
            body: {
                $0.move(to: pt(0.14, 0.2)); $0.addLine(to: pt(0.72, 0.2));
                $0.addCurve(to: pt(0.14, 0.2), control1: pt(0.72, 0.84), control2: pt(0.14, 0.84)); $0.closeSubpath()
            },
            extras: {
                arc(&$0, 0.74, 0.38, 0.12, -90, 90); line(&$0, [(0.06, 0.86), (0.86, 0.86)])
            })
        family(
            &t, "fork.knife", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.3, 0.06), (0.3, 0.94)]); line(&$0, [(0.18, 0.06), (0.18, 0.3)]);
                line(&$0, [(0.42, 0.06), (0.42, 0.3)]); arc(&$0, 0.3, 0.3, 0.12, 0, 180)
                line(&$0, [(0.72, 0.94), (0.72, 0.06)]); $0.addQuadCurve(to: pt(0.72, 0.56), control: pt(0.92, 0.3))
            })
        family(
            &t, "wineglass", .pair,
            body: {
                $0.move(to: pt(0.24, 0.06)); $0.addLine(to: pt(0.76, 0.06));
                $0.addCurve(to: pt(0.24, 0.06), control1: pt(0.8, 0.6), control2: pt(0.2, 0.6)); $0.closeSubpath()
            },
            extras: {
                line(&$0, [(0.5, 0.5), (0.5, 0.92)]); line(&$0, [(0.3, 0.92), (0.7, 0.92)])
            })
        family(
            &t, "birthday.cake", .pair, body: { rr(&$0, 0.08, 0.46, 0.84, 0.46, 0.06) },
            details: {
                $0.move(to: pt(0.1, 0.62)); $0.addQuadCurve(to: pt(0.9, 0.62), control: pt(0.5, 0.78))
            },
            extras: {
                line(&$0, [(0.5, 0.2), (0.5, 0.42)]); dot(&$0, 0.5, 0.08)
            })
        // Tools and awards.
        family(
            &t, "wand.and.stars", [.outline],
            extras: {
                line(&$0, [(0.08, 0.92), (0.58, 0.42)]); line(&$0, [(0.52, 0.36), (0.64, 0.48)])
            },
            solids: {
                sparkle(&$0, 0.78, 0.2, 0.16); sparkle(&$0, 0.34, 0.18, 0.1); sparkle(&$0, 0.82, 0.62, 0.1)
            })
        family(
            &t, "wand.and.rays", .outline,
            extras: {
                line(&$0, [(0.08, 0.92), (0.58, 0.42)]);
                for a in [-90.0, -45, 0] {
                    line(
                        &$0,
                        [
                            (0.7 + 0.1 * cos(a * .pi / 180), 0.3 + 0.1 * sin(a * .pi / 180)),
                            (0.7 + 0.24 * cos(a * .pi / 180), 0.3 + 0.24 * sin(a * .pi / 180)),
                        ])
                }
            })
        family(
            &t, "sparkles", .outline,
            solids: {
                sparkle(&$0, 0.42, 0.56, 0.36); sparkle(&$0, 0.8, 0.2, 0.16); sparkle(&$0, 0.84, 0.78, 0.1)
            })
        family(&t, "sparkle", .outline, solids: { sparkle(&$0, 0.5, 0.5, 0.46) })
        family(
            &t, "paintbrush", .pair, body: { poly(&$0, [(0.56, 0.52), (0.88, 0.06), (0.96, 0.12), (0.66, 0.6)]) },
            extras: {
                $0.move(to: pt(0.52, 0.58));
                $0.addCurve(to: pt(0.06, 0.94), control1: pt(0.2, 0.56), control2: pt(0.36, 0.9))
            })
        family(
            &t, "paintbrush.pointed", .pair,
            body: { poly(&$0, [(0.5, 0.5), (0.9, 0.06), (0.96, 0.12), (0.56, 0.58)]) },
            extras: { line(&$0, [(0.5, 0.56), (0.08, 0.92)]) })
        family(
            &t, "paintpalette", .pair,
            body: {
                $0.move(to: pt(0.5, 0.06));
                $0.addCurve(to: pt(0.5, 0.94), control1: pt(-0.08, 0.06), control2: pt(0.0, 0.94));
                $0.addCurve(to: pt(0.62, 0.7), control1: pt(0.64, 0.94), control2: pt(0.5, 0.72));
                $0.addCurve(to: pt(0.5, 0.06), control1: pt(1.04, 0.7), control2: pt(1.0, 0.06)); $0.closeSubpath()
            },
            details: {
                dot(&$0, 0.3, 0.34); dot(&$0, 0.5, 0.24); dot(&$0, 0.7, 0.34); dot(&$0, 0.26, 0.58)
            })
        family(
            &t, "eyedropper", .outline,
            extras: {
                line(&$0, [(0.1, 0.9), (0.14, 0.74), (0.58, 0.3)]); line(&$0, [(0.48, 0.2), (0.8, 0.52)]);
                rr(&$0, 0.62, 0.1, 0.26, 0.2, 0.08)
            })
        family(
            &t, "scissors", [.outline, .circle, .circleFill],
            extras: {
                circle(&$0, 0.24, 0.76, 0.14); circle(&$0, 0.76, 0.76, 0.14); line(&$0, [(0.32, 0.64), (0.76, 0.06)]);
                line(&$0, [(0.68, 0.64), (0.24, 0.06)])
            })
        family(
            &t, "link", [.outline, .circle, .circleFill],
            extras: {
                rr(&$0, 0.06, 0.4, 0.5, 0.26, 0.13); rr(&$0, 0.44, 0.34, 0.5, 0.26, 0.13)
            })
        family(
            &t, "paperclip", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.62, 0.28), (0.32, 0.62)]); arc(&$0, 0.42, 0.7, 0.12, 130, 310);
                line(&$0, [(0.5, 0.78), (0.84, 0.38)]); arc(&$0, 0.7, 0.26, 0.2, -50, 140)
            })
        family(
            &t, "pin", [.outline, .fill, .circle, .circleFill, .slash, .slashFill],
            body: { poly(&$0, [(0.36, 0.06), (0.64, 0.06), (0.6, 0.34), (0.78, 0.56), (0.22, 0.56), (0.4, 0.34)]) },
            extras: { line(&$0, [(0.5, 0.56), (0.5, 0.94)]) })
        family(
            &t, "ruler", .pair, body: { rr(&$0, 0.02, 0.3, 0.96, 0.4, 0.04) },
            details: { for x in [0.2, 0.36, 0.52, 0.68, 0.84] { line(&$0, [(x, 0.32), (x, 0.46)]) } })
        family(
            &t, "hammer", .pair, body: { poly(&$0, [(0.3, 0.1), (0.78, 0.1), (0.9, 0.26), (0.3, 0.3)]) },
            extras: { line(&$0, [(0.5, 0.3), (0.5, 0.94)]) })
        family(
            &t, "wrench.and.screwdriver", .pair,
            body: {
                poly(&$0, [(0.72, 0.06), (0.82, 0.06), (0.8, 0.5), (0.74, 0.5)]); rr(&$0, 0.7, 0.54, 0.14, 0.4, 0.04)
            },
            extras: {
                line(&$0, [(0.2, 0.92), (0.5, 0.4)]); arc(&$0, 0.54, 0.3, 0.12, 0, 270)
            })
        family(
            &t, "trophy", .circled,
            body: {
                $0.move(to: pt(0.24, 0.08)); $0.addLine(to: pt(0.76, 0.08));
                $0.addCurve(to: pt(0.24, 0.08), control1: pt(0.76, 0.68), control2: pt(0.24, 0.68)); $0.closeSubpath()
            },
            extras: {
                arc(&$0, 0.2, 0.26, 0.12, 90, 270); arc(&$0, 0.8, 0.26, 0.12, -90, 90);
                line(&$0, [(0.5, 0.56), (0.5, 0.8)]); line(&$0, [(0.3, 0.9), (0.7, 0.9)])
            })
        family(
            &t, "crown", .pair,
            body: {
                poly(
                    &$0, [(0.06, 0.24), (0.3, 0.5), (0.5, 0.16), (0.7, 0.5), (0.94, 0.24), (0.84, 0.78), (0.16, 0.78)])
            })
        family(
            &t, "medal", .pair, body: { circle(&$0, 0.5, 0.66, 0.26) },
            extras: {
                line(&$0, [(0.24, 0.06), (0.4, 0.42)]); line(&$0, [(0.76, 0.06), (0.6, 0.42)])
            })
        family(
            &t, "rosette", .outline,
            extras: {
                circle(&$0, 0.5, 0.36, 0.28); line(&$0, [(0.34, 0.6), (0.26, 0.94), (0.42, 0.86)]);
                line(&$0, [(0.66, 0.6), (0.74, 0.94), (0.58, 0.86)])
            })
    }
}
