import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Computers, phones, drives, radio waves and media controls.
    static func addDevices2(_ t: inout [String: Symbol]) {
        let monitor: SymbolGlyph.Draw = { rr(&$0, 0.04, 0.12, 0.92, 0.6, 0.08) }
        let stand: SymbolGlyph.Draw = {
            line(&$0, [(0.5, 0.72), (0.5, 0.88)]); line(&$0, [(0.3, 0.9), (0.7, 0.9)])
        }
        family(&t, "display", [.outline, .fill], body: monitor, extras: stand)
        family(
            &t, "pc", [.outline], body: { rr(&$0, 0.04, 0.14, 0.62, 0.5, 0.06) },
            extras: {
                line(&$0, [(0.35, 0.64), (0.35, 0.84)]); line(&$0, [(0.2, 0.86), (0.5, 0.86)])
                rr(&$0, 0.76, 0.14, 0.2, 0.72, 0.04)
            })
        let laptop: SymbolGlyph.Draw = { rr(&$0, 0.14, 0.18, 0.72, 0.5, 0.06) }
        let base: SymbolGlyph.Draw = { line(&$0, [(0.02, 0.8), (0.98, 0.8)]) }
        family(&t, "macbook", .outline, body: laptop, extras: base)
        family(&t, "macmini", .pair, body: { rr(&$0, 0.04, 0.4, 0.92, 0.3, 0.08) }, details: { dot(&$0, 0.16, 0.55) })
        let phone: SymbolGlyph.Draw = { rr(&$0, 0.24, 0.04, 0.52, 0.92, 0.1) }
        family(
            &t, "iphone.homebutton", .pair, body: phone,
            details: {
                line(&$0, [(0.24, 0.16), (0.76, 0.16)]); line(&$0, [(0.24, 0.82), (0.76, 0.82)])
            },
            solids: { circle(&$0, 0.5, 0.89, 0.035) })
        family(
            &t, "ipad.homebutton", .pair, body: { rr(&$0, 0.12, 0.04, 0.76, 0.92, 0.08) },
            details: { line(&$0, [(0.12, 0.82), (0.88, 0.82)]) }, solids: { circle(&$0, 0.5, 0.89, 0.035) })
        family(
            &t, "candybarphone", .outline, body: { rr(&$0, 0.28, 0.04, 0.44, 0.92, 0.08) },
            details: {
                rr(&$0, 0.36, 0.12, 0.28, 0.26, 0.02)
                for y in [0.5, 0.62, 0.74, 0.86] { for x in [0.4, 0.5, 0.6] { dot(&$0, x, y) } }
            })
        family(
            &t, "ipad.and.iphone", .outline,
            body: {
                rr(&$0, 0.04, 0.06, 0.6, 0.8, 0.06); rr(&$0, 0.66, 0.4, 0.3, 0.54, 0.06)
            })
        family(
            &t, "macbook.and.iphone", .outline,
            body: {
                rr(&$0, 0.08, 0.2, 0.58, 0.44, 0.05); rr(&$0, 0.72, 0.36, 0.24, 0.5, 0.05)
            },
            extras: { line(&$0, [(0.02, 0.76), (0.66, 0.76)]) })
        family(
            &t, "platter.filled.bottom.iphone", .outline, body: phone, solids: { rr(&$0, 0.3, 0.62, 0.4, 0.28, 0.06) })
        family(
            &t, "keyboard.chevron.compact.down", [.outline, .fill],
            body: { rr(&$0, 0.04, 0.06, 0.92, 0.58, 0.08) },
            details: {
                for y in [0.2, 0.34] { for x in stride(from: 0.18, through: 0.82, by: 0.16) { dot(&$0, x, y) } }
                line(&$0, [(0.28, 0.5), (0.72, 0.5)])
            },
            extras: { line(&$0, [(0.38, 0.8), (0.5, 0.9), (0.62, 0.8)]) })
        let drive: SymbolGlyph.Draw = { rr(&$0, 0.04, 0.3, 0.92, 0.4, 0.1) }
        family(
            &t, "internaldrive", .pair, body: drive,
            details: {
                dot(&$0, 0.8, 0.5); line(&$0, [(0.16, 0.5), (0.5, 0.5)])
            })
        family(
            &t, "opticaldisc", .pair, body: { circle(&$0, 0.5, 0.5, 0.44) },
            details: { circle(&$0, 0.5, 0.5, 0.1) })
        family(
            &t, "memorychip", .pair, body: { rr(&$0, 0.18, 0.18, 0.64, 0.64, 0.08) },
            details: { rr(&$0, 0.34, 0.34, 0.32, 0.32, 0.04) },
            extras: {
                for v in [0.32, 0.5, 0.68] {
                    line(&$0, [(v, 0.04), (v, 0.18)]); line(&$0, [(v, 0.82), (v, 0.96)])
                    line(&$0, [(0.04, v), (0.18, v)]); line(&$0, [(0.82, v), (0.96, v)])
                }
            })
        family(
            &t, "faxmachine", .pair, body: { rr(&$0, 0.04, 0.36, 0.92, 0.56, 0.08) },
            details: { for y in [0.56, 0.72] { line(&$0, [(0.5, y), (0.82, y)]) } },
            extras: { line(&$0, [(0.2, 0.36), (0.2, 0.06), (0.7, 0.06), (0.7, 0.36)]) })
        family(
            &t, "teletype", .outline, body: { rr(&$0, 0.04, 0.3, 0.92, 0.44, 0.08) },
            details: { for x in stride(from: 0.18, through: 0.82, by: 0.16) { dot(&$0, x, 0.44); dot(&$0, x, 0.58) } },
            extras: { line(&$0, [(0.2, 0.3), (0.2, 0.1), (0.8, 0.1), (0.8, 0.3)]) })
        family(
            &t, "airplayvideo", .outline, body: { poly(&$0, [(0.5, 0.62), (0.78, 0.94), (0.22, 0.94)]) },
            extras: { line(&$0, [(0.24, 0.74), (0.06, 0.74), (0.06, 0.08), (0.94, 0.08), (0.94, 0.74), (0.76, 0.74)]) })
        family(
            &t, "airplayaudio", .outline, body: { poly(&$0, [(0.5, 0.62), (0.76, 0.94), (0.24, 0.94)]) },
            extras: {
                arc(&$0, 0.5, 0.46, 0.42, 150, 390); arc(&$0, 0.5, 0.46, 0.28, 160, 380)
            })
        let waves: SymbolGlyph.Draw = {
            arc(&$0, 0.3, 0.5, 0.22, -50, 50); arc(&$0, 0.3, 0.5, 0.4, -45, 45)
        }
        family(&t, "dot.radiowaves.right", .outline, extras: waves, solids: { circle(&$0, 0.22, 0.5, 0.08) })
        family(
            &t, "dot.radiowaves.up.forward", .outline,
            extras: {
                arc(&$0, 0.2, 0.8, 0.3, -85, -5); arc(&$0, 0.2, 0.8, 0.52, -85, -5)
            },
            solids: { circle(&$0, 0.2, 0.8, 0.08) })
        family(
            &t, "bell.and.waves.left.and.right", .pair,
            body: {
                $0.move(to: pt(0.28, 0.74))
                $0.addCurve(to: pt(0.5, 0.14), control1: pt(0.36, 0.6), control2: pt(0.28, 0.14))
                $0.addCurve(to: pt(0.72, 0.74), control1: pt(0.72, 0.14), control2: pt(0.64, 0.6)); $0.closeSubpath()
            },
            extras: {
                arc(&$0, 0.5, 0.44, 0.36, 140, 220); arc(&$0, 0.5, 0.44, 0.36, -40, 40)
                line(&$0, [(0.44, 0.86), (0.56, 0.86)])
            })
        family(
            &t, "cellularbars", .outline,
            solids: {
                for (i, x) in [0.1, 0.32, 0.54, 0.76].enumerated() {
                    let h = 0.22 + Double(i) * 0.2
                    rr(&$0, x, 0.9 - h, 0.14, h, 0.04)
                }
            })
        family(
            &t, "phone.connection", [.outline, .fill],
            body: {
                $0.move(to: pt(0.12, 0.34)); $0.addLine(to: pt(0.26, 0.3)); $0.addLine(to: pt(0.34, 0.48))
                $0.addLine(to: pt(0.26, 0.56))
                $0.addCurve(to: pt(0.44, 0.74), control1: pt(0.3, 0.64), control2: pt(0.36, 0.7))
                $0.addLine(to: pt(0.52, 0.66)); $0.addLine(to: pt(0.7, 0.74)); $0.addLine(to: pt(0.66, 0.88))
                $0.addCurve(to: pt(0.12, 0.34), control1: pt(0.36, 0.9), control2: pt(0.1, 0.64)); $0.closeSubpath()
            },
            extras: {
                arc(&$0, 0.42, 0.58, 0.3, -80, -10); arc(&$0, 0.42, 0.58, 0.48, -80, -10)
            })
        family(
            &t, "network.slash", .outline,
            extras: {
                circle(&$0, 0.5, 0.5, 0.42); line(&$0, [(0.08, 0.5), (0.92, 0.5)])
                $0.addEllipse(in: Rect2D(x: 0.32, y: 0.08, width: 0.36, height: 0.84));
                line(&$0, [(0.1, 0.06), (0.9, 0.94)])
            })
        family(
            &t, "playpause", [.outline, .fill, .circle, .circleFill],
            body: {
                poly(&$0, [(0.06, 0.24), (0.46, 0.5), (0.06, 0.76)])
                rr(&$0, 0.56, 0.24, 0.12, 0.52, 0.03); rr(&$0, 0.78, 0.24, 0.12, 0.52, 0.03)
            })
        family(
            &t, "eject", [.outline, .fill, .circle, .circleFill],
            body: {
                poly(&$0, [(0.5, 0.14), (0.9, 0.6), (0.1, 0.6)]); rr(&$0, 0.1, 0.72, 0.8, 0.14, 0.03)
            })
        family(
            &t, "music.quarternote.3", .outline,
            extras: {
                line(&$0, [(0.22, 0.84), (0.22, 0.24), (0.46, 0.3)]);
                line(&$0, [(0.62, 0.7), (0.62, 0.1), (0.86, 0.16)])
            },
            solids: {
                $0.addEllipse(in: Rect2D(x: 0.04, y: 0.76, width: 0.22, height: 0.16))
                $0.addEllipse(in: Rect2D(x: 0.44, y: 0.62, width: 0.22, height: 0.16))
            })
        family(
            &t, "camera.macro", .pair,
            body: {
                for a in stride(from: 0.0, to: 360, by: 72) {
                    let r = a * .pi / 180
                    circle(&$0, 0.5 + 0.16 * sin(r), 0.36 - 0.16 * cos(r), 0.13)
                }
            },
            extras: {
                line(&$0, [(0.5, 0.56), (0.5, 0.94)]); $0.move(to: pt(0.5, 0.82));
                $0.addQuadCurve(to: pt(0.2, 0.64), control: pt(0.3, 0.8))
            })
        var cameraOn = moved(self.base("camera"), Transform2D.scale(x: 0.72, y: 0.72).translated(x: 0.24, y: 0.22))
        cameraOn.insert(Symbol.Part(build: stroked { line(&$0, [(0.06, 0.7), (0.06, 0.12), (0.8, 0.12)]) }), at: 0)
        t["camera.on.rectangle"] = Symbol(parts: cameraOn)
        family(
            &t, "car.2", .pair,
            body: {
                poly(&$0, [(0.04, 0.7), (0.08, 0.5), (0.16, 0.38), (0.46, 0.38), (0.54, 0.5), (0.58, 0.7)])
                poly(&$0, [(0.42, 0.56), (0.46, 0.36), (0.54, 0.24), (0.84, 0.24), (0.92, 0.36), (0.96, 0.56)])
            })

        family(
            &t, "gauge", [.outline, .fill],
            body: {
                arc(&$0, 0.5, 0.62, 0.44, 180, 360); $0.addLine(to: pt(0.94, 0.8)); $0.addLine(to: pt(0.06, 0.8));
                $0.closeSubpath()
            },
            details: { line(&$0, [(0.5, 0.64), (0.7, 0.38)]) })
        let hand: SymbolGlyph.Draw = {
            $0.move(to: pt(0.1, 0.42)); $0.addLine(to: pt(0.36, 0.42)); $0.addLine(to: pt(0.9, 0.42))
            $0.addCurve(to: pt(0.9, 0.54), control1: pt(0.97, 0.42), control2: pt(0.97, 0.54))
            $0.addLine(to: pt(0.56, 0.54)); $0.addLine(to: pt(0.56, 0.86))
            $0.addLine(to: pt(0.22, 0.86));
            $0.addCurve(to: pt(0.1, 0.7), control1: pt(0.14, 0.86), control2: pt(0.1, 0.8))
            $0.closeSubpath()
        }
        family(&t, "hand.point.right", .pair, body: hand)
        let rotateUp = Transform2D.translation(x: -0.5, y: -0.5).rotated(-.pi / 2).translated(x: 0.5, y: 0.5)
        family(&t, "hand.point.up", .pair, body: { $0.addPath(run(hand).applying(rotateUp)) })
        let shield: SymbolGlyph.Draw = {
            $0.move(to: pt(0.5, 0.04)); $0.addLine(to: pt(0.88, 0.18)); $0.addLine(to: pt(0.88, 0.44))
            $0.addCurve(to: pt(0.5, 0.96), control1: pt(0.88, 0.72), control2: pt(0.7, 0.88))
            $0.addCurve(to: pt(0.12, 0.44), control1: pt(0.3, 0.88), control2: pt(0.12, 0.72))
            $0.addLine(to: pt(0.12, 0.18)); $0.closeSubpath()
        }
        t["shield.lefthalf.filled"] = Symbol(parts: [
            Symbol.Part(build: stroked(shield)),
            Symbol.Part(
                build: filled {
                    $0.addPath(run(shield)); rr(&$0, 0.5, 0, 0.5, 1, 0)
                }, rule: .evenOdd),
        ])
        for (name, inner) in [("gear", "gearshape"), ("square.and.arrow.up", "square.and.arrow.up")] {
            let glyph = moved(self.base(inner), SymbolGlyph.inset)
            t[name + ".circle"] = Symbol(
                parts: [
                    Symbol.Part(
                        build: { s in SymbolGlyph.ring(.circle, inset: 0.06, width: s) }, rule: .evenOdd, layer: 1)
                ] + glyph)
            t[name + ".circle.fill"] = Symbol(
                parts: [
                    Symbol.Part(build: filled { circle(&$0, 0.5, 0.5, 0.46) })
                ]
                    + glyph.map {
                        var p = $0; p.erases.toggle(); return p
                    })
        }
    }
}
