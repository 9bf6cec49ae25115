// The 8-bit integer forms of the common blend modes, in the manner of tiny-skia's low-precision
// pipeline: premultiplied RGBA packed in a UInt32 (R in the low byte), products rounded once
// with an exact division by 255. They agree with the float kernels of BlendKernels.swift within
// one 8-bit step (BlendFastPathTests).

/// `round(x / 255)` for 0 ≤ x ≤ 255 · 255, exactly.
@inline(__always)
func div255(_ x: UInt32) -> UInt32 {
    let y = x &+ 128
    return (y &+ (y >> 8)) >> 8
}

/// Every channel of `p` times `c / 255` (0…255), rounded: two channels per multiply.
@inline(__always)
func scalePixel(_ p: UInt32, _ c: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* c &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((p >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}

@inline(__always)
func channel(_ p: UInt32, _ i: UInt32) -> UInt32 { (p >> (8 * i)) & 0xFF }

@inline(__always)
func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }

/// A blend mode on packed premultiplied 8-bit pixels: source `s` onto backdrop `d`.
protocol IntegerBlend: SendableMetatype {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32
}

/// The source replaces the backdrop: what every mode but source-atop and destination-out does
/// over a transparent backdrop.
enum CopyBlend: IntegerBlend {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 { s }
}

enum SourceOverBlend: IntegerBlend {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24
        if sa == 255 { return s }
        return s &+ scalePixel(d, 255 &- sa)
    }
}

/// `s(1 − αb) + d(1 − αs) + f(s, d)` per color channel and `αs + αb − αs·αb` for alpha, each
/// rounded once. The inputs must be valid premultiplied pixels (color ≤ alpha), as every pixmap
/// Vitro makes is.
@inline(__always)
func separable(_ s: UInt32, _ d: UInt32, _ f: (UInt32, UInt32, UInt32, UInt32) -> UInt32) -> UInt32 {
    let sa = s >> 24
    let da = d >> 24
    var out: UInt32 = 0
    for i: UInt32 in 0..<3 {
        let sc = channel(s, i)
        let dc = channel(d, i)
        let v = Int(sc * (255 - da) + dc * (255 - sa)) + Int(f(sc, dc, sa, da))
        out |= div255(UInt32(min(max(v, 0), 65025))) << (8 * i)
    }
    let a = div255(sa * 255 + da * 255 - sa * da)
    return out | a << 24
}

enum MultiplyBlend: IntegerBlend {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        separable(s, d) { sc, dc, _, _ in sc * dc }
    }
}

enum ScreenBlend: IntegerBlend {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        // sa·da·B = s·da + d·sa − s·d
        separable(s, d) { sc, dc, sa, da in sc * da + dc * sa - sc * dc }
    }
}

enum DarkenBlend: IntegerBlend {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        separable(s, d) { sc, dc, sa, da in min(sc * da, dc * sa) }
    }
}

enum LightenBlend: IntegerBlend {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        separable(s, d) { sc, dc, sa, da in max(sc * da, dc * sa) }
    }
}

enum DifferenceBlend: IntegerBlend {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        separable(s, d) { sc, dc, sa, da in
            let x = sc * da
            let y = dc * sa
            return x > y ? x - y : y - x
        }
    }
}

enum ExclusionBlend: IntegerBlend {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        // sa·da·B = s·da + d·sa − 2·s·d
        let sa = s >> 24
        let da = d >> 24
        var out: UInt32 = 0
        for i: UInt32 in 0..<3 {
            let sc = channel(s, i)
            let dc = channel(d, i)
            let v = Int(sc * 255 + dc * 255) - 2 * Int(sc * dc)
            out |= div255(UInt32(min(max(v, 0), 65025))) << (8 * i)
        }
        return out | div255(sa * 255 + da * 255 - sa * da) << 24
    }
}

enum PlusLighterBlend: IntegerBlend {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for i: UInt32 in 0..<4 { out |= min(255, channel(s, i) + channel(d, i)) << (8 * i) }
        return out
    }
}

enum DestinationOverBlend: IntegerBlend {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        d &+ scalePixel(s, 255 &- (d >> 24))
    }
}

enum DestinationOutBlend: IntegerBlend {
    @inline(__always) static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 { scalePixel(d, 255 &- (s >> 24)) }
}

enum SourceAtopBlend: IntegerBlend {
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24
        let da = d >> 24
        var out: UInt32 = 0
        for i: UInt32 in 0..<3 {
            out |= div255(channel(s, i) * da + channel(d, i) * (255 - sa)) << (8 * i)
        }
        return out | da << 24
    }
}

/// Work done with an integer blend kernel, specialized per mode.
protocol IntegerBlendVisitor {
    mutating func visit<K: IntegerBlend>(_ kernel: K.Type)
}

extension BlendOperation {
    /// Whether drawing in this mode over a transparent backdrop gives the source itself.
    var isCopyOverClear: Bool {
        switch self {
        case .sourceAtop, .destinationOut, .clear, .sourceIn, .destinationIn: false
        default: true
        }
    }

    /// Calls `v` with this mode's integer kernel (the copy kernel when `overClear` and the mode
    /// allows it); false for the modes that only have the float path.
    @discardableResult
    func acceptInteger<V: IntegerBlendVisitor>(_ v: inout V, overClear: Bool = false) -> Bool {
        if overClear && isCopyOverClear {
            v.visit(CopyBlend.self)
            return true
        }
        switch self {
        case .normal: v.visit(SourceOverBlend.self)
        case .multiply: v.visit(MultiplyBlend.self)
        case .screen: v.visit(ScreenBlend.self)
        case .darken: v.visit(DarkenBlend.self)
        case .lighten: v.visit(LightenBlend.self)
        case .difference: v.visit(DifferenceBlend.self)
        case .exclusion: v.visit(ExclusionBlend.self)
        case .plusLighter: v.visit(PlusLighterBlend.self)
        case .destinationOver: v.visit(DestinationOverBlend.self)
        case .destinationOut: v.visit(DestinationOutBlend.self)
        case .sourceAtop: v.visit(SourceAtopBlend.self)
        default: return false
        }
        return true
    }

    /// Whether an integer kernel exists for this mode.
    public var hasIntegerPath: Bool {
        struct Probe: IntegerBlendVisitor { mutating func visit<K: IntegerBlend>(_ kernel: K.Type) {} }
        var p = Probe()
        return acceptInteger(&p)
    }

    /// One packed pixel through the integer path (nil when the mode has none): what tests check
    /// against the float reference.
    package func blendInteger(source s: UInt32, backdrop d: UInt32) -> UInt32? {
        struct One: IntegerBlendVisitor {
            var s: UInt32, d: UInt32, out: UInt32? = nil
            mutating func visit<K: IntegerBlend>(_ kernel: K.Type) { out = K.blend(s, d) }
        }
        var one = One(s: s, d: d)
        acceptInteger(&one)
        return one.out
    }
}
