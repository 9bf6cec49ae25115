import Foundation

/// The contrast minimums for an element's size and weight.
enum AuditThresholds {
    /// WCAG 2 "large text": 18 pt, or 14 pt bold (CSS weight 700 and up). WCAG counts CSS pixels;
    /// an iOS point is one CSS pixel.
    static func isLarge(size: Double, weight: Int) -> Bool { size >= 18 || (size >= 14 && weight >= 700) }

    /// WCAG 2.2: SC 1.4.3 (text 4.5:1, large text 3:1), SC 1.4.11 (graphical objects 3:1).
    static func wcag(isSymbol: Bool, size: Double, weight: Int) -> Double {
        isSymbol || isLarge(size: size, weight: weight) ? 3 : 4.5
    }

    /// APCA Bronze simple mode: Lc 75 for body text, 60 for 24 px (16 px bold), 45 for 36 px
    /// (24 px bold) and for large non-text elements such as symbols.
    static func apca(isSymbol: Bool, size: Double, weight: Int) -> Double {
        if isSymbol { return 45 }
        if size >= 36 || (size >= 24 && weight >= 700) { return 45 }
        if size >= 24 || (size >= 16 && weight >= 700) { return 60 }
        return 75
    }

    /// Mean relative luminance beneath clear glass above which the content counts as bright.
    /// A 35 % black dimming layer (docs/reference/seeds.md#liquid-glass) over white leaves 0.385; bright photographs sit
    /// at 0.5 and above.
    static let brightBackdrop = 0.42
    /// CIELAB chroma from which a label counts as colored (systemBlue is 77, secondary gray 2).
    static let coloredLabel = 35.0
    /// Mean CIELAB chroma of the backdrop from which it counts as colorful.
    static let colorfulBackdrop = 25.0
    /// Two states are "different" in typical vision from this ΔE*ab …
    static let distinctStates = 20.0
    /// … and "the same" under a color-vision deficiency below this one, having lost most of
    /// their difference (below ``confusedFraction`` of it). systemRed and systemGreen keep
    /// ΔE 12 of 132 under deuteranopia; a dark red and green dot 15 of 105 under protanopia.
    static let confusedStates = 25.0
    static let confusedFraction = 0.35
}
