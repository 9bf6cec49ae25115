import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// The digits 0–9 as strokes in the unit square (y down), drawn like SF Pro's rounded
    /// figures: what the numbered symbols (`1.circle`, `7.square.fill`…) enclose.
    static let digits: [SymbolGlyph.Draw] = [
        { p in  // 0
            p.move(to: pt(0.5, 0.06))
            p.addCurve(to: pt(0.2, 0.5), control1: pt(0.3, 0.06), control2: pt(0.2, 0.24))
            p.addCurve(to: pt(0.5, 0.94), control1: pt(0.2, 0.76), control2: pt(0.3, 0.94))
            p.addCurve(to: pt(0.8, 0.5), control1: pt(0.7, 0.94), control2: pt(0.8, 0.76))
            p.addCurve(to: pt(0.5, 0.06), control1: pt(0.8, 0.24), control2: pt(0.7, 0.06))
            p.closeSubpath()
        },
        { p in line(&p, [(0.3, 0.24), (0.56, 0.06), (0.56, 0.94)]) },  // 1
        { p in  // 2
            p.move(to: pt(0.24, 0.26))
            p.addCurve(to: pt(0.76, 0.28), control1: pt(0.3, 0.0), control2: pt(0.76, 0.02))
            p.addCurve(to: pt(0.22, 0.94), control1: pt(0.76, 0.5), control2: pt(0.4, 0.66))
            p.addLine(to: pt(0.8, 0.94))
        },
        { p in  // 3
            p.move(to: pt(0.24, 0.22))
            p.addCurve(to: pt(0.74, 0.26), control1: pt(0.32, 0.0), control2: pt(0.74, 0.02))
            p.addCurve(to: pt(0.44, 0.48), control1: pt(0.74, 0.42), control2: pt(0.6, 0.48))
            p.addCurve(to: pt(0.78, 0.72), control1: pt(0.64, 0.48), control2: pt(0.78, 0.56))
            p.addCurve(to: pt(0.22, 0.78), control1: pt(0.78, 1.0), control2: pt(0.3, 1.0))
        },
        { p in  // 4
            line(&p, [(0.66, 0.94), (0.66, 0.06), (0.18, 0.68), (0.84, 0.68)])
        },
        { p in  // 5
            p.move(to: pt(0.76, 0.06))
            p.addLine(to: pt(0.3, 0.06))
            p.addLine(to: pt(0.26, 0.46))
            p.addCurve(to: pt(0.78, 0.64), control1: pt(0.5, 0.34), control2: pt(0.78, 0.4))
            p.addCurve(to: pt(0.22, 0.8), control1: pt(0.78, 1.0), control2: pt(0.3, 1.0))
        },
        { p in  // 6
            p.move(to: pt(0.72, 0.1))
            p.addCurve(to: pt(0.22, 0.6), control1: pt(0.4, 0.0), control2: pt(0.22, 0.26))
            p.addCurve(to: pt(0.5, 0.94), control1: pt(0.22, 0.84), control2: pt(0.34, 0.94))
            p.addCurve(to: pt(0.78, 0.64), control1: pt(0.68, 0.94), control2: pt(0.78, 0.82))
            p.addCurve(to: pt(0.22, 0.6), control1: pt(0.78, 0.36), control2: pt(0.3, 0.34))
        },
        { p in line(&p, [(0.2, 0.06), (0.8, 0.06), (0.4, 0.94)]) },  // 7
        { p in  // 8
            p.move(to: pt(0.5, 0.46))
            p.addCurve(to: pt(0.5, 0.06), control1: pt(0.16, 0.42), control2: pt(0.22, 0.06))
            p.addCurve(to: pt(0.5, 0.46), control1: pt(0.78, 0.06), control2: pt(0.84, 0.42))
            p.addCurve(to: pt(0.5, 0.94), control1: pt(0.14, 0.5), control2: pt(0.16, 0.94))
            p.addCurve(to: pt(0.5, 0.46), control1: pt(0.84, 0.94), control2: pt(0.86, 0.5))
            p.closeSubpath()
        },
        { p in  // 9
            p.move(to: pt(0.28, 0.9))
            p.addCurve(to: pt(0.78, 0.4), control1: pt(0.6, 1.0), control2: pt(0.78, 0.74))
            p.addCurve(to: pt(0.5, 0.06), control1: pt(0.78, 0.16), control2: pt(0.66, 0.06))
            p.addCurve(to: pt(0.22, 0.36), control1: pt(0.32, 0.06), control2: pt(0.22, 0.18))
            p.addCurve(to: pt(0.78, 0.4), control1: pt(0.22, 0.64), control2: pt(0.7, 0.66))
        },
    ]

    /// The numbered symbols 0–50 (`1.circle`, `12.square.fill`…): one or two digits, the pair
    /// narrowed side by side, in a circle or a square.
    static func addNumbers(_ t: inout [String: Symbol]) {
        for n in 0...50 {
            let chars = Array(String(n)).compactMap { $0.wholeNumberValue }
            let glyph: SymbolGlyph.Draw = { p in
                for (i, d) in chars.enumerated() {
                    var one = BezierPath()
                    digits[d](&one)
                    // Two digits share the square: each at 60 % width, side by side.
                    let scale = chars.count == 1 ? 1.0 : 0.6
                    let dx = chars.count == 1 ? 0 : (i == 0 ? -0.02 : 0.42)
                    p.addPath(one.applying(.scale(x: scale, y: 1).concatenating(.translation(x: dx, y: 0))))
                }
            }
            family(&t, "\(n)", [.circle, .circleFill, .square, .squareFill], extras: glyph)
        }
    }

    /// The playing-card suits (`suit.heart.fill`…) and an envelope's front.
    static func addSuits(_ t: inout [String: Symbol]) {
        // The card suit's heart is plumper than `heart`, with a longer point.
        family(
            &t, "suit.heart", .pair,
            body: {
                $0.move(to: pt(0.5, 0.97))
                $0.addCurve(to: pt(0.06, 0.36), control1: pt(0.3, 0.74), control2: pt(0.06, 0.58))
                $0.addCurve(to: pt(0.5, 0.18), control1: pt(0.06, 0.06), control2: pt(0.4, 0.0))
                $0.addCurve(to: pt(0.94, 0.36), control1: pt(0.6, 0.0), control2: pt(0.94, 0.06))
                $0.addCurve(to: pt(0.5, 0.97), control1: pt(0.94, 0.58), control2: pt(0.7, 0.74))
                $0.closeSubpath()
            })
        family(&t, "suit.diamond", .pair, body: { poly(&$0, [(0.5, 0.04), (0.86, 0.5), (0.5, 0.96), (0.14, 0.5)]) })
        family(
            &t, "suit.spade", .pair,
            body: {
                $0.move(to: pt(0.5, 0.04))
                $0.addCurve(to: pt(0.06, 0.58), control1: pt(0.3, 0.3), control2: pt(0.06, 0.38))
                $0.addCurve(to: pt(0.46, 0.7), control1: pt(0.06, 0.8), control2: pt(0.34, 0.84))
                $0.addLine(to: pt(0.38, 0.96))
                $0.addLine(to: pt(0.62, 0.96))
                $0.addLine(to: pt(0.54, 0.7))
                $0.addCurve(to: pt(0.94, 0.58), control1: pt(0.66, 0.84), control2: pt(0.94, 0.8))
                $0.addCurve(to: pt(0.5, 0.04), control1: pt(0.94, 0.38), control2: pt(0.7, 0.3))
                $0.closeSubpath()
            })
        family(
            &t, "suit.club", .pair,
            body: {
                circle(&$0, 0.5, 0.26, 0.2)
                circle(&$0, 0.27, 0.58, 0.2)
                circle(&$0, 0.73, 0.58, 0.2)
                poly(&$0, [(0.46, 0.5), (0.54, 0.5), (0.62, 0.96), (0.38, 0.96)])
            })
        family(
            &t, "envelope.front", .pair, body: { rr(&$0, 0.06, 0.2, 0.88, 0.6, 0.08) },
            details: {
                line(&$0, [(0.1, 0.74), (0.4, 0.48)]); line(&$0, [(0.9, 0.74), (0.6, 0.48)]);
                line(&$0, [(0.1, 0.26), (0.5, 0.56), (0.9, 0.26)])
            })
    }
}
