import Foundation
@_spi(Nodes) import VitroCore

extension EnvironmentValues {
    /// Takes the values a presentation inherits from the view that presents it: SwiftUI resolves
    /// a sheet's, alert's or popover's content in the presenter's environment, so
    /// `.environment(\.colorScheme, .dark)` on the root reaches the sheets it presents, and a
    /// `.tint(_:)` above the presenter reaches the alert's default button and the sheet's
    /// controls.
    mutating func inheritPresentationValues(from presenter: EnvironmentValues) {
        colorScheme = presenter.colorScheme
        tint = presenter.tint
        colorSchemeContrast = presenter.colorSchemeContrast
        dynamicTypeSize = presenter.dynamicTypeSize
        layoutDirection = presenter.layoutDirection
        locale = presenter.locale
        calendar = presenter.calendar
        timeZone = presenter.timeZone
        accessibilityReduceMotion = presenter.accessibilityReduceMotion
        accessibilityReduceTransparency = presenter.accessibilityReduceTransparency
        accessibilityDifferentiateWithoutColor = presenter.accessibilityDifferentiateWithoutColor
        legibilityWeight = presenter.legibilityWeight
    }
}
