import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Weather, nature, places and travel.
    static func addNature(_ t: inout [String: Symbol]) {
        let rays: SymbolGlyph.Draw = {
            for i in 0..<8 {
                let a = Double(i) * .pi / 4
                line(&$0, [(0.5 + 0.32 * cos(a), 0.5 + 0.32 * sin(a)), (0.5 + 0.45 * cos(a), 0.5 + 0.45 * sin(a))])
            }
        }
        family(&t, "sun.max", [.outline, .circle, .circleFill], body: { circle(&$0, 0.5, 0.5, 0.2) }, extras: rays)
        family(
            &t, "sun.min", .pair, body: { circle(&$0, 0.5, 0.5, 0.18) },
            extras: {
                for i in 0..<8 { let a = Double(i) * .pi / 4; dot(&$0, 0.5 + 0.34 * cos(a), 0.5 + 0.34 * sin(a)) }
            })
        let horizon: SymbolGlyph.Draw = {
            line(&$0, [(0.04, 0.8), (0.96, 0.8)]);
            for a in [200.0, 240, 270, 300, 340] {
                let r = a * .pi / 180;
                line(&$0, [(0.5 + 0.3 * cos(r), 0.62 + 0.3 * sin(r)), (0.5 + 0.42 * cos(r), 0.62 + 0.42 * sin(r))])
            }
        }
        family(
            &t, "sunrise", .pair,
            body: {
                arc(&$0, 0.5, 0.66, 0.2, 180, 360); $0.closeSubpath()
            },
            extras: {
                horizon(&$0); line(&$0, [(0.5, 0.16), (0.5, 0.02)]);
                arrowHead(&$0, at: (0.5, 0.02), direction: -.pi / 2, size: 0.08)
            })
        family(
            &t, "sunset", .pair,
            body: {
                arc(&$0, 0.5, 0.66, 0.2, 180, 360); $0.closeSubpath()
            },
            extras: {
                horizon(&$0); line(&$0, [(0.5, 0.02), (0.5, 0.16)]);
                arrowHead(&$0, at: (0.5, 0.16), direction: .pi / 2, size: 0.08)
            })
        family(&t, "moon", [.circle, .circleFill], body: { moon(&$0) })
        family(
            &t, "moon.zzz", .pair, body: { moon(&$0, cx: 0.4, cy: 0.58, r: 0.36) },
            extras: { line(&$0, [(0.64, 0.1), (0.9, 0.1), (0.64, 0.36), (0.9, 0.36)]) })
        let cloudBody: SymbolGlyph.Draw = { cloud(&$0, dy: -0.08) }
        family(&t, "cloud", [.circle, .circleFill], body: { cloud(&$0, dy: 0.06) })
        family(
            &t, "cloud.rain", .pair, body: cloudBody,
            extras: { for x in [0.3, 0.5, 0.7] { line(&$0, [(x, 0.7), (x - 0.06, 0.9)]) } })
        family(
            &t, "cloud.drizzle", .pair, body: cloudBody,
            extras: { for x in [0.3, 0.5, 0.7] { dot(&$0, x, 0.72); dot(&$0, x - 0.05, 0.9) } })
        family(
            &t, "cloud.heavyrain", .pair, body: cloudBody,
            extras: { for x in [0.24, 0.4, 0.56, 0.72] { line(&$0, [(x, 0.68), (x - 0.08, 0.94)]) } })
        family(
            &t, "cloud.snow", .pair, body: cloudBody,
            extras: { for x in [0.3, 0.5, 0.7] { dot(&$0, x, 0.74); dot(&$0, x + 0.1, 0.9) } })
        family(
            &t, "cloud.bolt", .pair, body: cloudBody,
            extras: { line(&$0, [(0.54, 0.62), (0.42, 0.8), (0.58, 0.8), (0.46, 0.98)]) })
        family(
            &t, "cloud.fog", .pair, body: cloudBody,
            extras: {
                line(&$0, [(0.14, 0.74), (0.86, 0.74)]); line(&$0, [(0.24, 0.9), (0.76, 0.9)])
            })
        family(
            &t, "cloud.sun", .pair, body: { cloud(&$0, dy: 0.1) },
            extras: {
                arc(&$0, 0.34, 0.32, 0.16, 150, 330);
                for a in [180.0, 225, 270] {
                    let r = a * .pi / 180;
                    line(
                        &$0,
                        [(0.34 + 0.24 * cos(r), 0.32 + 0.24 * sin(r)), (0.34 + 0.32 * cos(r), 0.32 + 0.32 * sin(r))])
                }
            })
        family(
            &t, "icloud", .pair,
            body: {
                cloud(&$0, dy: 0.06); $0 = $0.applying(.scale(x: 1, y: 1.2).translated(x: 0, y: -0.14))
            })
        family(
            &t, "icloud.and.arrow.down", .pair, body: { cloud(&$0, dy: 0.06) },
            details: { arrow(&$0, 0.5, 0.36, 0.5, 0.62, head: 0.12) })
        family(
            &t, "icloud.and.arrow.up", .pair, body: { cloud(&$0, dy: 0.06) },
            details: { arrow(&$0, 0.5, 0.62, 0.5, 0.36, head: 0.12) })
        family(
            &t, "snowflake", [.outline, .circle],
            extras: {
                for i in 0..<3 {
                    let a = Double(i) * .pi / 3 + .pi / 2;
                    line(&$0, [(0.5 - 0.44 * cos(a), 0.5 - 0.44 * sin(a)), (0.5 + 0.44 * cos(a), 0.5 + 0.44 * sin(a))])
                }
            })
        family(
            &t, "wind", .outline,
            extras: {
                line(&$0, [(0.04, 0.4), (0.7, 0.4)]); arc(&$0, 0.7, 0.28, 0.12, 90, 330)
                line(&$0, [(0.04, 0.6), (0.8, 0.6)]); arc(&$0, 0.8, 0.72, 0.12, -90, 150)
            })
        family(
            &t, "tornado", .outline,
            extras: {
                for (i, y) in [0.12, 0.3, 0.48, 0.66, 0.84].enumerated() {
                    let w = 0.42 - Double(i) * 0.07;
                    line(&$0, [(0.5 - w + Double(i) * 0.02, y), (0.5 + w + Double(i) * 0.02, y)])
                }
            })
        family(
            &t, "umbrella", .pair,
            body: {
                arc(&$0, 0.5, 0.5, 0.44, 180, 360); $0.closeSubpath()
            },
            extras: {
                line(&$0, [(0.5, 0.5), (0.5, 0.84)]); arc(&$0, 0.4, 0.84, 0.1, 0, 180)
            })
        family(
            &t, "thermometer.medium", .outline,
            extras: {
                rr(&$0, 0.38, 0.06, 0.24, 0.6, 0.12); circle(&$0, 0.5, 0.78, 0.16); line(&$0, [(0.5, 0.4), (0.5, 0.7)])
            })
        let drop: SymbolGlyph.Draw = {
            $0.move(to: pt(0.5, 0.04));
            $0.addCurve(to: pt(0.5, 0.96), control1: pt(0.38, 0.3), control2: pt(0.0, 0.96));
            $0.addCurve(to: pt(0.5, 0.04), control1: pt(1.0, 0.96), control2: pt(0.62, 0.3)); $0.closeSubpath()
        }
        family(&t, "drop", .circled, body: drop)
        let flame: SymbolGlyph.Draw = {
            $0.move(to: pt(0.5, 0.96));
            $0.addCurve(to: pt(0.46, 0.04), control1: pt(0.06, 0.96), control2: pt(0.04, 0.46));
            $0.addCurve(to: pt(0.5, 0.96), control1: pt(0.9, 0.3), control2: pt(1.02, 0.96)); $0.closeSubpath()
        }
        family(&t, "flame", .circled, body: flame)
        let bolt: SymbolGlyph.Draw = {
            poly(&$0, [(0.58, 0.04), (0.2, 0.56), (0.48, 0.56), (0.4, 0.96), (0.8, 0.42), (0.52, 0.42)])
        }
        family(&t, "bolt", [.outline, .circle, .circleFill, .slash, .slashFill, .square, .squareFill], body: bolt)
        let leaf: SymbolGlyph.Draw = {
            $0.move(to: pt(0.12, 0.88));
            $0.addCurve(to: pt(0.92, 0.08), control1: pt(0.0, 0.3), control2: pt(0.5, 0.08));
            $0.addCurve(to: pt(0.12, 0.88), control1: pt(0.96, 0.6), control2: pt(0.6, 0.96)); $0.closeSubpath()
        }
        family(&t, "leaf", .circled, body: leaf, details: { line(&$0, [(0.14, 0.86), (0.6, 0.4)]) })
        family(
            &t, "tree", .pair, body: { circle(&$0, 0.5, 0.38, 0.32) }, extras: { line(&$0, [(0.5, 0.5), (0.5, 0.94)]) })
        family(
            &t, "mountain.2", .pair,
            body: { poly(&$0, [(0.02, 0.88), (0.36, 0.22), (0.56, 0.6), (0.7, 0.4), (0.98, 0.88)]) })
        let paw: SymbolGlyph.Draw = {
            $0.addEllipse(in: Rect2D(x: 0.28, y: 0.5, width: 0.44, height: 0.4));
            for (x, y) in [(0.14, 0.44), (0.34, 0.22), (0.66, 0.22), (0.86, 0.44)] { circle(&$0, x, y, 0.09) }
        }
        family(&t, "pawprint", .circled, body: paw)
        family(
            &t, "hare", .pair,
            body: {
                $0.addEllipse(in: Rect2D(x: 0.08, y: 0.46, width: 0.7, height: 0.44)); circle(&$0, 0.78, 0.44, 0.14);
                $0.addEllipse(in: Rect2D(x: 0.66, y: 0.04, width: 0.12, height: 0.34))
            })
        family(
            &t, "tortoise", .pair,
            body: {
                arc(&$0, 0.46, 0.7, 0.36, 180, 360); $0.closeSubpath(); circle(&$0, 0.9, 0.6, 0.08)
            },
            extras: {
                line(&$0, [(0.22, 0.7), (0.22, 0.86)]); line(&$0, [(0.66, 0.7), (0.66, 0.86)])
            })
        family(
            &t, "ladybug", .pair, body: { circle(&$0, 0.5, 0.58, 0.34) },
            details: { line(&$0, [(0.5, 0.28), (0.5, 0.9)]) }, extras: { arc(&$0, 0.5, 0.24, 0.12, 180, 360) })
        family(
            &t, "fish", .pair,
            body: {
                $0.move(to: pt(0.1, 0.5)); $0.addQuadCurve(to: pt(0.74, 0.5), control: pt(0.42, 0.1));
                $0.addLine(to: pt(0.96, 0.3)); $0.addLine(to: pt(0.96, 0.7)); $0.addLine(to: pt(0.74, 0.5));
                $0.addQuadCurve(to: pt(0.1, 0.5), control: pt(0.42, 0.9)); $0.closeSubpath()
            }, details: { dot(&$0, 0.28, 0.46) })
        family(
            &t, "bird", .pair,
            body: {
                $0.move(to: pt(0.06, 0.34)); $0.addQuadCurve(to: pt(0.5, 0.5), control: pt(0.3, 0.2));
                $0.addLine(to: pt(0.94, 0.26)); $0.addQuadCurve(to: pt(0.42, 0.86), control: pt(0.86, 0.86));
                $0.addQuadCurve(to: pt(0.06, 0.34), control: pt(0.1, 0.7)); $0.closeSubpath()
            })
        // Places and travel.
        family(
            &t, "globe.americas", .pair, body: { circle(&$0, 0.5, 0.5, 0.44) },
            details: { poly(&$0, [(0.3, 0.2), (0.5, 0.24), (0.44, 0.46), (0.6, 0.62), (0.52, 0.84)]) })
        family(
            &t, "map", .circled,
            body: {
                poly(
                    &$0,
                    [
                        (0.04, 0.18), (0.34, 0.08), (0.66, 0.18), (0.96, 0.08), (0.96, 0.82), (0.66, 0.92),
                        (0.34, 0.82), (0.04, 0.92),
                    ])
            },
            details: {
                line(&$0, [(0.34, 0.1), (0.34, 0.8)]); line(&$0, [(0.66, 0.2), (0.66, 0.9)])
            })
        let pinHead: SymbolGlyph.Draw = { circle(&$0, 0.5, 0.28, 0.2) }
        family(
            &t, "mappin", [.outline, .circle, .circleFill, .slash], body: pinHead,
            extras: { line(&$0, [(0.5, 0.48), (0.5, 0.94)]) })
        family(
            &t, "mappin.and.ellipse", .outline, body: pinHead,
            extras: {
                line(&$0, [(0.5, 0.48), (0.5, 0.78)]);
                $0.addEllipse(in: Rect2D(x: 0.1, y: 0.7, width: 0.8, height: 0.22))
            })
        let arrowhead: SymbolGlyph.Draw = { poly(&$0, [(0.92, 0.08), (0.56, 0.92), (0.46, 0.54), (0.08, 0.44)]) }
        family(
            &t, "location", [.outline, .fill, .circle, .circleFill, .slash, .slashFill, .square, .squareFill],
            body: arrowhead)
        family(
            &t, "location.north", .pair, body: { poly(&$0, [(0.5, 0.04), (0.86, 0.94), (0.5, 0.72), (0.14, 0.94)]) })
        family(
            &t, "safari", .pair, body: { circle(&$0, 0.5, 0.5, 0.44) },
            details: { poly(&$0, [(0.72, 0.28), (0.56, 0.56), (0.28, 0.72), (0.44, 0.44)]) })
        family(
            &t, "network", .outline,
            extras: {
                circle(&$0, 0.5, 0.5, 0.42); $0.addEllipse(in: Rect2D(x: 0.32, y: 0.08, width: 0.36, height: 0.84));
                line(&$0, [(0.1, 0.36), (0.9, 0.36)]); line(&$0, [(0.1, 0.64), (0.9, 0.64)])
            })
        let plane: SymbolGlyph.Draw = {
            poly(
                &$0,
                [
                    (0.46, 0.04), (0.54, 0.04), (0.56, 0.38), (0.96, 0.6), (0.96, 0.68), (0.56, 0.58), (0.55, 0.82),
                    (0.66, 0.92), (0.34, 0.92), (0.45, 0.82), (0.44, 0.58), (0.04, 0.68), (0.04, 0.6), (0.44, 0.38),
                ])
        }
        family(&t, "airplane", [.outline, .circle, .circleFill], body: plane)
        let car: SymbolGlyph.Draw = {
            poly(&$0, [(0.04, 0.52), (0.16, 0.22), (0.84, 0.22), (0.96, 0.52), (0.96, 0.8), (0.04, 0.8)])
        }
        family(
            &t, "car", .circled, body: car,
            details: {
                line(&$0, [(0.1, 0.5), (0.9, 0.5)]); dot(&$0, 0.2, 0.64); dot(&$0, 0.8, 0.64)
            },
            extras: {
                line(&$0, [(0.16, 0.82), (0.16, 0.92)]); line(&$0, [(0.84, 0.82), (0.84, 0.92)])
            })
        family(
            &t, "bus", .pair, body: { rr(&$0, 0.14, 0.04, 0.72, 0.8, 0.12) },
            details: {
                line(&$0, [(0.18, 0.5), (0.82, 0.5)]); dot(&$0, 0.3, 0.66); dot(&$0, 0.7, 0.66)
            },
            extras: {
                line(&$0, [(0.26, 0.86), (0.26, 0.95)]); line(&$0, [(0.74, 0.86), (0.74, 0.95)])
            })
        family(
            &t, "tram", .pair, body: { rr(&$0, 0.2, 0.14, 0.6, 0.68, 0.14) },
            details: { line(&$0, [(0.24, 0.44), (0.76, 0.44)]) },
            extras: {
                line(&$0, [(0.3, 0.82), (0.2, 0.96)]); line(&$0, [(0.7, 0.82), (0.8, 0.96)]);
                line(&$0, [(0.4, 0.04), (0.6, 0.04)])
            })
        family(
            &t, "bicycle", [.outline, .circle],
            extras: {
                circle(&$0, 0.2, 0.66, 0.18); circle(&$0, 0.8, 0.66, 0.18);
                line(&$0, [(0.2, 0.66), (0.4, 0.34), (0.66, 0.34), (0.8, 0.66)]);
                line(&$0, [(0.4, 0.34), (0.52, 0.66), (0.66, 0.34)]); line(&$0, [(0.62, 0.24), (0.74, 0.24)])
            })
        family(
            &t, "fuelpump", .pair, body: { rr(&$0, 0.1, 0.08, 0.5, 0.86, 0.06) },
            details: { rr(&$0, 0.2, 0.18, 0.3, 0.2, 0.02) },
            extras: { line(&$0, [(0.6, 0.4), (0.78, 0.4), (0.78, 0.8), (0.9, 0.8), (0.9, 0.3), (0.78, 0.18)]) })
        family(
            &t, "bed.double", .pair, body: { rr(&$0, 0.04, 0.46, 0.92, 0.3, 0.04) },
            details: { line(&$0, [(0.06, 0.6), (0.94, 0.6)]) },
            extras: {
                line(&$0, [(0.1, 0.76), (0.1, 0.9)]); line(&$0, [(0.9, 0.76), (0.9, 0.9)]);
                line(&$0, [(0.1, 0.46), (0.1, 0.16), (0.9, 0.16), (0.9, 0.46)])
            })
    }
}
