// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation
    import VitroCore

    extension ColorScheme {
        /// The scheme of a UIKit interface style; nil for `.unspecified`.
        public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
            switch uiUserInterfaceStyle {
            case .light: self = .light
            case .dark: self = .dark
            case .unspecified: return nil
            }
        }
    }

    extension ColorSchemeContrast {
        /// The contrast of a UIKit contrast setting; nil for `.unspecified`.
        public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
            switch uiAccessibilityContrast {
            case .normal: self = .standard
            case .high: self = .increased
            case .unspecified: return nil
            }
        }
    }

    extension LegibilityWeight {
        /// The weight of a UIKit legibility weight; nil for `.unspecified`.
        public init?(_ uiLegibilityWeight: UILegibilityWeight) {
            switch uiLegibilityWeight {
            case .regular: self = .regular
            case .bold: self = .bold
            case .unspecified: return nil
            }
        }
    }

    extension LayoutDirection {
        /// The direction of a UIKit layout direction; nil for `.unspecified`.
        public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
            switch uiLayoutDirection {
            case .leftToRight: self = .leftToRight
            case .rightToLeft: self = .rightToLeft
            case .unspecified: return nil
            }
        }
    }

    extension UserInterfaceSizeClass {
        /// The size class of a UIKit size class; nil for `.unspecified`.
        public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
            switch uiUserInterfaceSizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            case .unspecified: return nil
            }
        }
    }

    extension DynamicTypeSize {
        /// The size of a UIKit content size category; nil for `.unspecified` or an unknown one.
        public init?(_ uiSizeCategory: UIContentSizeCategory) {
            guard let i = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
            self = DynamicTypeSize.allCases[i]
        }
    }

    extension ContentSizeCategory {
        /// The category of a UIKit content size category; nil for `.unspecified` or an unknown one.
        public init?(_ uiSizeCategory: UIContentSizeCategory) {
            guard let i = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
            self = ContentSizeCategory.allCases[i]
        }
    }
#endif
