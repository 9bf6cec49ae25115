// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation
    import VitroCore

    /// A font, as UIKit's `UIFont`, for code that measures or passes one to `Font(_:)`: the
    /// system font at a size and weight, a text style's font, or a named font.
    public final class UIFont: @unchecked Sendable {
        /// The font's family name ("System" for the system font).
        public let familyName: String
        /// The size in points.
        public let pointSize: CGFloat
        let weight: Weight
        let textStyle: TextStyle?

        init(familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
            self.familyName = familyName
            self.pointSize = pointSize
            self.weight = weight
            self.textStyle = textStyle
        }

        /// A named font at `size`; nil never (an unknown name falls back as `Font.custom` does).
        public convenience init?(name fontName: String, size fontSize: CGFloat) {
            self.init(familyName: fontName, pointSize: fontSize, weight: .regular)
        }

        public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
            UIFont(familyName: "System", pointSize: fontSize, weight: weight)
        }

        public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            systemFont(ofSize: fontSize, weight: .bold)
        }

        public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

        public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
            UIFont(familyName: "System Mono", pointSize: fontSize, weight: weight)
        }

        /// The font of a text style at the default Dynamic Type size (Apple's Human Interface
        /// Guidelines, iOS "Large" type sizes).
        public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
            UIFont(familyName: "System", pointSize: style.pointSize, weight: style.weight, textStyle: style)
        }

        /// The font at another size.
        public func withSize(_ fontSize: CGFloat) -> UIFont {
            UIFont(familyName: familyName, pointSize: fontSize, weight: weight)
        }

        /// Height of a line: ascender plus descender plus leading, about 1.2 × the size (SF Pro).
        public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

        /// The weight of a font, as UIKit's `UIFont.Weight`.
        public struct Weight: Hashable, Sendable {
            let font: Font.Weight
            public static let ultraLight = Weight(font: .ultraLight)
            public static let thin = Weight(font: .thin)
            public static let light = Weight(font: .light)
            public static let regular = Weight(font: .regular)
            public static let medium = Weight(font: .medium)
            public static let semibold = Weight(font: .semibold)
            public static let bold = Weight(font: .bold)
            public static let heavy = Weight(font: .heavy)
            public static let black = Weight(font: .black)
        }

        /// A text style, as UIKit's `UIFont.TextStyle`.
        public struct TextStyle: Hashable, Sendable {
            let style: Font.TextStyle
            let pointSize: CGFloat
            let weight: Weight
            public static let largeTitle = TextStyle(style: .largeTitle, pointSize: 34, weight: .regular)
            public static let title1 = TextStyle(style: .title, pointSize: 28, weight: .regular)
            public static let title2 = TextStyle(style: .title2, pointSize: 22, weight: .regular)
            public static let title3 = TextStyle(style: .title3, pointSize: 20, weight: .regular)
            public static let headline = TextStyle(style: .headline, pointSize: 17, weight: .semibold)
            public static let body = TextStyle(style: .body, pointSize: 17, weight: .regular)
            public static let callout = TextStyle(style: .callout, pointSize: 16, weight: .regular)
            public static let subheadline = TextStyle(style: .subheadline, pointSize: 15, weight: .regular)
            public static let footnote = TextStyle(style: .footnote, pointSize: 13, weight: .regular)
            public static let caption1 = TextStyle(style: .caption, pointSize: 12, weight: .regular)
            public static let caption2 = TextStyle(style: .caption2, pointSize: 11, weight: .regular)
        }
    }

    extension Font {
        /// The SwiftUI font of a UIKit font.
        public init(_ font: UIFont) {
            if let style = font.textStyle {
                self = .system(style.style)
            } else if font.familyName == "System" {
                self = .system(size: font.pointSize, weight: font.weight.font)
            } else if font.familyName == "System Mono" {
                self = .system(size: font.pointSize, weight: font.weight.font, design: .monospaced)
            } else {
                self = .custom(font.familyName, size: font.pointSize)
            }
        }
    }
#endif
