import Foundation
import Testing
import Vitro

/// `Text.LineStyle` made from UIKit's `NSUnderlineStyle`.
@Suite struct UnderlineStyleConversionTests {
    @Test func underlineStylesConvert() {
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: .single) == .single)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDot])?.pattern == .dot)
        #expect(Text.LineStyle(nsUnderlineStyle: [.thick, .patternDash])?.pattern == .dash)
        #expect(Text.LineStyle(nsUnderlineStyle: [.double, .patternDashDot])?.pattern == .dashDot)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDashDotDot, .byWord])?.pattern == .dashDotDot)
        #expect(Text.LineStyle(nsUnderlineStyle: .single)?.color == nil)
    }
}
