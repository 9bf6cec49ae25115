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

    @Test func theIOSMaskFollowsApplesContinuousCorner() throws {
        let p = try IconRenderer().render(Self.sample, appearance: .light, platform: .iOS, size: 1024)
        for (y, x) in Self.appleCorner {
            // Apple's edge point lies within 2 px (on each axis) of ours: inside beyond it, outside
            // before it, along the corner's diagonal (rows near the tangent are too shallow to
            // compare by column alone).
            #expect(alpha(p, x + 2, y + 2) >= 128, "row \(y): Apple's edge at \(x) is outside ours")
            #expect(alpha(p, max(0, x - 2), max(0, y - 2)) < 128, "row \(y): Apple's edge at \(x) is inside ours")
            // The opposite corner mirrors it.
            #expect(
                alpha(p, 1023 - x - 2, 1023 - y - 2) >= 128
                    && alpha(p, 1023 - max(0, x - 2), 1023 - max(0, y - 2)) < 128)
        }
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
