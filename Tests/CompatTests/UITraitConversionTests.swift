import Foundation
import Testing
import Vitro

/// SwiftUI's values made from UIKit's trait values.
@Suite struct UITraitConversionTests {
    @Test func traitsConvert() {
        #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark)
        #expect(ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
        #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact) == .compact)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(DynamicTypeSize(UIContentSizeCategory.large) == .large)
        #expect(ContentSizeCategory(UIContentSizeCategory.extraSmall) == .extraSmall)
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
    }
}
