import Foundation
import VitroRaster

/// A font, as SwiftUI's `Font`: a text style or an explicit size, with weight, width and design.
///
/// Text styles use iOS's default (Large) sizes — `.largeTitle` 34, `.title` 28, `.title2` 22,
/// `.title3` 20, `.headline` 17 semibold, `.body` 17, `.callout` 16, `.subheadline` 15,
/// `.footnote` 13, `.caption` 12, `.caption2` 11 — scaled by the dynamic type size. The system
/// font is `SystemTypeface.current`: Inter (Inter Display from 20 pt) tracked as SF Pro when it
/// is installed, else DejaVu Sans; `.serif` and `.monospaced` use DejaVu Serif and DejaVu Sans
/// Mono; `.custom(_:size:)` asks fontconfig for another family.
public struct Font: Hashable, Sendable {
    /// iOS text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// iOS's text styles, largest to smallest: large title, titles 1 to 3, headline,
        /// subheadline, body, callout, footnote and captions 1 and 2.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size at the default (Large) dynamic type size.
        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    /// Font weights, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        /// CSS-style value, 100 … 900.
        package let value: Int
        /// The ultraLight weight (100 on the OpenType scale).
        public static let ultraLight = Weight(value: 100)
        /// The thin weight (200 on the OpenType scale).
        public static let thin = Weight(value: 200)
        /// The light weight (300 on the OpenType scale).
        public static let light = Weight(value: 300)
        /// The regular weight (400 on the OpenType scale).
        public static let regular = Weight(value: 400)
        /// The medium weight (500 on the OpenType scale).
        public static let medium = Weight(value: 500)
        /// The semibold weight (600 on the OpenType scale).
        public static let semibold = Weight(value: 600)
        /// The bold weight (700 on the OpenType scale).
        public static let bold = Weight(value: 700)
        /// The heavy weight (800 on the OpenType scale).
        public static let heavy = Weight(value: 800)
        /// The black weight (900 on the OpenType scale).
        public static let black = Weight(value: 900)
    }

    /// Font widths, as SwiftUI's `Font.Width`: a value from −1 (narrowest) to 1 (widest), 0
    /// standard. Neither Inter nor DejaVu Sans has width cuts, so a width is drawn by scaling the
    /// glyphs horizontally by `1 + 0.75 × value` (condensed 85 %, compressed 70 %, expanded
    /// 115 %, near the proportions of SF Pro's width cuts).
    public struct Width: Hashable, Sendable {
        /// The width, −1…1; 0 is standard.
        public var value: CGFloat
        /// A width of `value`, held to −1…1 (non-finite values are standard).
        public init(_ value: CGFloat) { self.value = value.isFinite ? min(max(value, -1), 1) : 0 }
        /// The narrowest width, drawn at 70 %.
        public static let compressed = Width(-0.4)
        /// A narrow width, drawn at 85 %.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width, drawn at 115 %.
        public static let expanded = Width(0.2)

        /// The horizontal scale glyphs are drawn at.
        var scale: CGFloat { 1 + 0.75 * value }
    }

    /// Font designs, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
        case custom(String, CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weightValue: Weight?
    var design: Design = .default
    /// Whether the design was chosen for this font (so `fontDesign(_:)` does not override it).
    var hasExplicitDesign = false
    var widthValue: Width?
    var leadingValue = Leading.standard
    var isItalic = false
    /// A size set with `pointSize(_:)`, replacing the base's (and its dynamic type scaling).
    var sizeOverride: CGFloat?
    /// The product of `scaled(by:)` factors.
    var sizeScale: CGFloat = 1
    /// Whether this is `Font.default`: the environment's font, with this font's changes on top.
    var isEnvironmentDefault = false

    /// The large title style (34 pt on iOS at the default size).
    public static let largeTitle = Font(base: .style(.largeTitle))
    /// The first-level title style (28 pt).
    public static let title = Font(base: .style(.title))
    /// The second-level title style (22 pt).
    public static let title2 = Font(base: .style(.title2))
    /// The third-level title style (20 pt).
    public static let title3 = Font(base: .style(.title3))
    /// The headline style (17 pt semibold).
    public static let headline = Font(base: .style(.headline))
    /// The subheadline style (15 pt).
    public static let subheadline = Font(base: .style(.subheadline))
    /// The body style (17 pt), the default.
    public static let body = Font(base: .style(.body))
    /// The callout style (16 pt).
    public static let callout = Font(base: .style(.callout))
    /// The footnote style (13 pt).
    public static let footnote = Font(base: .style(.footnote))
    /// The caption style (12 pt).
    public static let caption = Font(base: .style(.caption))
    /// The second caption style (11 pt).
    public static let caption2 = Font(base: .style(.caption2))

    /// The system font at `size` points, in `weight` and `design`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weightValue: weight, design: design ?? .default, hasExplicitDesign: design != nil)
    }

    /// The system font of a text style, in `design` and `weight`; it scales with dynamic type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weightValue: weight, design: design ?? .default, hasExplicitDesign: design != nil)
    }

    /// The system font at `size` in a `width` (SwiftUI's `system(size:weight:width:)`).
    public static func system(size: CGFloat, weight: Weight? = nil, width: Width) -> Font {
        Font(base: .size(size), weightValue: weight, widthValue: width)
    }

    /// The font family `name` at `size` points, scaled with dynamic type relative to the body
    /// style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name, size, relativeTo: .body))
    }
    /// The font family `name` at `size` points, scaled with dynamic type relative to `style`.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name, size, relativeTo: style))
    }
    /// The font family `name` at `fixedSize` points, not scaled with dynamic type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name, fixedSize, relativeTo: nil))
    }

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weightValue = weight
        return f
    }
    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italics.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    /// This font's monospaced design.
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        f.hasExplicitDesign = true
        return f
    }
    /// This font in `width` (`.condensed`, `.compressed`, `.expanded`).
    public func width(_ width: Width) -> Font {
        var f = self
        f.widthValue = width
        return f
    }
    /// This font with monospaced digits (drawn as the font itself).
    public func monospacedDigit() -> Font { self }
    /// This font in small capitals (drawn as the font itself).
    public func smallCaps() -> Font { self }
    /// This font with tighter or looser lines: UIKit's tight and loose leading traits take
    /// 2 pt from or add 2 pt to the line height on iOS.
    public func leading(_ leading: Leading) -> Font {
        var f = self
        f.leadingValue = leading
        return f
    }

    /// The change of line height `leading(_:)` asks for, in points.
    var leadingAdjustment: CGFloat {
        switch leadingValue {
        case .standard: 0
        case .tight: -2
        case .loose: 2
        }
    }

    /// Line spacing: the font's standard leading, 2 pt tighter, or 2 pt looser.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// Size in points at a dynamic type size on `platform` (text styles take the platform's
    /// sizes, `TextStyle/size(on:)`).
    package func pointSize(_ dynamicType: DynamicTypeSize, on platform: Device.Platform = .iOS) -> CGFloat {
        let size: CGFloat
        switch base {
        case .style(let s): size = s.size(on: platform) * dynamicType.scale
        case .size(let s): size = s
        case .custom(_, let s, let rel): size = rel == nil ? s : s * dynamicType.scale
        }
        return (sizeOverride ?? size) * sizeScale
    }

    /// Weight as a CSS value; `.headline` is semibold unless told otherwise.
    var resolvedWeight: Int { resolvedWeight(on: .iOS) }

    /// Weight as a CSS value on `platform`: a text style's default weight there
    /// (`TextStyle/defaultWeight(on:)`) unless told otherwise.
    package func resolvedWeight(on platform: Device.Platform) -> Int {
        if let w = weightValue { return w.value }
        if case .style(let style) = base { return style.defaultWeight(on: platform) }
        return 400
    }

    /// Whether this is the system font (not a custom family, serif or monospaced design).
    var isSystemSans: Bool {
        if case .custom = base { return false }
        return design == .default || design == .rounded
    }

    /// The font family to ask fontconfig for at `pointSize` with the system typeface `system`.
    func family(pointSize: CGFloat, system: SystemTypeface) -> String {
        if case .custom(let name, _, _) = base { return name }
        switch design {
        case .serif: return "DejaVu Serif"
        case .monospaced: return "DejaVu Sans Mono"
        default: return system.family(pointSize: pointSize)
        }
    }
}

/// The size of text across the system, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    /// The standard sizes, from extra small to extra extra extra large; large is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The five accessibility sizes, larger than all the standard ones.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Scale relative to Large, from iOS's body sizes (14, 15, 16, 17, 19, 21, 23, 28, 33, 40,
    /// 47, 53 pt), applied to every text style.
    var scale: CGFloat {
        let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[Self.allCases.firstIndex(of: self)!] / 17
    }

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
