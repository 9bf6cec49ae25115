import Foundation

/// Which variant of a date or time text a view prefers, as SwiftUI's `TextVariantPreference`
/// (recorded: Vitro draws the one variant its format gives, at any size).
public protocol TextVariantPreference {}

/// The variant that keeps its text whatever the space, as SwiftUI's `FixedTextVariant`
/// (recorded).
public struct FixedTextVariant: TextVariantPreference, Sendable {}

/// The variant that may shorten its text to fit, as SwiftUI's `SizeDependentTextVariant`
/// (recorded).
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}

extension TextVariantPreference where Self == FixedTextVariant {
    /// The fixed variant (recorded).
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// The size-dependent variant (recorded).
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension Text {
    /// This text preferring `preference`'s variant (recorded, as `TextVariantPreference`), as
    /// SwiftUI's `textVariant(_:)`.
    public func textVariant(_ preference: some TextVariantPreference) -> Text { self }
}
