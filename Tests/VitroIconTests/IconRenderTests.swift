import Foundation
import Testing
import VitroColor
import VitroGeometry
import VitroRaster

@testable import VitroIcon

@Suite struct IconRenderTests {
    static let sample = try! IconDocument(contentsOf: IconBundle.sample)

    func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p[x, y][3]) }

    /// Where each of nine rows of the top-left corner turns opaque (alpha ≥ 128) in Icon
    /// Composer's own 1024 px iOS exports (measured in scratch; docs/icons.md).
    static let appleCorner: [(y: Int, x: Int)] = [
        (5, 234), (10, 203), (20, 167), (40, 125), (80, 75), (120, 43), (160, 23), (200, 11), (240, 5),
    ]

    /// UIKit's continuous corner in units of its radius, as (inset from one edge, inset from the
    /// other), made symmetric: docs/reference/glass-figures.md, "Continuous corners". Written
    /// out here rather than taken from `CornerGeometry`, so that the test checks the drawing
    /// against the published curve.
    static let continuousCorner: [[(Double, Double)]] = [
        [(1.52866483, 0), (1.08849299, 0), (0.86840701, 0), (0.66993427, 0.06549600)],
        [(0.66993427, 0.06549600), (0.63149399, 0.07491100)],
        [(0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491100, 0.63149399)],
        [(0.07491100, 0.63149399), (0.06549600, 0.66993427)],
        [(0.06549600, 0.66993427), (0, 0.86840701), (0, 1.08849299), (0, 1.52866483)],
    ]

    /// Points of the corner curve at radius `r` (top-left corner: insets from the left and the
    /// top edge) with their unit normals pointing out of the shape.
    static func cornerPoints(radius r: Double, perSegment n: Int) -> [(p: SIMD2<Double>, normal: SIMD2<Double>)] {
        var out: [(SIMD2<Double>, SIMD2<Double>)] = []
        for segment in continuousCorner {
            let c = segment.map { SIMD2($0.0 * r, $0.1 * r) }
            for i in 0...n {
                let t = Double(i) / Double(n)
                let u = 1 - t
                let (p, d): (SIMD2<Double>, SIMD2<Double>)
                if c.count == 2 {
                    (p, d) = (c[0] + (c[1] - c[0]) * t, c[1] - c[0])
                } else {
                    p = u * u * u * c[0] + 3 * u * u * t * c[1] + 3 * u * t * t * c[2] + t * t * t * c[3]
                    d = 3 * u * u * (c[1] - c[0]) + 6 * u * t * (c[2] - c[1]) + 3 * t * t * (c[3] - c[2])
                }
                let len = (d * d).sum().squareRoot()
                guard len > 1e-9 else { continue }
                // The curve runs from the top edge down to the left edge; outward (up and to
                // the left) is to its right as drawn on a y-down canvas.
                out.append((p, SIMD2(-d.y, d.x) / len))
            }
        }
        return out
    }

    /// Bilinear alpha (0…255) at a point of the pixmap, pixel centers at half-integers.
    func alpha(_ p: Pixmap, at q: SIMD2<Double>) -> Double {
        let x = q.x - 0.5
        let y = q.y - 0.5
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let fx = x - Double(x0)
        let fy = y - Double(y0)
        func a(_ i: Int, _ j: Int) -> Double {
            guard (0..<p.width).contains(i), (0..<p.height).contains(j) else { return 0 }
            return Double(p[i, j][3])
        }
        let top = a(x0, y0) * (1 - fx) + a(x0 + 1, y0) * fx
        let bottom = a(x0, y0 + 1) * (1 - fx) + a(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// Where the mask's alpha crosses one half along the normal through `q`, as a signed
    /// distance from `q` (positive: outward), searched within ±4 px.
    func edgeOffset(_ p: Pixmap, at q: SIMD2<Double>, normal n: SIMD2<Double>) -> Double? {
        var previous = alpha(p, at: q - 4 * n)
        var s = -4.0
        while s < 4 {
            let next = alpha(p, at: q + (s + 0.02) * n)
            if previous >= 127.5 && next < 127.5 { return s + 0.02 * (previous - 127.5) / (previous - next) }
            previous = next
            s += 0.02
        }
        return nil
    }

    @Test func theIOSMaskFollowsApplesContinuousCorner() throws {
        let size = 1024.0
        let r = IconPlatform.iOSCornerRadius * size
        // Icon Composer's nine measured edge points lie on the published curve at this radius:
        // each within 0.75 px of it (Apple's points are whole columns, so ±0.5 px is their grain).
        let curve = Self.cornerPoints(radius: r, perSegment: 400)
        for (y, x) in Self.appleCorner {
            let q = SIMD2(Double(x), Double(y) + 0.5)
            let d = curve.map { (($0.p - q) * ($0.p - q)).sum().squareRoot() }.min()!
            #expect(d <= 0.75, "Apple's edge at row \(y), column \(x) is \(d) px from the curve")
        }
        // The rendered mask's edge (alpha one half) follows that curve within 0.35 px, in all
        // four corners, along the curve's normal.
        let p = try IconRenderer().render(Self.sample, appearance: .light, platform: .iOS, size: 1024)
        var worst = 0.0
        for (q, n) in Self.cornerPoints(radius: r, perSegment: 24) {
            for (fx, fy) in [(false, false), (true, false), (false, true), (true, true)] {
                let point = SIMD2(fx ? size - q.x : q.x, fy ? size - q.y : q.y)
                let normal = SIMD2(fx ? -n.x : n.x, fy ? -n.y : n.y)
                guard let offset = edgeOffset(p, at: point, normal: normal) else {
                    Issue.record("no edge near \(point)")
                    continue
                }
                worst = max(worst, abs(offset))
            }
        }
        #expect(worst <= 0.35, "the mask's edge strays \(worst) px from the continuous corner")
        // Straight edges between the corners, and nothing outside the corner.
        #expect(alpha(p, 512, 0) == 255 && alpha(p, 0, 512) == 255 && alpha(p, 2, 2) == 0)
    }

    @Test func theWatchMaskIsACircle() throws {
        let p = try IconRenderer().render(Self.sample, appearance: .light, platform: .watchOS, size: 512)
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 12) {
            let inside = (x: Int(256 + 252 * cos(angle)), y: Int(256 + 252 * sin(angle)))
            let outside = (x: Int(256 + 259 * cos(angle)), y: Int(256 + 259 * sin(angle)))
            #expect(alpha(p, inside.x, inside.y) == 255)
            if (0..<512).contains(outside.x) && (0..<512).contains(outside.y) {
                #expect(alpha(p, outside.x, outside.y) == 0)
            }
        }
    }

    @Test func theMacIconSitsOnItsGrid() throws {
        let p = try IconRenderer().render(Self.sample, appearance: .light, platform: .macOS, size: 1024)
        // 824 px body in the 1024 px canvas, its shadow below it.
        #expect(alpha(p, 512, 101) == 255 && alpha(p, 101, 512) == 255 && alpha(p, 922, 512) == 255)
        #expect(alpha(p, 512, 60) == 0 && alpha(p, 60, 512) < 8)
        #expect(alpha(p, 512, 935) > 0)  // the drop shadow
        let corner = (0..<512).first { alpha(p, $0, 140) >= 128 }!
        #expect(corner > 100 + 40 && corner < 100 + 120)
    }

    @Test func aLayerIsPlacedByItsPositionAndItsGroups() throws {
        let json = """
            { "fill" : { "solid" : "srgb:0,0,0,1" },
              "groups" : [ \(IconBundle.plainGroup(
                "sq.svg", extra: ", \"position\" : { \"scale\" : 1.5, \"translation-in-points\" : [ -40, 20 ] }",
                layerExtra: ", \"position\" : { \"scale\" : 2, \"translation-in-points\" : [ 100, -50 ] }")) ] }
            """
        let doc = try IconDocument(
            contentsOf: try IconBundle(json: json, assets: ["sq.svg": IconBundle.square(50)]).url)
        let p = try IconRenderer().render(doc, appearance: .light, platform: .iOS, size: 1024)
        // Side 50 × 2 × 1.5 = 150 pt; center 512 + (−40 + 1.5·100, 20 + 1.5·−50) = (622, 457).
        var xs: [Int] = []
        var ys: [Int] = []
        for y in 0..<1024 {
            for x in 0..<1024 where p[x, y][0] > 128 {
                xs.append(x)
                ys.append(y)
            }
        }
        #expect(abs(xs.min()! - 547) <= 1 && abs(xs.max()! - 696) <= 1)
        #expect(abs(ys.min()! - 382) <= 1 && abs(ys.max()! - 531) <= 1)
    }

    /// Ground A, a group whose lower layer is B and upper layer C in `mode`: the pixel at the
    /// center is the W3C formula of B and C.
    static func formula(_ mode: String, _ b: Double, _ c: Double) -> Double {
        switch mode {
        case "multiply": b * c
        case "screen": b + c - b * c
        case "darken": min(b, c)
        case "lighten": max(b, c)
        case "difference": abs(b - c)
        default: min(1, b + c)  // plus-lighter
        }
    }

    @Test(arguments: ["multiply", "screen", "darken", "lighten", "difference", "plus-lighter"])
    func layerBlendModesFollowTheirFormulas(mode: String) throws {
        let b = (0.8, 0.4, 0.2)
        let c = (0.5, 0.7, 0.9)
        let json = """
            { "fill" : { "solid" : "srgb:0,0,0,1" },
              "groups" : [ { "layers" : [
                  { "image-name" : "sq.svg", "blend-mode" : "\(mode)", "fill" : { "solid" : "srgb:\(c.0),\(c.1),\(c.2),1" } },
                  { "image-name" : "sq.svg", "fill" : { "solid" : "srgb:\(b.0),\(b.1),\(b.2),1" } } ],
                "specular" : false, "shadow" : { "kind" : "none", "opacity" : 0 },
                "translucency" : { "enabled" : false, "value" : 0 } } ] }
            """
        let doc = try IconDocument(
            contentsOf: try IconBundle(json: json, assets: ["sq.svg": IconBundle.square(400)]).url)
        let p = try IconRenderer().render(doc, appearance: .light, platform: .iOS, size: 256)
        let px = p[128, 128]
        for (i, (bv, cv)) in [(b.0, c.0), (b.1, c.1), (b.2, c.2)].enumerated() {
            let want = Self.formula(mode, bv, cv) * 255
            #expect(abs(Double(px[i]) - want) <= 2, "\(mode) channel \(i): \(px[i]) vs \(want)")
        }
    }

    @Test func aGroupBlendModeBlendsWithTheGround() throws {
        let json = """
            { "fill" : { "solid" : "srgb:0.6,0.5,0.4,1" },
              "groups" : [ \(IconBundle.plainGroup(
                "sq.svg", extra: ", \"blend-mode\" : \"multiply\"", layerExtra: ", \"fill\" : { \"solid\" : \"srgb:0.5,1,0.25,1\" }")) ] }
            """
        let doc = try IconDocument(
            contentsOf: try IconBundle(json: json, assets: ["sq.svg": IconBundle.square(400)]).url)
        let px = try IconRenderer().render(doc, appearance: .light, platform: .iOS, size: 256)[128, 128]
        #expect(abs(Int(px[0]) - 77) <= 2 && abs(Int(px[1]) - 128) <= 2 && abs(Int(px[2]) - 26) <= 2)
    }

    @Test func everyAppearanceAndPlatformDrawsADifferentIcon() throws {
        for platform in IconPlatform.allCases {
            var seen: [IconAppearance: Pixmap] = [:]
            for appearance in IconAppearance.allCases {
                let p = try IconRenderer().render(Self.sample, appearance: appearance, platform: platform, size: 128)
                #expect(p.data.allSatisfy { _ in true })
                for (other, q) in seen { #expect(p != q, "\(platform): \(appearance) equals \(other)") }
                seen[appearance] = p
            }
        }
    }

    /// The mean color in a box of the 1024 px iOS rendering.
    func mean(_ p: Pixmap, _ x0: Int, _ y0: Int, _ w: Int, _ h: Int) -> SIMD3<Double> {
        var s = SIMD3<Double>()
        for y in y0..<(y0 + h) {
            for x in x0..<(x0 + w) {
                let v = p[x, y]
                s += SIMD3(Double(v[0]), Double(v[1]), Double(v[2]))
            }
        }
        return s / Double(w * h)
    }

    @Test func eachAppearanceChangesWhatItsSpecializationSays() throws {
        let r = IconRenderer()
        let light = try r.render(Self.sample, appearance: .light, platform: .iOS, size: 512)
        let dark = try r.render(Self.sample, appearance: .dark, platform: .iOS, size: 512)
        let tinted = try r.render(Self.sample, appearance: .tintedDark, platform: .iOS, size: 512)
        // The ground: the light gradient is blue; the dark one (automatic gradient of a navy) is darker.
        let groundLight = mean(light, 20, 200, 12, 12)
        let groundDark = mean(dark, 20, 200, 12, 12)
        #expect(groundLight.z > 150 && groundDark.z < groundLight.z - 40)
        // The Glint (top right, at 512 + 150, 512 − 210 points) is hidden in the tinted appearances.
        let glintLight = mean(light, 326, 146, 8, 8)
        let glintTinted = mean(tinted, 326, 146, 8, 8)
        #expect(glintLight.x > 200 && glintTinted.x < glintLight.x - 100)
        // The tinted appearances draw in the tint: no channel of the ground far from its hue.
        let groundTinted = mean(tinted, 20, 200, 12, 12)
        #expect(groundTinted.z > groundTinted.y && groundTinted.x + groundTinted.y + groundTinted.z < 120)
    }

    @Test func noPixelIsOutOfRangeOrPremultipliedWrong() throws {
        for appearance in IconAppearance.allCases {
            let p = try IconRenderer(tint: RGBColor(255, 90, 40)).render(
                Self.sample, appearance: appearance, platform: .iOS, size: 96)
            for i in stride(from: 0, to: p.data.count, by: 4) {
                let a = p.data[i + 3]
                #expect(p.data[i] <= a && p.data[i + 1] <= a && p.data[i + 2] <= a)
            }
        }
    }
}
