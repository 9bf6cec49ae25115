import Foundation

/// The format styles SwiftUI adds for live dates, as its `SystemFormatStyle` namespace: a
/// timer within an interval and a stopwatch from a start. Each formats one moment; a still
/// image shows the text at the moment it is drawn.
public enum SystemFormatStyle {}

extension SystemFormatStyle {
    /// The clock text of `seconds` with `digits` fractional digits: "m:ss" (or "mm:ss" when
    /// `padsMinutes`), "h:mm:ss" from an hour on when `showsHours`.
    static func clock(_ seconds: Double, showsHours: Bool, padsMinutes: Bool, digits: Int) -> String {
        let seconds = seconds.isFinite ? min(max(seconds, 0), 1e12) : 0
        let scale = pow(10, Double(digits))
        let ticks = Int((seconds * scale).rounded(.down))
        let whole = ticks / Int(scale)
        let fraction = ticks % Int(scale)
        let s = DateText.pad(whole % 60)
        var out: String
        if showsHours && whole >= 3600 {
            let h = whole / 3600
            out = (padsMinutes ? DateText.pad(h) : "\(h)") + ":" + DateText.pad(whole / 60 % 60) + ":" + s
        } else {
            let m = whole / 60
            out = (padsMinutes ? DateText.pad(m) : "\(m)") + ":" + s
        }
        if digits > 0 {
            let f = String(fraction)
            out += "." + String(repeating: "0", count: max(0, digits - f.count)) + f
        }
        return out
    }

    /// Fractional digits for a precision: 2 for hundredths, 1 for tenths, none from a second.
    static func digits(_ precision: Duration) -> Int {
        let seconds = Double(precision.components.seconds) + Double(precision.components.attoseconds) * 1e-18
        if seconds >= 1 { return 0 }
        if seconds >= 0.1 { return 1 }
        return 2
    }

    /// A precision in seconds, at least a hundredth.
    static func seconds(_ precision: Duration) -> Double {
        max(0.01, Double(precision.components.seconds) + Double(precision.components.attoseconds) * 1e-18)
    }
}
