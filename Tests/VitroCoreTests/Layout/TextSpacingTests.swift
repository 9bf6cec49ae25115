import Foundation
import Testing
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The default spacing between adjacent texts in a vertical stack: SwiftUI sets texts by their
/// font's leading (its line gap, rounded up to the pixel), not the 8 pt other views get
/// (`EdgeSpacing`; OpenSwiftUI's `Text+Spacing.swift` reads SwiftUICore's text spacing
/// preferences). DejaVu Sans, which the tests pin, and SF Pro and Inter have no line gap, so two
/// texts sit line to line.
@MainActor
@Suite struct TextSpacingTests {
    @Test func twoTextsInAVStackSitLineToLine() {
        let frames = leaves(
            VStack {
                Text("Title"); Text("Subtitle").font(.footnote)
            }, scale: 3)
        #expect(frames.count == 2)
        #expect(abs(frames[1].minY - frames[0].maxY) < 0.01, "\(frames)")
    }

    @Test func textsOfDifferentFontsSitByTheUpperFontsLeading() {
        let frames = leaves(
            VStack(alignment: .leading) {
                Text("Headline").font(.headline)
                Text("Body")
                Text("Caption").font(.caption)
            }, scale: 2)
        #expect(frames.count == 3)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(b.minY - a.maxY) < 0.01, "\(frames)") }
    }

    @Test func otherViewsKeepTheDefaultEightPoints() {
        let frames = leaves(
            VStack {
                Text("Title"); Rectangle().frame(width: 10, height: 10)
            })
        #expect(abs(frames[1].minY - frames[0].maxY - 8) < 0.01, "\(frames)")
    }

    @Test func paddingOrAnExplicitSpacingOverridesTheTextSpacing() {
        let padded = leaves(
            VStack {
                Text("A").padding(.bottom, 2); Text("B")
            })
        #expect(abs(padded[1].minY - padded[0].maxY - 10) < 0.01, "padding resets the edge: \(padded)")
        let spaced = leaves(
            VStack(spacing: 12) {
                Text("A"); Text("B")
            })
        #expect(abs(spaced[1].minY - spaced[0].maxY - 12) < 0.01)
    }

    @Test func horizontalStacksKeepEightPointsBetweenTexts() {
        let frames = leaves(
            HStack {
                Text("A"); Text("B")
            })
        #expect(abs(frames[1].minX - frames[0].maxX - 8) < 0.01)
    }

    @Test func theDistanceIsTheUpperLeadingRoundedUpToThePixel() {
        #expect(EdgeSpacing.distance(above: .text(leading: 0.2), below: .text(leading: 3), scale: 3) == 1.0 / 3)
        #expect(EdgeSpacing.distance(above: .text(leading: 0), below: .generic, scale: 3) == nil)
        #expect(EdgeSpacing.distance(above: .generic, below: .text(leading: 2), scale: 3) == nil)
    }
}
