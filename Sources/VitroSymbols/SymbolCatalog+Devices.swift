import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Devices, media, connectivity and codes.
    static func addDevices(_ t: inout [String: Symbol]) {
        family(
            &t, "desktopcomputer", .outline, body: { rr(&$0, 0.04, 0.1, 0.92, 0.6, 0.06) },
            extras: {
                line(&$0, [(0.5, 0.7), (0.5, 0.88)]); line(&$0, [(0.3, 0.9), (0.7, 0.9)])
            })
        family(
            &t, "laptopcomputer", .outline, body: { rr(&$0, 0.14, 0.16, 0.72, 0.52, 0.05) },
            extras: { line(&$0, [(0.02, 0.8), (0.98, 0.8)]) })
        family(
            &t, "iphone", .outline, body: { rr(&$0, 0.26, 0.04, 0.48, 0.92, 0.1) },
            extras: { line(&$0, [(0.44, 0.12), (0.56, 0.12)]) })
        family(&t, "ipad", .outline, body: { rr(&$0, 0.12, 0.04, 0.76, 0.92, 0.08) }, details: { dot(&$0, 0.5, 0.88) })
        family(
            &t, "applewatch", .outline, body: { rr(&$0, 0.24, 0.2, 0.52, 0.6, 0.14) },
            extras: {
                line(&$0, [(0.34, 0.2), (0.36, 0.04), (0.64, 0.04), (0.66, 0.2)]);
                line(&$0, [(0.34, 0.8), (0.36, 0.96), (0.64, 0.96), (0.66, 0.8)])
            })
        family(
            &t, "headphones", [.outline, .circle, .circleFill],
            extras: {
                arc(&$0, 0.5, 0.54, 0.38, 180, 360); rr(&$0, 0.08, 0.54, 0.16, 0.36, 0.06);
                rr(&$0, 0.76, 0.54, 0.16, 0.36, 0.06)
            })
        family(
            &t, "gamecontroller", .pair, body: { rr(&$0, 0.02, 0.24, 0.96, 0.56, 0.28) },
            details: {
                line(&$0, [(0.26, 0.42), (0.26, 0.62)]); line(&$0, [(0.16, 0.52), (0.36, 0.52)]); dot(&$0, 0.7, 0.44);
                dot(&$0, 0.8, 0.58)
            })
        family(
            &t, "keyboard", .pair, body: { rr(&$0, 0.02, 0.2, 0.96, 0.6, 0.08) },
            details: {
                for y in [0.36, 0.5] { for x in [0.2, 0.35, 0.5, 0.65, 0.8] { dot(&$0, x, y) } };
                line(&$0, [(0.3, 0.66), (0.7, 0.66)])
            })
        family(
            &t, "printer", .pair, body: { rr(&$0, 0.04, 0.3, 0.92, 0.44, 0.08) },
            extras: {
                line(&$0, [(0.24, 0.3), (0.24, 0.06), (0.76, 0.06), (0.76, 0.3)]); rr(&$0, 0.24, 0.6, 0.52, 0.34, 0.02)
            })
        family(
            &t, "tv", .pair, body: { rr(&$0, 0.02, 0.1, 0.96, 0.66, 0.08) },
            extras: { line(&$0, [(0.28, 0.9), (0.72, 0.9)]) })
        family(
            &t, "externaldrive", .pair, body: { rr(&$0, 0.04, 0.24, 0.92, 0.52, 0.12) },
            details: {
                line(&$0, [(0.06, 0.56), (0.94, 0.56)]); dot(&$0, 0.8, 0.66)
            })
        family(
            &t, "server.rack", .outline,
            body: {
                rr(&$0, 0.06, 0.08, 0.88, 0.24, 0.05); rr(&$0, 0.06, 0.38, 0.88, 0.24, 0.05);
                rr(&$0, 0.06, 0.68, 0.88, 0.24, 0.05)
            },
            details: {
                dot(&$0, 0.2, 0.2); dot(&$0, 0.2, 0.5); dot(&$0, 0.2, 0.8)
            })
        family(
            &t, "cpu", .pair, body: { rr(&$0, 0.2, 0.2, 0.6, 0.6, 0.08) },
            details: { rr(&$0, 0.36, 0.36, 0.28, 0.28, 0.03) },
            extras: {
                for v in [0.34, 0.5, 0.66] {
                    line(&$0, [(v, 0.04), (v, 0.16)]); line(&$0, [(v, 0.84), (v, 0.96)]);
                    line(&$0, [(0.04, v), (0.16, v)]); line(&$0, [(0.84, v), (0.96, v)])
                }
            })
        let battery: SymbolGlyph.Draw = { rr(&$0, 0.02, 0.28, 0.84, 0.44, 0.1) }
        family(
            &t, "battery.100", .outline, body: battery, extras: { line(&$0, [(0.96, 0.42), (0.96, 0.58)]) },
            solids: { rr(&$0, 0.09, 0.35, 0.7, 0.3, 0.05) })
        family(
            &t, "battery.50", .outline, body: battery, extras: { line(&$0, [(0.96, 0.42), (0.96, 0.58)]) },
            solids: { rr(&$0, 0.09, 0.35, 0.36, 0.3, 0.05) })
        family(
            &t, "battery.25", .outline, body: battery, extras: { line(&$0, [(0.96, 0.42), (0.96, 0.58)]) },
            solids: { rr(&$0, 0.09, 0.35, 0.18, 0.3, 0.05) })
        family(&t, "battery.0", .outline, body: battery, extras: { line(&$0, [(0.96, 0.42), (0.96, 0.58)]) })
        let camera: SymbolGlyph.Draw = {
            poly(
                &$0,
                [
                    (0.04, 0.28), (0.28, 0.28), (0.36, 0.14), (0.64, 0.14), (0.72, 0.28), (0.96, 0.28), (0.96, 0.86),
                    (0.04, 0.86),
                ])
        }
        family(&t, "camera", .circled, body: camera, details: { circle(&$0, 0.5, 0.56, 0.16) })
        family(
            &t, "photo", [.fill, .circle, .circleFill], body: { rr(&$0, 0.06, 0.16, 0.88, 0.68, 0.08) },
            details: {
                line(&$0, [(0.14, 0.74), (0.38, 0.46), (0.56, 0.66), (0.68, 0.54), (0.86, 0.74)]); dot(&$0, 0.7, 0.34)
            })
        family(
            &t, "photo.on.rectangle", .pair, body: { rr(&$0, 0.16, 0.28, 0.8, 0.62, 0.06) },
            details: { line(&$0, [(0.24, 0.82), (0.44, 0.58), (0.6, 0.74), (0.88, 0.5)]) },
            extras: { line(&$0, [(0.04, 0.72), (0.04, 0.14), (0.76, 0.14)]) })
        family(
            &t, "photo.stack", .pair, body: { rr(&$0, 0.08, 0.3, 0.84, 0.64, 0.06) },
            details: { line(&$0, [(0.16, 0.86), (0.38, 0.6), (0.56, 0.78), (0.84, 0.52)]) },
            extras: {
                line(&$0, [(0.16, 0.18), (0.84, 0.18)]); line(&$0, [(0.24, 0.06), (0.76, 0.06)])
            })
        family(
            &t, "film", .pair, body: { rr(&$0, 0.1, 0.06, 0.8, 0.88, 0.06) },
            details: {
                line(&$0, [(0.28, 0.08), (0.28, 0.92)]); line(&$0, [(0.72, 0.08), (0.72, 0.92)]);
                line(&$0, [(0.3, 0.5), (0.7, 0.5)])
            })
        family(
            &t, "play.rectangle", .pair, body: { rr(&$0, 0.02, 0.16, 0.96, 0.68, 0.12) },
            details: { poly(&$0, [(0.4, 0.34), (0.64, 0.5), (0.4, 0.66)]) })
        family(
            &t, "music.note.list", .outline,
            extras: {
                for y in [0.14, 0.34, 0.54] { line(&$0, [(0.04, y), (0.5, y)]) };
                line(&$0, [(0.86, 0.78), (0.86, 0.12), (0.98, 0.16)])
            }, solids: { $0.addEllipse(in: Rect2D(x: 0.6, y: 0.7, width: 0.28, height: 0.2)) })
        family(
            &t, "music.mic", .outline,
            extras: {
                circle(&$0, 0.68, 0.32, 0.24); line(&$0, [(0.5, 0.48), (0.1, 0.9)])
            })
        family(
            &t, "metronome", .pair, body: { poly(&$0, [(0.38, 0.06), (0.62, 0.06), (0.86, 0.94), (0.14, 0.94)]) },
            details: { line(&$0, [(0.5, 0.74), (0.72, 0.2)]) })
        family(
            &t, "pianokeys", .outline, body: { rr(&$0, 0.04, 0.1, 0.92, 0.8, 0.06) },
            details: { for x in [0.27, 0.5, 0.73] { line(&$0, [(x, 0.5), (x, 0.88)]) } },
            solids: { for x in [0.22, 0.45, 0.68] { $0.addRect(Rect2D(x: x, y: 0.12, width: 0.1, height: 0.4)) } })
        family(
            &t, "radio", .pair, body: { rr(&$0, 0.04, 0.3, 0.92, 0.62, 0.08) },
            details: {
                circle(&$0, 0.7, 0.6, 0.14); line(&$0, [(0.16, 0.5), (0.44, 0.5)])
            }, extras: { line(&$0, [(0.2, 0.3), (0.8, 0.06)]) })
        family(
            &t, "hifispeaker", .pair, body: { rr(&$0, 0.2, 0.04, 0.6, 0.92, 0.08) },
            details: {
                circle(&$0, 0.5, 0.62, 0.16); dot(&$0, 0.5, 0.22)
            })
        family(
            &t, "waveform", [.outline, .circle, .circleFill],
            extras: {
                for (i, h) in [0.16, 0.36, 0.6, 0.3, 0.72, 0.44, 0.22].enumerated() {
                    let x = 0.08 + Double(i) * 0.14
                    line(&$0, [(x, 0.5 - h / 2), (x, 0.5 + h / 2)])
                }
            })
        family(
            &t, "waveform.path.ecg", .outline,
            extras: {
                line(&$0, [(0.02, 0.5), (0.26, 0.5), (0.36, 0.2), (0.5, 0.84), (0.62, 0.36), (0.7, 0.5), (0.98, 0.5)])
            })
        family(
            &t, "wifi", [.outline, .slash, .circle, .circleFill],
            extras: {
                arc(&$0, 0.5, 0.84, 0.7, 225, 315); arc(&$0, 0.5, 0.84, 0.46, 225, 315);
                arc(&$0, 0.5, 0.84, 0.22, 225, 315); dot(&$0, 0.5, 0.84)
            })
        family(
            &t, "antenna.radiowaves.left.and.right", .outline,
            extras: {
                dot(&$0, 0.5, 0.4); line(&$0, [(0.5, 0.5), (0.5, 0.94)]); arc(&$0, 0.5, 0.4, 0.2, 140, 220);
                arc(&$0, 0.5, 0.4, 0.36, 140, 220); arc(&$0, 0.5, 0.4, 0.2, -40, 40); arc(&$0, 0.5, 0.4, 0.36, -40, 40)
            })
        family(
            &t, "dot.radiowaves.left.and.right", .outline,
            extras: {
                dot(&$0, 0.5, 0.5); arc(&$0, 0.5, 0.5, 0.2, 140, 220); arc(&$0, 0.5, 0.5, 0.38, 140, 220);
                arc(&$0, 0.5, 0.5, 0.2, -40, 40); arc(&$0, 0.5, 0.5, 0.38, -40, 40)
            })
        family(
            &t, "qrcode", .outline,
            extras: {
                rr(&$0, 0.06, 0.06, 0.3, 0.3, 0.04); rr(&$0, 0.64, 0.06, 0.3, 0.3, 0.04);
                rr(&$0, 0.06, 0.64, 0.3, 0.3, 0.04); dot(&$0, 0.6, 0.6); dot(&$0, 0.86, 0.86); dot(&$0, 0.86, 0.62);
                dot(&$0, 0.62, 0.86)
            })
        family(
            &t, "barcode", .outline,
            extras: {
                for (i, x) in [0.06, 0.16, 0.24, 0.38, 0.46, 0.6, 0.7, 0.8, 0.94].enumerated() where i != 4 {
                    line(&$0, [(x, 0.14), (x, 0.86)])
                }
            })
        family(
            &t, "viewfinder", [.outline, .circle],
            extras: {
                line(&$0, [(0.06, 0.3), (0.06, 0.06), (0.3, 0.06)]);
                line(&$0, [(0.7, 0.06), (0.94, 0.06), (0.94, 0.3)]);
                line(&$0, [(0.94, 0.7), (0.94, 0.94), (0.7, 0.94)]);
                line(&$0, [(0.3, 0.94), (0.06, 0.94), (0.06, 0.7)])
            })
        family(
            &t, "faceid", .outline,
            extras: {
                line(&$0, [(0.06, 0.3), (0.06, 0.06), (0.3, 0.06)]);
                line(&$0, [(0.7, 0.06), (0.94, 0.06), (0.94, 0.3)]);
                line(&$0, [(0.94, 0.7), (0.94, 0.94), (0.7, 0.94)]);
                line(&$0, [(0.3, 0.94), (0.06, 0.94), (0.06, 0.7)]); dot(&$0, 0.34, 0.36); dot(&$0, 0.66, 0.36);
                arc(&$0, 0.5, 0.52, 0.18, 30, 150)
            })
        family(
            &t, "cross.case", .pair, body: { rr(&$0, 0.04, 0.24, 0.92, 0.66, 0.08) },
            details: {
                line(&$0, [(0.5, 0.42), (0.5, 0.74)]); line(&$0, [(0.34, 0.58), (0.66, 0.58)])
            }, extras: { line(&$0, [(0.34, 0.24), (0.34, 0.1), (0.66, 0.1), (0.66, 0.24)]) })
        family(
            &t, "pills", .pair, body: { rr(&$0, 0.06, 0.14, 0.34, 0.72, 0.17) },
            details: { line(&$0, [(0.08, 0.5), (0.38, 0.5)]) }, extras: { circle(&$0, 0.72, 0.62, 0.22) })
        family(
            &t, "heart.text.square", .pair, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.18) },
            details: {
                line(&$0, [(0.24, 0.68), (0.76, 0.68)]); line(&$0, [(0.24, 0.8), (0.6, 0.8)])
            },
            extras: {
                heart(&$0); $0 = $0.applying(.scale(x: 0.36, y: 0.36).translated(x: 0.32, y: 0.16))
            })
        family(
            &t, "stethoscope", .outline,
            extras: {
                line(&$0, [(0.2, 0.06), (0.2, 0.36)]); line(&$0, [(0.56, 0.06), (0.56, 0.36)]);
                arc(&$0, 0.38, 0.36, 0.18, 0, 180); line(&$0, [(0.38, 0.54), (0.38, 0.74)]);
                arc(&$0, 0.58, 0.74, 0.2, 180, 360); circle(&$0, 0.78, 0.56, 0.08)
            })
        family(
            &t, "staroflife", .pair,
            body: {
                for i in 0..<3 {
                    let a = Double(i) * .pi / 3; var q = BezierPath();
                    q.addRect(Rect2D(x: -0.1, y: -0.44, width: 0.2, height: 0.88));
                    $0.addPath(q.applying(.rotation(a).translated(x: 0.5, y: 0.5)))
                }
            })
        family(
            &t, "bandage", .pair,
            body: {
                var q = BezierPath();
                q.addRoundedRect(Rect2D(x: -0.46, y: -0.18, width: 0.92, height: 0.36), radius: 0.18);
                $0.addPath(q.applying(.rotation(-.pi / 4).translated(x: 0.5, y: 0.5)))
            },
            details: {
                dot(&$0, 0.46, 0.46); dot(&$0, 0.54, 0.54)
            })
    }
}
