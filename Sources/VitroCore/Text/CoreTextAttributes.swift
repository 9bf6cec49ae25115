import Foundation

#if !canImport(Darwin)
    extension AttributedString {
        /// The horizontal alignment of a paragraph's lines, as Foundation's
        /// `AttributedString.TextAlignment` (a CoreText extension on Apple platforms, given here):
        /// an absolute side, whatever the layout direction.
        public enum TextAlignment: Hashable, Sendable, Codable, CaseIterable {
            /// Each line's left edge at the container's left edge.
            case left
            /// Each line centered in the container.
            case center
            /// Each line's right edge at the container's right edge.
            case right
        }
    }

    extension Foundation.AttributeScopes {
        /// The CoreText attribute scope (`\.coreText`).
        public var coreText: CoreTextAttributes.Type { CoreTextAttributes.self }

        /// The paragraph attributes SwiftUI shares with CoreText, as Foundation's
        /// `AttributeScopes.CoreTextAttributes` on Apple platforms (given here).
        public struct CoreTextAttributes: AttributeScope {
            /// The line height of a paragraph.
            public let lineHeight: LineHeightAttribute
            /// The horizontal alignment of a paragraph.
            public let alignment: TextAlignmentAttribute

            /// The distance between a paragraph's baselines.
            public enum LineHeightAttribute: CodableAttributedStringKey {
                /// The attribute's value: a line height rule.
                public typealias Value = AttributedString.LineHeight
                /// The attribute's name.
                public static let name = "CoreText.LineHeight"
            }

            /// The side a paragraph's lines are aligned to.
            public enum TextAlignmentAttribute: CodableAttributedStringKey {
                /// The attribute's value: left, center or right.
                public typealias Value = AttributedString.TextAlignment
                /// The attribute's name.
                public static let name = "CoreText.TextAlignment"
            }
        }
    }
#endif
