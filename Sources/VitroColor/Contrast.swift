import Foundation

/// Contrast between a foreground and a background color: WCAG 2 ratio and APCA lightness contrast.
public enum Contrast {
    /// The WCAG 2 contrast ratio, 1 (none) to 21 (black on white); symmetric in its arguments.
    ///
    /// Colors in other spaces are converted to sRGB and clipped first, since WCAG 2 is defined
    /// for sRGB. Alpha is ignored: composite a translucent color over its background first.
    public static func wcagRatio(_ a: RGBColor, _ b: RGBColor) -> Double {
        let la = wcagLuminance(a)
        let lb = wcagLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Relative luminance with the coefficients WCAG 2 states (0.2126, 0.7152, 0.0722).
    public static func wcagLuminance(_ c: RGBColor) -> Double {
        let s = c.converted(to: .sRGB).clamped()
        let l = s.rgb.map(TransferFunction.decode)
        return 0.2126 * l.x + 0.7152 * l.y + 0.0722 * l.z
    }

    /// APCA lightness contrast Lc of `text` over `background` (APCA-W3 0.0.98G-4g constants).
    ///
    /// Positive for dark text on a light background, negative for light on dark; ±100 is about
    /// black on white. Values under 15 in magnitude are reported as 0, as APCA does.
    public static func apcaLc(text: RGBColor, background: RGBColor) -> Double {
        apcaLc(textY: apcaY(text), backgroundY: apcaY(background))
    }

    /// APCA's screen luminance estimate: simple 2.4 exponent on clipped sRGB components.
    public static func apcaY(_ c: RGBColor) -> Double {
        let s = c.converted(to: .sRGB).clamped()
        return 0.2126729 * pow(s.red, 2.4) + 0.7151522 * pow(s.green, 2.4) + 0.0721750 * pow(s.blue, 2.4)
    }

    /// APCA Lc from two screen luminances (the `APCAcontrast` function of apca-w3).
    public static func apcaLc(textY: Double, backgroundY: Double) -> Double {
        let normBG = 0.56
        let normTXT = 0.57
        let revTXT = 0.62
        let revBG = 0.65
        let blkThrs = 0.022
        let blkClmp = 1.414
        let scale = 1.14
        let offset = 0.027
        let deltaYmin = 0.0005
        let loClip = 0.1
        guard textY.isFinite, backgroundY.isFinite, min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1
        else { return 0 }
        let t = textY > blkThrs ? textY : textY + pow(blkThrs - textY, blkClmp)
        let b = backgroundY > blkThrs ? backgroundY : backgroundY + pow(blkThrs - backgroundY, blkClmp)
        guard abs(b - t) >= deltaYmin else { return 0 }
        if b > t {
            let sapc = (pow(b, normBG) - pow(t, normTXT)) * scale
            return sapc < loClip ? 0 : (sapc - offset) * 100
        } else {
            let sapc = (pow(b, revBG) - pow(t, revTXT)) * scale
            return sapc > -loClip ? 0 : (sapc + offset) * 100
        }
    }
}
