import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Weather, water and the sky.
    static func addNature2(_ t: inout [String: Symbol]) {
        family(
            &t, "snow", .outline,
            extras: {
                for a in [0.0, 60, 120] {
                    let r = a * .pi / 180
                    line(&$0, [(0.5 - 0.44 * cos(r), 0.5 - 0.44 * sin(r)), (0.5 + 0.44 * cos(r), 0.5 + 0.44 * sin(r))])
                }
            })
        family(
            &t, "thermometer", [.outline],
            body: {
                $0.move(to: pt(0.4, 0.6)); $0.addLine(to: pt(0.4, 0.14))
                $0.addCurve(to: pt(0.6, 0.14), control1: pt(0.4, 0.02), control2: pt(0.6, 0.02))
                $0.addLine(to: pt(0.6, 0.6))
                $0.addCurve(to: pt(0.4, 0.6), control1: pt(0.76, 0.72), control2: pt(0.66, 1.04))
                $0.addCurve(to: pt(0.4, 0.6), control1: pt(0.34, 1.04), control2: pt(0.24, 0.72))
            }, solids: { circle(&$0, 0.5, 0.76, 0.09) })
        var thermoSun = moved(base("thermometer.medium"), Transform2D.scale(x: 0.7, y: 0.7).translated(x: 0.02, y: 0.3))
        thermoSun += moved(base("sun.max"), Transform2D.scale(x: 0.5, y: 0.5).translated(x: 0.48, y: 0.02))
        t["thermometer.sun"] = Symbol(parts: thermoSun)
        var sunBolt = moved(base("sun.max.fill"), Transform2D.scale(x: 0.5, y: 0.5).translated(x: 0.02, y: 0.02))
        sunBolt += moved(base("cloud.bolt.fill"), Transform2D.scale(x: 0.84, y: 0.84).translated(x: 0.16, y: 0.16))
        t["cloud.sun.bolt.fill"] = Symbol(parts: sunBolt)
        var sunRain = moved(base("sun.max.fill"), Transform2D.scale(x: 0.5, y: 0.5).translated(x: 0.02, y: 0.02))
        sunRain += moved(base("cloud.rain.fill"), Transform2D.scale(x: 0.84, y: 0.84).translated(x: 0.16, y: 0.16))
        t["cloud.sun.rain.fill"] = Symbol(parts: sunRain)
        family(
            &t, "sun.horizon", .pair,
            body: {
                arc(&$0, 0.5, 0.7, 0.24, 180, 360); $0.closeSubpath()
            },
            extras: {
                line(&$0, [(0.04, 0.78), (0.96, 0.78)])
                for a in [-150.0, -120, -90, -60, -30] {
                    let r = a * .pi / 180
                    line(&$0, [(0.5 + 0.32 * cos(r), 0.7 + 0.32 * sin(r)), (0.5 + 0.44 * cos(r), 0.7 + 0.44 * sin(r))])
                }
            })
        family(
            &t, "rainbow", .outline,
            extras: { for r in [0.44, 0.33, 0.22] { arc(&$0, 0.5, 0.78, r, 180, 360) } })
        family(
            &t, "moon.stars", .outline, body: { moon(&$0, cx: 0.4, cy: 0.58, r: 0.36) },
            extras: { star(&$0, cx: 0.78, cy: 0.2, outer: 0.12, inner: 0.05) })
        family(
            &t, "water.waves", .outline,
            extras: {
                for y in [0.28, 0.5, 0.72] {
                    $0.move(to: pt(0.06, y))
                    $0.addCurve(to: pt(0.5, y), control1: pt(0.18, y - 0.12), control2: pt(0.38, y + 0.12))
                    $0.addCurve(to: pt(0.94, y), control1: pt(0.62, y - 0.12), control2: pt(0.82, y + 0.12))
                }
            })
        family(
            &t, "drop.triangle", .pair,
            body: {
                $0.move(to: pt(0.4, 0.04))
                $0.addCurve(to: pt(0.4, 0.8), control1: pt(0.2, 0.34), control2: pt(0.04, 0.8))
                $0.addCurve(to: pt(0.4, 0.04), control1: pt(0.76, 0.8), control2: pt(0.6, 0.34))
                $0.closeSubpath()
                poly(&$0, [(0.74, 0.5), (0.98, 0.94), (0.5, 0.94)])
            })
        family(
            &t, "sailboat", .pair,
            body: {
                poly(&$0, [(0.5, 0.06), (0.5, 0.7), (0.12, 0.7)]); poly(&$0, [(0.56, 0.2), (0.86, 0.7), (0.56, 0.7)])
            },
            extras: { line(&$0, [(0.06, 0.8), (0.94, 0.8), (0.8, 0.94), (0.2, 0.94), (0.06, 0.8)]) })
        family(
            &t, "waveform.path", .outline,
            extras: {
                line(
                    &$0,
                    [
                        (0.04, 0.5), (0.16, 0.5), (0.24, 0.2), (0.34, 0.86), (0.44, 0.1), (0.54, 0.9), (0.64, 0.26),
                        (0.74, 0.72), (0.82, 0.5), (0.96, 0.5),
                    ])
            })
    }
}
