/// Hue, saturation and brightness (HSV) ↔ RGB, in whatever space the RGB values are in.
public enum HSB {
    /// RGB from hue (0…1, a full turn), saturation and brightness (0…1).
    ///
    /// Hue wraps around (1.25 is 0.25); a hue that is not finite is taken as 0 (red), since it
    /// names no turn. Saturation is clipped to 0…1 (NaN to 0); brightness is used as given
    /// (values past 1 give extended-range colors), except NaN, which is 0.
    public static func rgb(hue: Double, saturation: Double, brightness: Double) -> SIMD3<Double> {
        let turn = hue.isFinite ? hue : 0
        let h = (turn - turn.rounded(.down)) * 6
        let s = saturation.isNaN ? 0 : min(max(saturation, 0), 1)
        let v = brightness.isNaN ? 0 : brightness
        let i = Int(h) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch i {
        case 0: return SIMD3(v, t, p)
        case 1: return SIMD3(q, v, p)
        case 2: return SIMD3(p, v, t)
        case 3: return SIMD3(p, q, v)
        case 4: return SIMD3(t, p, v)
        default: return SIMD3(v, p, q)
        }
    }

    /// Hue (0…1), saturation and brightness of an RGB triple.
    public static func hsb(_ c: SIMD3<Double>) -> (hue: Double, saturation: Double, brightness: Double) {
        let mx = c.max()
        let mn = c.min()
        let d = mx - mn
        var h = 0.0
        if d > 0 {
            if mx == c.x {
                h = (c.y - c.z) / d
            } else if mx == c.y {
                h = 2 + (c.z - c.x) / d
            } else {
                h = 4 + (c.x - c.y) / d
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        return (h, mx > 0 ? d / mx : 0, mx)
    }
}
