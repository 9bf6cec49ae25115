import Foundation

#if !canImport(Darwin)
    extension AttributedString {
        /// The distance between the baselines of two lines of a paragraph, as Foundation's
        /// `AttributedString.LineHeight` (a CoreText extension on Apple platforms, given here).
        public struct LineHeight: Hashable, Sendable, Codable {
            package enum Rule: Hashable, Sendable, Codable {
                /// From the fonts' own metrics.
                case variable
                /// The largest point size times a factor.
                case multiple(CGFloat)
                /// The largest point size plus an increase, in points.
                case leading(CGFloat)
                /// A fixed total, in points.
                case exact(CGFloat)
            }

            package let rule: Rule

            /// Line height from the ascent and descent of the fonts of each line.
            public static var variable: LineHeight { LineHeight(rule: .variable) }
            /// The largest point size times `factor`, whatever the fonts' ascent and descent.
            public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(rule: .multiple(factor)) }
            /// The largest point size plus `increase` points, whatever the fonts' metrics.
            public static func leading(increase: CGFloat) -> LineHeight { LineHeight(rule: .leading(increase)) }
            /// Exactly `points` points, whatever the fonts' metrics.
            public static func exact(points: CGFloat) -> LineHeight { LineHeight(rule: .exact(points)) }
            // Apple does not publish the factors of its named heights; these follow the usual
            // typographic ranges (1.2 is the common "normal" of CSS and word processors).
            /// A multiple of the point size that reads as tight (1.1).
            public static var tight: LineHeight { .multiple(factor: 1.1) }
            /// A multiple of the point size that reads as normal (1.2).
            public static var normal: LineHeight { .multiple(factor: 1.2) }
            /// A multiple of the point size that reads as loose (1.4).
            public static var loose: LineHeight { .multiple(factor: 1.4) }
        }
    }
#endif

extension AttributedString.LineHeight {
    /// The height of a line whose largest point size is `pointSize` and whose fonts ask for
    /// `natural` points.
    package func height(pointSize: CGFloat, natural: CGFloat) -> CGFloat {
        switch rule {
        case .variable: natural
        case .multiple(let factor): max(0, pointSize * factor)
        case .leading(let increase): max(0, pointSize + increase)
        case .exact(let points): max(0, points)
        }
    }
}

struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }

extension EnvironmentValues {
    /// The height of the lines of text in this environment, as SwiftUI's `lineHeight`; `nil`
    /// (the default) uses the fonts' own line height.
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

extension View {
    /// Sets the height of the lines of text in this view, as SwiftUI's `lineHeight(_:)`; `nil`
    /// uses the fonts' own line height. Added to `lineSpacing` between lines.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environmentChange { $0.lineHeight = lineHeight }
    }
}
