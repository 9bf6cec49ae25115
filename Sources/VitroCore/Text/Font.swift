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
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Font widths, as SwiftUI's `Font.Width`: a value from −1 (narrowest) to 1 (widest), 0
    /// standard. Neither Inter nor DejaVu Sans has width cuts, so a width is drawn by scaling the
    /// glyphs horizontally by `1 + 0.75 × value` (condensed 85 %, compressed 70 %, expanded
    /// 115 %, near the proportions of SF Pro's width cuts).
    public struct Width: Hashable, Sendable {
        /// The width, −1…1; 0 is standard.
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value.isFinite ? min(max(value, -1), 1) : 0 }
        public static let compressed = Width(-0.4)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
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

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weightValue: weight, design: design ?? .default, hasExplicitDesign: design != nil)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weightValue: weight, design: design ?? .default, hasExplicitDesign: design != nil)
    }

    /// The system font at `size` in a `width` (SwiftUI's `system(size:weight:width:)`).
    public static func system(size: CGFloat, weight: Weight? = nil, width: Width) -> Font {
        Font(base: .size(size), weightValue: weight, widthValue: width)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name, size, relativeTo: .body))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name, size, relativeTo: style))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name, fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weightValue = weight
        return f
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
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
    public func monospacedDigit() -> Font { self }
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

    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// Size in points at a dynamic type size on `platform` (text styles take the platform's
    /// sizes, ``TextStyle/size(on:)``).
    func pointSize(_ dynamicType: DynamicTypeSize, on platform: Device.Platform = .iOS) -> CGFloat {
        switch base {
        case .style(let s): s.size(on: platform) * dynamicType.scale
        case .size(let s): s
        case .custom(_, let s, let rel): rel == nil ? s : s * dynamicType.scale
        }
    }

    /// Weight as a CSS value; `.headline` is semibold unless told otherwise.
    var resolvedWeight: Int { resolvedWeight(on: .iOS) }

    /// Weight as a CSS value on `platform`: a text style's default weight there
    /// (``TextStyle/defaultWeight(on:)``) unless told otherwise.
    func resolvedWeight(on platform: Device.Platform) -> Int {
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
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Scale relative to Large, from iOS's body sizes (14, 15, 16, 17, 19, 21, 23, 28, 33, 40,
    /// 47, 53 pt), applied to every text style.
    var scale: CGFloat {
        let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[Self.allCases.firstIndex(of: self)!] / 17
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
