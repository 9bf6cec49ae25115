import Foundation
import Testing

@testable import VitroRaster

/// The system typeface's choices: which family a size uses, SF Pro's tracking per size, what a
/// pin chooses. None of these need Inter installed; the weight check runs only where it is.
@Suite struct SystemTypefaceTests {
    @Test func interUsesItsDisplayCutFrom20Points() {
        #expect(SystemTypeface.inter.family(pointSize: 11) == "Inter")
        #expect(SystemTypeface.inter.family(pointSize: 17) == "Inter")
        #expect(SystemTypeface.inter.family(pointSize: 19.9) == "Inter")
        #expect(SystemTypeface.inter.family(pointSize: 20) == "Inter Display")
        #expect(SystemTypeface.inter.family(pointSize: 34) == "Inter Display")
        for size in [6.0, 17, 20, 34, 80] {
            #expect(SystemTypeface.dejaVuSans.family(pointSize: size) == "DejaVu Sans")
        }
    }

    /// The HIG's SF Pro rows for iOS's text styles at the default size.
    @Test func trackingFollowsSFProsTableAtTheTextStyleSizes() {
        let rows: [(Double, Double)] = [
            (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43), (20, -0.45),
            (22, -0.26), (28, 0.38), (34, 0.40),
        ]
        for (size, points) in rows {
            #expect(abs(SystemTypeface.inter.tracking(pointSize: size) - points) < 1e-9, "\(size) pt")
            #expect(SystemTypeface.dejaVuSans.tracking(pointSize: size) == 0)
        }
    }

    @Test func trackingBetweenRowsIsInterpolatedAndHeldAtTheEnds() {
        #expect(abs(SystemTypeface.sfProTracking(pointSize: 16.5) - (-0.37)) < 1e-9)
        #expect(SystemTypeface.sfProTracking(pointSize: 2) == 0.24)
        #expect(SystemTypeface.sfProTracking(pointSize: 80) == 0)
        #expect(SystemTypeface.sfProTracking(pointSize: 300) == 0)
        #expect(SystemTypeface.sfProTracking(pointSize: .nan) == 0)
        #expect(SystemTypeface.sfProTracking(pointSize: .infinity) == 0)
    }

    @Test func theTableRisesInSizeAndStaysWithinHalfAPoint() {
        let table = SystemTypeface.sfProTrackingTable
        for (a, b) in zip(table, table.dropFirst()) { #expect(a.size < b.size) }
        #expect(table.allSatisfy { abs($0.points) <= 0.45 })
    }

    @Test func aPinChoosesTheFaceAndAnAbsentInterFallsBackToDejaVu() {
        #expect(SystemTypeface.resolve(pinned: nil, interInstalled: { true }) == .inter)
        #expect(SystemTypeface.resolve(pinned: nil, interInstalled: { false }) == .dejaVuSans)
        #expect(SystemTypeface.resolve(pinned: "DejaVu Sans", interInstalled: { true }) == .dejaVuSans)
        #expect(SystemTypeface.resolve(pinned: "inter", interInstalled: { true }) == .inter)
        #expect(SystemTypeface.resolve(pinned: "Inter", interInstalled: { false }) == .dejaVuSans)
        #expect(SystemTypeface.resolve(pinned: "Helvetica", interInstalled: { false }) == .dejaVuSans)
    }

    /// The tests themselves run pinned to DejaVu Sans, so they do not depend on what is installed.
    @Test func theTestsRunPinnedToDejaVuSans() {
        #expect(SystemTypeface.current == .dejaVuSans)
    }

    /// SwiftUI's weights (CSS values 100…900) land on Inter's nine static weights.
    @Test(.enabled(if: FontLocator.hasFamily("Inter") && FontLocator.hasFamily("Inter Display")))
    func swiftUIWeightsLandOnInterWeights() throws {
        let styles = [
            100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold",
            700: "Bold", 800: "ExtraBold", 900: "Black",
        ]
        for family in ["Inter", "Inter Display"] {
            for (weight, style) in styles {
                let path = try #require(FontLocator.path(family: family, weight: weight))
                let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                #expect(file == family.replacingOccurrences(of: " ", with: "") + "-" + style, "\(family) \(weight)")
            }
        }
        let italic = try #require(FontLocator.path(family: "Inter", weight: 600, italic: true))
        #expect(italic.hasSuffix("Inter-SemiBoldItalic.otf"))
    }
}
