import Foundation

/// The color scheme a view asks its presentation to use, as SwiftUI's
/// `PreferredColorSchemeKey`: `preferredColorScheme(_:)` sets it, so a host or presentation
/// reads what its content prefers.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// The preferred scheme; nil for none.
    public typealias Value = ColorScheme?

    /// No preference.
    public static let defaultValue: ColorScheme? = nil

    /// The first view that states a preference wins.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
