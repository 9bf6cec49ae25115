// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// A light or dark interface, as UIKit's `UIUserInterfaceStyle` (UIKit's raw values).
    public enum UIUserInterfaceStyle: Int, Sendable {
        /// Not known.
        case unspecified = 0
        /// The light interface.
        case light = 1
        /// The dark interface.
        case dark = 2
    }

    /// The contrast setting, as UIKit's `UIAccessibilityContrast` (UIKit's raw values).
    public enum UIAccessibilityContrast: Int, Sendable {
        /// Not known.
        case unspecified = -1
        /// Standard contrast.
        case normal = 0
        /// Increased contrast.
        case high = 1
    }

    /// The weight of text, as UIKit's `UILegibilityWeight` (UIKit's raw values).
    public enum UILegibilityWeight: Int, Sendable {
        /// Not known.
        case unspecified = -1
        /// Regular text.
        case regular = 0
        /// Bold Text is on.
        case bold = 1
    }

    /// The layout direction, as UIKit's `UITraitEnvironmentLayoutDirection` (UIKit's raw values).
    public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
        /// Not known.
        case unspecified = -1
        /// Left to right.
        case leftToRight = 0
        /// Right to left.
        case rightToLeft = 1
    }

    /// A size class, as UIKit's `UIUserInterfaceSizeClass` (UIKit's raw values).
    public enum UIUserInterfaceSizeClass: Int, Sendable {
        /// Not known.
        case unspecified = 0
        /// Compact.
        case compact = 1
        /// Regular.
        case regular = 2
    }

    /// A Dynamic Type size, as UIKit's `UIContentSizeCategory` (UIKit's raw strings).
    public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A category from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Not known.
        public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
        /// Extra small.
        public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
        /// Small.
        public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
        /// Medium.
        public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
        /// Large, the default.
        public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
        /// Extra large.
        public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
        /// Extra extra large.
        public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
        /// Extra extra extra large.
        public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
        /// The first accessibility size.
        public static let accessibilityMedium = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityM")
        /// The second accessibility size.
        public static let accessibilityLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityL")
        /// The third accessibility size.
        public static let accessibilityExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXL")
        /// The fourth accessibility size.
        public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXL")
        /// The fifth accessibility size.
        public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

        /// The categories in order, smallest first.
        static let ordered: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
    }
#endif
