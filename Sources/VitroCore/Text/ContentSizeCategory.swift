/// The older name of a text size setting, as SwiftUI's `ContentSizeCategory` (UIKit's
/// `UIContentSizeCategory`); each category is one `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// The smallest standard size (Dynamic Type's `xSmall`).
    case extraSmall
    /// A small size (`small`).
    case small
    /// A medium size (`medium`).
    case medium
    /// The default size (`large`).
    case large
    /// A large size (`xLarge`).
    case extraLarge
    /// A larger size (`xxLarge`).
    case extraExtraLarge
    /// The largest standard size (`xxxLarge`).
    case extraExtraExtraLarge
    /// The first accessibility size (`accessibility1`).
    case accessibilityMedium
    /// The second accessibility size (`accessibility2`).
    case accessibilityLarge
    /// The third accessibility size (`accessibility3`).
    case accessibilityExtraLarge
    /// The fourth accessibility size (`accessibility4`).
    case accessibilityExtraExtraLarge
    /// The largest accessibility size (`accessibility5`).
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a dynamic type size (they correspond one to one, in order).
    init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }

    /// The dynamic type size of this category.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }
}

extension ContentSizeCategory: Comparable {
    /// Categories compare by size.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension EnvironmentValues {
    /// The size of text, by its older name: reads and sets `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
