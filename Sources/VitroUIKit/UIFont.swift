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

        /// The system font (SF Pro; Inter on Linux) at `fontSize` and `weight`.
        public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
            UIFont(familyName: "System", pointSize: fontSize, weight: weight)
        }

        /// The system font, bold, at `fontSize`.
        public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            systemFont(ofSize: fontSize, weight: .bold)
        }

        /// The system font at `fontSize` (drawn upright: Vitro has no italic face).
        public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

        /// The system's monospaced font (SF Mono) at `fontSize` and `weight`.
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
            /// The lightest weight.
            public static let ultraLight = Weight(font: .ultraLight)
            /// A thin weight.
            public static let thin = Weight(font: .thin)
            /// A light weight.
            public static let light = Weight(font: .light)
            /// The regular weight.
            public static let regular = Weight(font: .regular)
            /// A medium weight.
            public static let medium = Weight(font: .medium)
            /// A semibold weight.
            public static let semibold = Weight(font: .semibold)
            /// A bold weight.
            public static let bold = Weight(font: .bold)
            /// A heavy weight.
            public static let heavy = Weight(font: .heavy)
            /// The heaviest weight.
            public static let black = Weight(font: .black)
        }

        /// A text style, as UIKit's `UIFont.TextStyle`.
        public struct TextStyle: Hashable, Sendable {
            let style: Font.TextStyle
            let pointSize: CGFloat
            let weight: Weight
            /// A large title: 34 pt.
            public static let largeTitle = TextStyle(style: .largeTitle, pointSize: 34, weight: .regular)
            /// A first-level title: 28 pt.
            public static let title1 = TextStyle(style: .title, pointSize: 28, weight: .regular)
            /// A second-level title: 22 pt.
            public static let title2 = TextStyle(style: .title2, pointSize: 22, weight: .regular)
            /// A third-level title: 20 pt.
            public static let title3 = TextStyle(style: .title3, pointSize: 20, weight: .regular)
            /// A headline: 17 pt semibold.
            public static let headline = TextStyle(style: .headline, pointSize: 17, weight: .semibold)
            /// Body text: 17 pt.
            public static let body = TextStyle(style: .body, pointSize: 17, weight: .regular)
            /// A callout: 16 pt.
            public static let callout = TextStyle(style: .callout, pointSize: 16, weight: .regular)
            /// A subheadline: 15 pt.
            public static let subheadline = TextStyle(style: .subheadline, pointSize: 15, weight: .regular)
            /// A footnote: 13 pt.
            public static let footnote = TextStyle(style: .footnote, pointSize: 13, weight: .regular)
            /// A caption: 12 pt.
            public static let caption1 = TextStyle(style: .caption, pointSize: 12, weight: .regular)
            /// A second caption: 11 pt.
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
