import Foundation
import Testing

@testable import VitroColor

@Suite struct VisionDeficiencyTests {
    @Test func simulationAgreesWithColourScience() throws {
        let root = try Fixture.json("colour-science") as! [String: Any]
        for c in root["cvd"] as! [[String: Any]] {
            let d = VisionDeficiency(rawValue: c["deficiency"] as! String)!
            let s = (c["severity"] as! NSNumber).doubleValue
            let v = (c["linear"] as! [Any]).doubles
            let e = (c["expected"] as! [Any]).doubles
            let out = d.matrix(severity: s) * SIMD3(v[0], v[1], v[2])
            #expect(maxError(out, SIMD3(e[0], e[1], e[2])) < 1e-4, "\(d) \(s) \(v)")
        }
    }

    @Test func severityZeroIsTypicalVision() {
        let c = RGBColor(200, 40, 90)
        for d in VisionDeficiency.allCases {
            #expect(maxError(d.simulate(c, severity: 0).rgb, c.rgb) < 1e-9)
        }
    }

    @Test func protanopiaConfusesRedAndGreen() {
        let red = VisionDeficiency.protanopia.simulate(RGBColor(255, 0, 0))
        let green = VisionDeficiency.protanopia.simulate(RGBColor(0, 160, 0))
        let typical = CIELab(RGBColor(255, 0, 0)).deltaE76(CIELab(RGBColor(0, 160, 0)))
        #expect(CIELab(red).deltaE76(CIELab(green)) < typical / 2)
    }

    @Test func badSeverityIsClamped() {
        #expect(VisionDeficiency.tritanopia.matrix(severity: .nan) == VisionDeficiency.tritanopia.matrix(severity: 1))
        #expect(VisionDeficiency.tritanopia.matrix(severity: -3) == .identity)
    }
}

extension VisionDeficiencyTests {
    @Test func severitiesBetweenTenthsInterpolateTheirNeighbours() {
        for d in VisionDeficiency.allCases {
            let a = d.matrix(severity: 0.1)
            let b = d.matrix(severity: 0.2)
            let m = d.matrix(severity: 0.15)
            for (ra, rb, rm) in [
                (a.rows.0, b.rows.0, m.rows.0), (a.rows.1, b.rows.1, m.rows.1), (a.rows.2, b.rows.2, m.rows.2),
            ] {
                #expect(maxError((ra + rb) / 2, rm) < 1e-12)
            }
        }
    }
}
