import Foundation
import VitroRaster

/// The W3C Compositing and Blending Level 1 formulas, written again from the spec text in
/// Double on unpremultiplied colors, independent of the library's kernels.
enum W3C {
    typealias RGB = (Double, Double, Double)

    static func separable(_ mode: BlendOperation, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .normal: return cs
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(.hardLight, cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs == 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb == 1 { return 1 }
            if cs == 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .hardLight:
            return cs <= 0.5 ? cb * 2 * cs : separable(.screen, cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : sqrt(cb)
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: fatalError("not separable")
        }
    }

    static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    static func clip(_ c: RGB) -> RGB {
        let l = lum(c)
        let n = min(c.0, c.1, c.2)
        let x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 {
            r = (
                l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)
            )
        }
        return r
    }
    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clip((c.0 + d, c.1 + d, c.2 + d))
    }
    static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
    // SetSat as the spec writes it: Cmax/Cmid/Cmin by rank.
    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { v[$0] < v[$1] }
        let (mn, md, mx) = (order[0], order[1], order[2])
        if v[mx] > v[mn] {
            v[md] = (v[md] - v[mn]) * s / (v[mx] - v[mn])
            v[mx] = s
        } else {
            v[md] = 0
            v[mx] = 0
        }
        v[mn] = 0
        return (v[0], v[1], v[2])
    }

    static func nonSeparable(_ mode: BlendOperation, _ cb: RGB, _ cs: RGB) -> RGB {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: fatalError("separable")
        }
    }

    /// Source (unpremultiplied color cs, alpha as) onto backdrop (cb, ab): premultiplied result.
    static func composite(_ mode: BlendOperation, cs: RGB, as sa: Double, cb: RGB, ab: Double) -> (RGB, Double) {
        let ps = (cs.0 * sa, cs.1 * sa, cs.2 * sa)
        let pb = (cb.0 * ab, cb.1 * ab, cb.2 * ab)
        // The Porter–Duff operators: co = cs·αs·Fa + cb·αb·Fb, αo = αs·Fa + αb·Fb.
        func porterDuff(_ fa: Double, _ fb: Double) -> (RGB, Double) {
            ((ps.0 * fa + pb.0 * fb, ps.1 * fa + pb.1 * fb, ps.2 * fa + pb.2 * fb), sa * fa + ab * fb)
        }
        switch mode {
        case .clear: return porterDuff(0, 0)
        case .copy: return porterDuff(1, 0)
        case .sourceIn: return porterDuff(ab, 0)
        case .sourceOut: return porterDuff(1 - ab, 0)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationAtop: return porterDuff(1 - ab, sa)
        case .xor: return porterDuff(1 - ab, 1 - sa)
        case .sourceAtop:
            return ((ps.0 * ab + pb.0 * (1 - sa), ps.1 * ab + pb.1 * (1 - sa), ps.2 * ab + pb.2 * (1 - sa)), ab)
        case .destinationOver:
            return ((ps.0 * (1 - ab) + pb.0, ps.1 * (1 - ab) + pb.1, ps.2 * (1 - ab) + pb.2), sa * (1 - ab) + ab)
        case .destinationOut:
            return ((pb.0 * (1 - sa), pb.1 * (1 - sa), pb.2 * (1 - sa)), ab * (1 - sa))
        case .plusLighter:
            return ((min(1, ps.0 + pb.0), min(1, ps.1 + pb.1), min(1, ps.2 + pb.2)), min(1, sa + ab))
        case .plusDarker:
            // Apple: R = max(0, 1 − ((1 − D) + (1 − S))), with premultiplied alpha.
            let a = min(1, sa + ab)
            func c(_ s: Double, _ d: Double) -> Double { max(0, a - (sa - s) - (ab - d)) }
            return ((c(ps.0, pb.0), c(ps.1, pb.1), c(ps.2, pb.2)), a)
        case .hue, .saturation, .color, .luminosity:
            let b = nonSeparable(mode, cb, cs)
            return (general(ps, pb, sa, ab, b), sa + ab * (1 - sa))
        default:
            let b = (separable(mode, cb.0, cs.0), separable(mode, cb.1, cs.1), separable(mode, cb.2, cs.2))
            return (general(ps, pb, sa, ab, b), sa + ab * (1 - sa))
        }
    }

    /// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), on premultiplied cs, cb.
    static func general(_ ps: RGB, _ pb: RGB, _ sa: Double, _ ab: Double, _ b: RGB) -> RGB {
        (
            ps.0 * (1 - ab) + pb.0 * (1 - sa) + sa * ab * b.0,
            ps.1 * (1 - ab) + pb.1 * (1 - sa) + sa * ab * b.1,
            ps.2 * (1 - ab) + pb.2 * (1 - sa) + sa * ab * b.2
        )
    }
}
