import Foundation

extension Font {
    /// This font at `size` points, no longer scaled with the dynamic type size.
    public func pointSize(_ size: CGFloat) -> Font {
        var f = self
        f.sizeOverride = size.isFinite ? max(0, size) : nil
        f.sizeScale = 1
        return f
    }

    /// This font with its point size multiplied by `factor` (scalings multiply).
    public func scaled(by factor: CGFloat) -> Font {
        var f = self
        if factor.isFinite, factor >= 0 { f.sizeScale *= factor }
        return f
    }

    /// What a font resolves against, as SwiftUI's `Font.Context`: the dynamic type size and the
    /// platform of an environment.
    public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
        let dynamicTypeSize: DynamicTypeSize
        let platform: Device.Platform

        public var debugDescription: String { "Font.Context(\(dynamicTypeSize), \(platform))" }
    }

    /// This font made concrete in `context`.
    public func resolve(in context: Context) -> Resolved {
        Resolved(
            pointSize: pointSize(context.dynamicTypeSize, on: context.platform),
            weight: Weight(value: resolvedWeight(on: context.platform)), width: widthValue ?? .standard,
            isItalic: isItalic, isMonospaced: design == .monospaced, leading: leadingValue)
    }

    /// A concrete font, as SwiftUI's `Font.Resolved`.
    public struct Resolved: Hashable, Sendable {
        /// The size in points.
        public let pointSize: CGFloat
        /// The weight.
        public let weight: Font.Weight
        /// The width.
        public let width: Font.Width
        /// Whether the font is italic.
        public let isItalic: Bool
        /// Whether every character has the same advance.
        public let isMonospaced: Bool
        /// The line spacing.
        public let leading: Font.Leading
        /// Whether the font is bold: semibold or heavier.
        public var isBold: Bool { weight.value >= Font.Weight.semibold.value }
        /// Whether all characters are small capitals (`Font.smallCaps()` draws as the font does:
        /// false).
        public var isSmallCaps: Bool { false }
        /// Whether lowercase characters are small capitals (false, as `isSmallCaps`).
        public var isLowercaseSmallCaps: Bool { false }
        /// Whether uppercase characters are small capitals (false, as `isSmallCaps`).
        public var isUppercaseSmallCaps: Bool { false }
    }
}

extension EnvironmentValues {
    /// What fonts resolve against in this environment.
    public var fontResolutionContext: Font.Context {
        Font.Context(dynamicTypeSize: dynamicTypeSize, platform: platform)
    }
}
