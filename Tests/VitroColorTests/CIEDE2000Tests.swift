import Testing
import VitroColor

/// CIEDE2000 against the test pairs Sharma, Wu and Dalal published with their implementation
/// notes ("The CIEDE2000 color-difference formula: implementation notes, supplementary test
/// data, and mathematical observations", Color Res. Appl. 30 (2005), table 1; the pair numbers
/// are theirs): the blue-region rotation term, neutrals, the hue wrap at 0°/360°, a large
/// difference and near-black.
struct CIEDE2000Tests {
    static let pairs: [(Int, CIELab, CIELab, Double)] = [
        (1, CIELab(l: 50, a: 2.6772, b: -79.7751), CIELab(l: 50, a: 0, b: -82.7485), 2.0425),
        (7, CIELab(l: 50, a: 0, b: 0), CIELab(l: 50, a: -1, b: 2), 2.3669),
        (13, CIELab(l: 50, a: 2.4900, b: -0.0010), CIELab(l: 50, a: -2.4900, b: 0.0009), 7.1792),
        (15, CIELab(l: 50, a: 2.4900, b: -0.0010), CIELab(l: 50, a: -2.4900, b: 0.0011), 7.2195),
        (17, CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 73, a: 25, b: -18), 27.1492),
        (25, CIELab(l: 60.2574, a: -34.0099, b: 36.2677), CIELab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (34, CIELab(l: 2.0776, a: 0.0795, b: -1.1350), CIELab(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ]

    @Test(arguments: pairs.map { $0.0 })
    func matchesSharmasTestData(_ n: Int) {
        let (_, x, y, expected) = Self.pairs.first { $0.0 == n }!
        #expect(abs(x.deltaE2000(y) - expected) < 0.0001)
        // Symmetric, as the formula is.
        #expect(abs(y.deltaE2000(x) - expected) < 0.0001)
    }

    @Test func identicalColorsDifferByNothingAndNaNNeverComesOut() {
        let c = CIELab(RGBColor(red: 0.3, green: 0.6, blue: 0.9))
        #expect(c.deltaE2000(c) == 0)
        #expect(!CIELab(l: .nan, a: 0, b: 0).deltaE2000(c).isNaN)
    }
}
