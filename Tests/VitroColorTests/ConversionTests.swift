import Foundation
import Testing

@testable import VitroColor

@Suite struct ConversionTests {
    @Test func conversionsAgreeWithColourScience() throws {
        let root = try Fixture.json("colour-science") as! [String: Any]
        let cases = root["conversions"] as! [[String: Any]]
        #expect(cases.count > 300)
        for c in cases {
            let from = ColorSpace(rawValue: c["from"] as! String)!
            let to = ColorSpace(rawValue: c["to"] as! String)!
            let v = (c["rgb"] as! [Any]).doubles
            let e = (c["expected"] as! [Any]).doubles
            let out = RGBColor(red: v[0], green: v[1], blue: v[2], space: from).converted(to: to)
            let err = maxError(out.rgb, SIMD3(e[0], e[1], e[2]))
            #expect(err < 1e-4, "\(from) \(v) to \(to): \(out.rgb) vs \(e)")
        }
    }

    @Test func xyzAndLabAgreeWithColourScience() throws {
        let root = try Fixture.json("colour-science") as! [String: Any]
        for c in root["xyz"] as! [[String: Any]] {
            let space = ColorSpace(rawValue: c["space"] as! String)!
            let v = (c["rgb"] as! [Any]).doubles
            let x = (c["xyz"] as! [Any]).doubles
            let l = (c["lab"] as! [Any]).doubles
            let color = RGBColor(red: v[0], green: v[1], blue: v[2], space: space)
            #expect(maxError(color.xyz, SIMD3(x[0], x[1], x[2])) < 1e-4, "\(space) \(v) XYZ")
            let lab = CIELab(color)
            // L*a*b* is on a 0…100 scale: 1e-4 of XYZ is about 1e-2 of L*a*b*.
            #expect(maxError(SIMD3(lab.l, lab.a, lab.b), SIMD3(l[0], l[1], l[2])) < 1e-2, "\(space) \(v) Lab")
        }
    }

    @Test func outOfGamutColorsSurviveARoundTrip() {
        let p3Red = RGBColor(red: 1, green: 0, blue: 0, space: .displayP3)
        let inSRGB = p3Red.converted(to: .sRGB)
        #expect(!inSRGB.isInGamut)
        #expect(inSRGB.red > 1 && inSRGB.green < 0)
        let back = inSRGB.converted(to: .displayP3)
        #expect(maxError(back.rgb, p3Red.rgb) < 1e-12)
    }

    @Test(arguments: [0.0, 0.001, 0.0031308, 0.04, 0.2, 0.5, 0.99, 1.0, 1.7, -0.3])
    func transferFunctionInverts(_ v: Double) {
        #expect(abs(TransferFunction.decode(TransferFunction.encode(v)) - v) < 1e-12)
    }

    @Test func hexStringsParseAndPrint() {
        #expect(RGBColor(hex: "#0088FF") == RGBColor(0, 136, 255))
        #expect(RGBColor(hex: "fff") == RGBColor(255, 255, 255))
        #expect(RGBColor(hex: "#11223380")?.alpha == Double(0x80) / 255)
        #expect(RGBColor(hex: "#12345") == nil)
        #expect(RGBColor(hex: "zzzzzz") == nil)
        #expect(RGBColor(0, 136, 255).hexString == "#0088FF")
    }

    @Test func hsbRoundTrips() {
        for c in [SIMD3(0.2, 0.4, 0.8), SIMD3(1, 0, 0), SIMD3(0.5, 0.5, 0.5), SIMD3(0.9, 0.8, 0.1)] {
            let h = HSB.hsb(c)
            #expect(maxError(HSB.rgb(hue: h.hue, saturation: h.saturation, brightness: h.brightness), c) < 1e-12)
        }
        #expect(HSB.rgb(hue: 1.0 / 3, saturation: 1, brightness: 1) == SIMD3(0, 1, 0))
    }
}
