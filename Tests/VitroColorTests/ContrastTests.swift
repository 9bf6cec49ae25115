import Testing

@testable import VitroColor

@Suite struct ContrastTests {
    @Test func wcagRatioSpansOneToTwentyOne() {
        let black = RGBColor(0, 0, 0)
        let white = RGBColor(255, 255, 255)
        #expect(abs(Contrast.wcagRatio(black, white) - 21) < 1e-12)
        #expect(Contrast.wcagRatio(white, black) == Contrast.wcagRatio(black, white))
        #expect(Contrast.wcagRatio(white, white) == 1)
    }

    // Values from the WCAG 2 formula worked by hand: L(#777777) = 0.184475…, ratio with white 4.4783.
    @Test func wcagRatioOfMidGray() {
        let ratio = Contrast.wcagRatio(RGBColor(hex: "#777777")!, RGBColor(hex: "#FFFFFF")!)
        #expect(abs(ratio - 4.4783) < 1e-3)
        #expect(abs(Contrast.wcagRatio(RGBColor(hex: "#767676")!, .init(255, 255, 255)) - 4.5415) < 1e-3)
    }

    // The test pairs of the APCA-W3 reference implementation (0.0.98G-4g), text first.
    @Test(arguments: [
        ("#888", "#fff", 63.056469930209424),
        ("#fff", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334),
        ("#aaa", "#000", -56.24113336839742),
        ("#def", "#123", -93.06770049484275),
        ("#123", "#def", 91.66830811481631),
        ("#123", "#444", 8.32326136957393),
        ("#444", "#123", -7.526878460278154),
    ])
    func apcaMatchesReferencePairs(_ text: String, _ background: String, _ lc: Double) {
        let v = Contrast.apcaLc(text: RGBColor(hex: text)!, background: RGBColor(hex: background)!)
        // The reference reports Lc below ±15 as well; its low clip only zeroes below 10 (SAPC 0.1).
        #expect(abs(v - lc) < 1e-9, "\(text) on \(background): \(v)")
    }
}
