// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation
    import VitroCore

    /// The style of an underline or strikethrough line, as UIKit's `NSUnderlineStyle`: a
    /// thickness, a pattern and whether only words are lined.
    public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
        /// The style as UIKit's bits.
        public let rawValue: Int
        /// A style from UIKit's bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// One thin line.
        public static let single = NSUnderlineStyle(rawValue: 0x01)
        /// One thick line.
        public static let thick = NSUnderlineStyle(rawValue: 0x02)
        /// Two thin lines.
        public static let double = NSUnderlineStyle(rawValue: 0x09)
        /// A solid line (the default pattern).
        public static let patternSolid = NSUnderlineStyle([])
        /// A dotted line.
        public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
        /// A dashed line.
        public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
        /// A line of alternating dashes and dots.
        public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
        /// A line of a dash and two dots, repeated.
        public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
        /// Lines under words only, not the spaces between them.
        public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
    }

    extension Text.LineStyle {
        /// The line of a UIKit underline style, as SwiftUI's `Text.LineStyle(nsUnderlineStyle:)`:
        /// its pattern, in the text's color; nil for no line (an empty style).
        public init?(nsUnderlineStyle: NSUnderlineStyle) {
            guard !nsUnderlineStyle.isEmpty else { return nil }
            let pattern: Pattern =
                switch nsUnderlineStyle.rawValue & 0x0F00 {
                case 0x0100: .dot
                case 0x0200: .dash
                case 0x0300: .dashDot
                case 0x0400: .dashDotDot
                default: .solid
                }
            self.init(pattern: pattern)
        }
    }
#endif
