import Foundation
import VitroGeometry

/// Vitro's built-in symbols, by their SF Symbols names: every name the seeds use and the common
/// ones of everyday interfaces. Each is drawn for this project from circles, lines and curves.
package enum SymbolCatalog {
    /// The symbol drawn for `name`, with its layers (see `Symbol.layered(named:)`).
    package static func symbol(named name: String) -> Symbol? {
        (symbols[name] ?? glyphSymbols[name] ?? symbols2[name])?.layered(named: name)
    }

    /// All names in the set.
    package static var names: [String] { Set(symbols.keys).union(glyphSymbols.keys).union(symbols2.keys).sorted() }

    // MARK: drawing helpers (unit square, y down)

    static func pt(_ x: Double, _ y: Double) -> Point2D { Point2D(x: x, y: y) }

    /// Lines and curves drawn with round caps and joins.
    static func stroked(_ draw: @escaping @Sendable (inout BezierPath) -> Void) -> @Sendable (Double) -> BezierPath {
        { s in
            var p = BezierPath()
            draw(&p)
            return Stroker.outline(of: p, StrokeParameters(width: s, cap: .round, join: .round))
        }
    }

    static func filled(_ draw: @escaping @Sendable (inout BezierPath) -> Void) -> @Sendable (Double) -> BezierPath {
        { _ in
            var p = BezierPath()
            draw(&p)
            return p
        }
    }

    static func both(_ a: @escaping @Sendable (Double) -> BezierPath, _ b: @escaping @Sendable (Double) -> BezierPath)
        -> @Sendable (Double) -> BezierPath
    {
        { s in
            var p = a(s)
            p.addPath(b(s))
            return p
        }
    }

    static func circle(_ p: inout BezierPath, _ cx: Double, _ cy: Double, _ r: Double) {
        p.addEllipse(in: Rect2D(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// A closed polygon.
    static func poly(_ p: inout BezierPath, _ pts: [(Double, Double)]) {
        p.move(to: pt(pts[0].0, pts[0].1))
        for q in pts.dropFirst() { p.addLine(to: pt(q.0, q.1)) }
        p.closeSubpath()
    }

    /// An open polyline.
    static func line(_ p: inout BezierPath, _ pts: [(Double, Double)]) {
        p.move(to: pt(pts[0].0, pts[0].1))
        for q in pts.dropFirst() { p.addLine(to: pt(q.0, q.1)) }
    }

    /// A plus sign as one polygon, arms `half` long and `width` wide, turned by `angle`.
    static func cross(_ p: inout BezierPath, half: Double, width: Double, angle: Double) {
        let w = width / 2
        let pts: [(Double, Double)] = [
            (w, -half), (w, -w), (half, -w), (half, w), (w, w), (w, half), (-w, half), (-w, w), (-half, w), (-half, -w),
            (-w, -w), (-w, -half),
        ]
        let c = cos(angle)
        let s = sin(angle)
        poly(&p, pts.map { (0.5 + $0.0 * c - $0.1 * s, 0.5 + $0.0 * s + $0.1 * c) })
    }

    static func star(
        _ p: inout BezierPath, cx: Double = 0.5, cy: Double = 0.53, outer: Double = 0.48, inner: Double = 0.2
    ) {
        let pts = (0..<10).map { i -> (Double, Double) in
            let a = -Double.pi / 2 + Double(i) * .pi / 5
            let r = i % 2 == 0 ? outer : inner
            return (cx + r * cos(a), cy + r * sin(a))
        }
        poly(&p, pts)
    }

    static func heart(_ p: inout BezierPath) {
        p.move(to: pt(0.5, 0.9))
        p.addCurve(to: pt(0.04, 0.35), control1: pt(0.2, 0.68), control2: pt(0.04, 0.55))
        p.addCurve(to: pt(0.5, 0.2), control1: pt(0.04, 0.05), control2: pt(0.42, 0.02))
        p.addCurve(to: pt(0.96, 0.35), control1: pt(0.58, 0.02), control2: pt(0.96, 0.05))
        p.addCurve(to: pt(0.5, 0.9), control1: pt(0.96, 0.55), control2: pt(0.8, 0.68))
        p.closeSubpath()
    }

    static func cloud(_ p: inout BezierPath, dy: Double = 0) {
        p.move(to: pt(0.22, 0.62 + dy))
        p.addCurve(to: pt(0.26, 0.36 + dy), control1: pt(0.04, 0.62 + dy), control2: pt(0.06, 0.36 + dy))
        p.addCurve(to: pt(0.62, 0.26 + dy), control1: pt(0.32, 0.12 + dy), control2: pt(0.56, 0.1 + dy))
        p.addCurve(to: pt(0.8, 0.62 + dy), control1: pt(0.98, 0.26 + dy), control2: pt(1.0, 0.62 + dy))
        p.closeSubpath()
    }

    static func moon(_ p: inout BezierPath, cx: Double = 0.45, cy: Double = 0.52, r: Double = 0.4) {
        // A crescent: the outer circle from upper right, around the left, to lower right, then
        // a shallower curve back.
        let a = 1.15
        p.addArc(
            center: pt(cx, cy), radiusX: r, radiusY: r, startAngle: -a, endAngle: -a - (2 * .pi - 2 * a),
            moveFirst: true)
        p.addCurve(
            to: pt(cx + r * cos(-a), cy + r * sin(-a)), control1: pt(cx - 0.05 * r, cy + 0.55 * r),
            control2: pt(cx - 0.05 * r, cy - 0.55 * r))
        p.closeSubpath()
    }

    static func sunRays(cx: Double, cy: Double, from: Double, to: Double, only: ClosedRange<Int> = 0...7)
        -> @Sendable (Double) -> BezierPath
    {
        stroked { p in
            for i in only {
                let a = Double(i) * .pi / 4
                line(&p, [(cx + from * cos(a), cy + from * sin(a)), (cx + to * cos(a), cy + to * sin(a))])
            }
        }
    }

    static func raindrops(_ xs: [Double], y: Double) -> @Sendable (Double) -> BezierPath {
        stroked { p in
            for x in xs { line(&p, [(x, y), (x - 0.05, y + 0.14)]) }
        }
    }

    // MARK: the set

    static let symbols: [String: Symbol] = {
        var s: [String: Symbol] = [:]
        func add(
            _ name: String, aspect: CGFloat = 1, rule: FillRule = .nonZero,
            _ build: @escaping @Sendable (Double) -> BezierPath
        ) {
            s[name] = Symbol(aspect: aspect, rule: rule, build: build)
        }
        // Seeds.
        add(
            "flag.fill",
            both(
                stroked { line(&$0, [(0.18, 0.06), (0.18, 0.96)]) },
                filled {
                    $0.move(to: pt(0.18, 0.08))
                    $0.addCurve(to: pt(0.9, 0.12), control1: pt(0.45, -0.02), control2: pt(0.6, 0.22))
                    $0.addLine(to: pt(0.9, 0.6))
                    $0.addCurve(to: pt(0.18, 0.56), control1: pt(0.6, 0.7), control2: pt(0.45, 0.46))
                    $0.closeSubpath()
                }))
        add(
            "flag",
            stroked {
                line(&$0, [(0.18, 0.06), (0.18, 0.96)])
                $0.move(to: pt(0.18, 0.08))
                $0.addCurve(to: pt(0.9, 0.12), control1: pt(0.45, -0.02), control2: pt(0.6, 0.22))
                $0.addLine(to: pt(0.9, 0.6))
                $0.addCurve(to: pt(0.18, 0.56), control1: pt(0.6, 0.7), control2: pt(0.45, 0.46))
            })
        add(
            "scribble.variable",
            stroked {
                $0.move(to: pt(0.06, 0.7))
                $0.addCurve(to: pt(0.35, 0.2), control1: pt(0.1, 0.3), control2: pt(0.25, 0.1))
                $0.addCurve(to: pt(0.3, 0.75), control1: pt(0.48, 0.32), control2: pt(0.2, 0.6))
                $0.addCurve(to: pt(0.68, 0.3), control1: pt(0.42, 0.92), control2: pt(0.55, 0.35))
                $0.addCurve(to: pt(0.66, 0.8), control1: pt(0.82, 0.26), control2: pt(0.55, 0.7))
                $0.addCurve(to: pt(0.95, 0.5), control1: pt(0.78, 0.9), control2: pt(0.9, 0.7))
            })
        add(
            "eraser.fill",
            filled {
                poly(&$0, [(0.08, 0.62), (0.5, 0.12), (0.94, 0.48), (0.56, 0.92), (0.3, 0.92)])
            })
        add(
            "cloud.bolt.rain.fill",
            both(
                both(
                    filled { cloud(&$0, dy: -0.08) },
                    filled {
                        poly(
                            &$0,
                            [(0.5, 0.6), (0.38, 0.8), (0.5, 0.8), (0.44, 0.98), (0.62, 0.74), (0.5, 0.74), (0.56, 0.6)])
                    }), raindrops([0.26, 0.78], y: 0.66)))
        add(
            "sun.rain.fill",
            both(
                both(
                    filled {
                        circle(&$0, 0.32, 0.3, 0.14)
                        cloud(&$0, dy: 0.04)
                    }, sunRays(cx: 0.32, cy: 0.3, from: 0.2, to: 0.27, only: 3...7)),
                raindrops([0.3, 0.5, 0.7], y: 0.78)))
        add("moon.fill", filled { moon(&$0) })
        add("moon", stroked { moon(&$0) })
        add(
            "moon.stars.fill",
            filled {
                moon(&$0, cx: 0.4, cy: 0.58, r: 0.36)
                star(&$0, cx: 0.78, cy: 0.2, outer: 0.13, inner: 0.055)
                star(&$0, cx: 0.88, cy: 0.52, outer: 0.08, inner: 0.035)
            })
        // Everyday symbols.
        add(
            "house",
            stroked {
                line(&$0, [(0.04, 0.5), (0.5, 0.1), (0.96, 0.5)])
                line(&$0, [(0.18, 0.4), (0.18, 0.9), (0.82, 0.9), (0.82, 0.4)])
                line(&$0, [(0.42, 0.9), (0.42, 0.64), (0.58, 0.64), (0.58, 0.9)])
            })
        add(
            "house.fill",
            both(
                filled {
                    poly(
                        &$0,
                        [
                            (0.5, 0.12), (0.84, 0.42), (0.84, 0.9), (0.58, 0.9), (0.58, 0.64), (0.42, 0.64),
                            (0.42, 0.9), (0.16, 0.9), (0.16, 0.42),
                        ])
                },
                stroked { line(&$0, [(0.04, 0.5), (0.5, 0.1), (0.96, 0.5)]) }))
        add(
            "magnifyingglass",
            stroked {
                circle(&$0, 0.42, 0.42, 0.3)
                line(&$0, [(0.64, 0.64), (0.92, 0.92)])
            })
        add(
            "gear", rule: .evenOdd,
            filled {
                let teeth = 8
                var pts: [(Double, Double)] = []
                for i in 0..<(teeth * 4) {
                    let a = Double(i) / Double(teeth * 4) * 2 * .pi
                    let r = (i % 4 == 0 || i % 4 == 1) ? 0.47 : 0.37
                    pts.append((0.5 + r * cos(a), 0.5 + r * sin(a)))
                }
                poly(&$0, pts)
                circle(&$0, 0.5, 0.5, 0.15)
            })
        add(
            "person",
            stroked {
                circle(&$0, 0.5, 0.28, 0.18)
                $0.move(to: pt(0.12, 0.92))
                $0.addCurve(to: pt(0.88, 0.92), control1: pt(0.14, 0.5), control2: pt(0.86, 0.5))
                $0.closeSubpath()
            })
        add(
            "person.fill",
            filled {
                circle(&$0, 0.5, 0.27, 0.19)
                $0.move(to: pt(0.1, 0.94))
                $0.addCurve(to: pt(0.9, 0.94), control1: pt(0.12, 0.48), control2: pt(0.88, 0.48))
                $0.closeSubpath()
            })
        add(
            "person.crop.circle",
            stroked {
                circle(&$0, 0.5, 0.5, 0.45)
                circle(&$0, 0.5, 0.4, 0.14)
                $0.move(to: pt(0.22, 0.82))
                $0.addCurve(to: pt(0.78, 0.82), control1: pt(0.3, 0.58), control2: pt(0.7, 0.58))
            })
        add("star", stroked { star(&$0) })
        add("star.fill", filled { star(&$0) })
        add("heart", stroked { heart(&$0) })
        add("heart.fill", filled { heart(&$0) })
        add(
            "plus",
            stroked {
                line(&$0, [(0.5, 0.1), (0.5, 0.9)])
                line(&$0, [(0.1, 0.5), (0.9, 0.5)])
            })
        add("minus", stroked { line(&$0, [(0.1, 0.5), (0.9, 0.5)]) })
        add(
            "xmark",
            stroked {
                line(&$0, [(0.16, 0.16), (0.84, 0.84)])
                line(&$0, [(0.84, 0.16), (0.16, 0.84)])
            })
        add("checkmark", stroked { line(&$0, [(0.1, 0.55), (0.38, 0.82), (0.9, 0.18)]) })
        add("chevron.left", aspect: 0.6, stroked { line(&$0, [(0.78, 0.1), (0.22, 0.5), (0.78, 0.9)]) })
        add("chevron.right", aspect: 0.6, stroked { line(&$0, [(0.22, 0.1), (0.78, 0.5), (0.22, 0.9)]) })
        add("chevron.up", stroked { line(&$0, [(0.1, 0.7), (0.5, 0.3), (0.9, 0.7)]) })
        add("chevron.down", stroked { line(&$0, [(0.1, 0.3), (0.5, 0.7), (0.9, 0.3)]) })
        add(
            "arrow.left",
            stroked {
                line(&$0, [(0.9, 0.5), (0.1, 0.5)])
                line(&$0, [(0.42, 0.18), (0.1, 0.5), (0.42, 0.82)])
            })
        add(
            "arrow.right",
            stroked {
                line(&$0, [(0.1, 0.5), (0.9, 0.5)])
                line(&$0, [(0.58, 0.18), (0.9, 0.5), (0.58, 0.82)])
            })
        add(
            "square.and.arrow.up",
            stroked {
                line(&$0, [(0.34, 0.4), (0.18, 0.4), (0.18, 0.94), (0.82, 0.94), (0.82, 0.4), (0.66, 0.4)])
                line(&$0, [(0.5, 0.62), (0.5, 0.06)])
                line(&$0, [(0.32, 0.22), (0.5, 0.05), (0.68, 0.22)])
            })
        add(
            "trash",
            stroked {
                line(&$0, [(0.08, 0.2), (0.92, 0.2)])
                line(&$0, [(0.36, 0.2), (0.36, 0.08), (0.64, 0.08), (0.64, 0.2)])
                line(&$0, [(0.18, 0.2), (0.24, 0.94), (0.76, 0.94), (0.82, 0.2)])
                line(&$0, [(0.42, 0.36), (0.42, 0.8)])
                line(&$0, [(0.58, 0.36), (0.58, 0.8)])
            })
        add(
            "trash.fill",
            both(
                filled { poly(&$0, [(0.18, 0.24), (0.24, 0.94), (0.76, 0.94), (0.82, 0.24)]) },
                stroked {
                    line(&$0, [(0.08, 0.16), (0.92, 0.16)])
                    line(&$0, [(0.36, 0.16), (0.36, 0.06), (0.64, 0.06), (0.64, 0.16)])
                }))
        add(
            "pencil",
            stroked {
                poly(&$0, [(0.12, 0.88), (0.16, 0.68), (0.7, 0.14), (0.86, 0.3), (0.32, 0.84)])
                line(&$0, [(0.6, 0.24), (0.76, 0.4)])
            })
        add(
            "ellipsis",
            filled {
                for x in [0.18, 0.5, 0.82] { circle(&$0, x, 0.5, 0.08) }
            })
        add(
            "bell",
            stroked {
                $0.move(to: pt(0.12, 0.76))
                $0.addCurve(to: pt(0.5, 0.12), control1: pt(0.26, 0.6), control2: pt(0.14, 0.14))
                $0.addCurve(to: pt(0.88, 0.76), control1: pt(0.86, 0.14), control2: pt(0.74, 0.6))
                $0.closeSubpath()
                $0.move(to: pt(0.4, 0.86))
                $0.addCurve(to: pt(0.6, 0.86), control1: pt(0.42, 0.96), control2: pt(0.58, 0.96))
            })
        add(
            "bell.fill",
            both(
                filled {
                    $0.move(to: pt(0.1, 0.78))
                    $0.addCurve(to: pt(0.5, 0.1), control1: pt(0.24, 0.6), control2: pt(0.12, 0.12))
                    $0.addCurve(to: pt(0.9, 0.78), control1: pt(0.88, 0.12), control2: pt(0.76, 0.6))
                    $0.closeSubpath()
                }, filled { circle(&$0, 0.5, 0.88, 0.09) }))
        add("play.fill", filled { poly(&$0, [(0.2, 0.08), (0.9, 0.5), (0.2, 0.92)]) })
        add(
            "pause.fill",
            filled {
                $0.addRoundedRect(Rect2D(x: 0.18, y: 0.1, width: 0.22, height: 0.8), radius: 0.04)
                $0.addRoundedRect(Rect2D(x: 0.6, y: 0.1, width: 0.22, height: 0.8), radius: 0.04)
            })
        add(
            "stop.fill", filled { $0.addRoundedRect(Rect2D(x: 0.14, y: 0.14, width: 0.72, height: 0.72), radius: 0.08) }
        )
        add(
            "music.note",
            both(
                filled { $0.addEllipse(in: Rect2D(x: 0.14, y: 0.66, width: 0.36, height: 0.26)) },
                stroked {
                    line(&$0, [(0.47, 0.78), (0.47, 0.08), (0.86, 0.18), (0.86, 0.34), (0.47, 0.24)])
                }))
        add(
            "photo",
            both(
                stroked { $0.addRoundedRect(Rect2D(x: 0.06, y: 0.16, width: 0.88, height: 0.68), radius: 0.08) },
                filled {
                    poly(&$0, [(0.14, 0.76), (0.38, 0.46), (0.56, 0.66), (0.68, 0.54), (0.86, 0.76)])
                    circle(&$0, 0.7, 0.34, 0.07)
                }))
        add(
            "sidebar.left",
            stroked {
                $0.addRoundedRect(Rect2D(x: 0.06, y: 0.14, width: 0.88, height: 0.72), radius: 0.1)
                line(&$0, [(0.38, 0.14), (0.38, 0.86)])
                line(&$0, [(0.14, 0.3), (0.28, 0.3)])
                line(&$0, [(0.14, 0.42), (0.28, 0.42)])
            })
        add(
            "line.3.horizontal",
            stroked {
                for y in [0.25, 0.5, 0.75] { line(&$0, [(0.1, y), (0.9, y)]) }
            })
        add("circle", stroked { circle(&$0, 0.5, 0.5, 0.44) })
        add("circle.fill", filled { circle(&$0, 0.5, 0.5, 0.46) })
        add("square", stroked { $0.addRoundedRect(Rect2D(x: 0.08, y: 0.08, width: 0.84, height: 0.84), radius: 0.12) })
        add(
            "square.fill",
            filled { $0.addRoundedRect(Rect2D(x: 0.06, y: 0.06, width: 0.88, height: 0.88), radius: 0.14) })
        add(
            "info.circle",
            both(
                stroked {
                    circle(&$0, 0.5, 0.5, 0.44)
                    line(&$0, [(0.5, 0.46), (0.5, 0.74)])
                }, filled { circle(&$0, 0.5, 0.3, 0.06) }))
        // The glyph is cut out of the disc: the disc and the glyph are two parts, so the other
        // rendering modes can draw the glyph over the disc (`Symbol.layered(named:)`).
        func knockout(_ name: String, _ glyph: @escaping @Sendable (Double) -> BezierPath) {
            s[name] = Symbol(parts: [
                Symbol.Part(build: { _ in
                    var p = BezierPath()
                    circle(&p, 0.5, 0.5, 0.46)
                    return p
                }),
                Symbol.Part(build: glyph, erases: true),
            ])
        }
        knockout("xmark.circle.fill") { s in
            var p = BezierPath()
            cross(&p, half: 0.17, width: s, angle: .pi / 4)
            return p
        }
        knockout("plus.circle.fill") { s in
            var p = BezierPath()
            cross(&p, half: 0.22, width: s, angle: 0)
            return p
        }
        knockout("checkmark.circle.fill", stroked { line(&$0, [(0.3, 0.52), (0.44, 0.66), (0.7, 0.36)]) })
        add("sun.max.fill", both(filled { circle(&$0, 0.5, 0.5, 0.2) }, sunRays(cx: 0.5, cy: 0.5, from: 0.3, to: 0.44)))
        add("cloud.fill", filled { cloud(&$0, dy: 0.06) })
        add("cloud", stroked { cloud(&$0, dy: 0.06) })
        add(
            "bolt.fill",
            filled { poly(&$0, [(0.58, 0.04), (0.2, 0.56), (0.48, 0.56), (0.4, 0.96), (0.8, 0.42), (0.52, 0.42)]) })
        add(
            "envelope",
            stroked {
                $0.addRoundedRect(Rect2D(x: 0.06, y: 0.18, width: 0.88, height: 0.64), radius: 0.08)
                line(&$0, [(0.08, 0.22), (0.5, 0.56), (0.92, 0.22)])
            })
        add(
            "calendar",
            stroked {
                $0.addRoundedRect(Rect2D(x: 0.08, y: 0.14, width: 0.84, height: 0.78), radius: 0.1)
                line(&$0, [(0.08, 0.34), (0.92, 0.34)])
                line(&$0, [(0.3, 0.06), (0.3, 0.2)])
                line(&$0, [(0.7, 0.06), (0.7, 0.2)])
            })
        add(
            "lock.fill",
            both(
                filled { $0.addRoundedRect(Rect2D(x: 0.16, y: 0.44, width: 0.68, height: 0.5), radius: 0.08) },
                stroked {
                    $0.move(to: pt(0.3, 0.46))
                    $0.addLine(to: pt(0.3, 0.3))
                    $0.addCurve(to: pt(0.7, 0.3), control1: pt(0.3, 0.02), control2: pt(0.7, 0.02))
                    $0.addLine(to: pt(0.7, 0.46))
                }))
        add(
            "globe",
            stroked {
                circle(&$0, 0.5, 0.5, 0.44)
                $0.addEllipse(in: Rect2D(x: 0.3, y: 0.06, width: 0.4, height: 0.88))
                line(&$0, [(0.06, 0.5), (0.94, 0.5)])
            })
        return s
    }()
}
