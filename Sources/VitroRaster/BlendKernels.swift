// The per-pixel formulas behind `BlendOperation`, as types so the compositor's loops are
// specialized per mode: no switch or closure call per pixel.

@usableFromInline
protocol BlendKernel {
    /// Source `s` onto backdrop `d`, both premultiplied 0…1.
    static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float>
    /// Whether partial coverage may scale the source (every mode whose result moves linearly
    /// from the backdrop as the source's alpha grows). The Porter–Duff modes that replace the
    /// backdrop (clear, copy, source in and out, destination in and atop) do not: at coverage
    /// c their result is the backdrop moved c of the way to the mode's, as Core Graphics bounds
    /// them by the shape, so a pixel the shape misses stays as it was.
    static var coverageScalesSource: Bool { get }
}

extension BlendKernel {
    @inlinable static var coverageScalesSource: Bool { true }

    /// Source `s` at coverage `c` onto backdrop `d`.
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>, coverage c: Float) -> SIMD4<Float> {
        coverageScalesSource ? blend(s * c, d) : d + (blend(s, d) - d) * c
    }
}

/// A separable blend function B(Cb, Cs) on unpremultiplied channels (lane w unused).
@usableFromInline
protocol ChannelBlend {
    static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float>
}

/// A non-separable blend function on unpremultiplied RGB.
@usableFromInline
protocol ColorBlend {
    static func b(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float>
}

@inlinable
func unpremultiply(_ p: SIMD4<Float>) -> SIMD4<Float> {
    p.w > 0 ? p / p.w : SIMD4(repeating: 0)
}

/// The W3C general formula: `co = cs(1 − αb) + cb(1 − αs) + αs·αb·B(Cb, Cs)`.
@usableFromInline
struct Separable<F: ChannelBlend>: BlendKernel {
    @inlinable
    static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w
        let da = d.w
        let b = F.b(unpremultiply(d), unpremultiply(s))
        var o = s * (1 - da) + d * (1 - sa) + (sa * da) * b
        o.w = sa + da - sa * da
        return o
    }
}

@usableFromInline
struct NonSeparable<F: ColorBlend>: BlendKernel {
    @inlinable
    static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w
        let da = d.w
        let us = unpremultiply(s)
        let ud = unpremultiply(d)
        let b3 = F.b(SIMD3(ud.x, ud.y, ud.z), SIMD3(us.x, us.y, us.z))
        var o = s * (1 - da) + d * (1 - sa) + (sa * da) * SIMD4(b3.x, b3.y, b3.z, 0)
        o.w = sa + da - sa * da
        return o
    }
}

@usableFromInline struct NormalB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> { cs }
}

/// Source-over without the general formula's divisions: the hot path.
@usableFromInline struct SourceOver: BlendKernel {
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { s + d * (1 - s.w) }
}

@usableFromInline struct MultiplyB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> { cb * cs }
}

@usableFromInline struct ScreenB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> { cb + cs - cb * cs }
}

@usableFromInline struct HardLightB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> {
        let multiply = cb * (2 * cs)
        let s2 = 2 * cs - 1
        let screen = cb + s2 - cb * s2
        return multiply.replacing(with: screen, where: cs .> 0.5)
    }
}

@usableFromInline struct OverlayB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> { HardLightB.b(cs, cb) }
}

@usableFromInline struct DarkenB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> { pointwiseMin(cb, cs) }
}

@usableFromInline struct LightenB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> { pointwiseMax(cb, cs) }
}

@usableFromInline struct ColorDodgeB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> {
        var r = SIMD4<Float>()
        for i in 0..<3 {
            r[i] = cb[i] == 0 ? 0 : (cs[i] >= 1 ? 1 : min(1, cb[i] / (1 - cs[i])))
        }
        return r
    }
}

@usableFromInline struct ColorBurnB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> {
        var r = SIMD4<Float>()
        for i in 0..<3 {
            r[i] = cb[i] >= 1 ? 1 : (cs[i] <= 0 ? 0 : 1 - min(1, (1 - cb[i]) / cs[i]))
        }
        return r
    }
}

@usableFromInline struct SoftLightB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> {
        var r = SIMD4<Float>()
        for i in 0..<3 {
            let b = cb[i]
            let s = cs[i]
            if s <= 0.5 {
                r[i] = b - (1 - 2 * s) * b * (1 - b)
            } else {
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                r[i] = b + (2 * s - 1) * (d - b)
            }
        }
        return r
    }
}

@usableFromInline struct DifferenceB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> {
        pointwiseMax(cb - cs, cs - cb)
    }
}

@usableFromInline struct ExclusionB: ChannelBlend {
    @inlinable static func b(_ cb: SIMD4<Float>, _ cs: SIMD4<Float>) -> SIMD4<Float> { cb + cs - 2 * cb * cs }
}

// W3C non-separable helpers.
@inlinable func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

@inlinable func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
    let l = lum(c)
    let n = c.min()
    let x = c.max()
    var r = c
    if n < 0 { r = l + (r - l) * l / (l - n) }
    if x > 1 { r = l + (r - l) * (1 - l) / (x - l) }
    return r
}

@inlinable func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + (l - lum(c))) }

@inlinable func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

@inlinable func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
    let mx = c.max()
    let mn = c.min()
    guard mx > mn else { return SIMD3(repeating: 0) }
    return (c - mn) * s / (mx - mn)
}

@usableFromInline struct HueB: ColorBlend {
    @inlinable static func b(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        setLum(setSat(cs, sat(cb)), lum(cb))
    }
}

@usableFromInline struct SaturationB: ColorBlend {
    @inlinable static func b(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        setLum(setSat(cb, sat(cs)), lum(cb))
    }
}

@usableFromInline struct ColorB: ColorBlend {
    @inlinable static func b(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> { setLum(cs, lum(cb)) }
}

@usableFromInline struct LuminosityB: ColorBlend {
    @inlinable static func b(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> { setLum(cb, lum(cs)) }
}

@usableFromInline struct SourceAtop: BlendKernel {
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        var o = s * d.w + d * (1 - s.w)
        o.w = d.w
        return o
    }
}

@usableFromInline struct DestinationOver: BlendKernel {
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { s * (1 - d.w) + d }
}

@usableFromInline struct DestinationOut: BlendKernel {
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { d * (1 - s.w) }
}

@usableFromInline struct PlusLighter: BlendKernel {
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        pointwiseMin(s + d, SIMD4(repeating: 1))
    }
}

@usableFromInline struct PlusDarker: BlendKernel {
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let a = min(1, s.w + d.w)
        var o = pointwiseMax(
            SIMD4(repeating: a) - (SIMD4(repeating: s.w) - s) - (SIMD4(repeating: d.w) - d), SIMD4(repeating: 0))
        o.w = a
        return o
    }
}

@usableFromInline struct Clear: BlendKernel {
    @inlinable static var coverageScalesSource: Bool { false }
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { SIMD4(repeating: 0) }
}

@usableFromInline struct Copy: BlendKernel {
    @inlinable static var coverageScalesSource: Bool { false }
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { s }
}

@usableFromInline struct SourceIn: BlendKernel {
    @inlinable static var coverageScalesSource: Bool { false }
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { s * d.w }
}

@usableFromInline struct SourceOut: BlendKernel {
    @inlinable static var coverageScalesSource: Bool { false }
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { s * (1 - d.w) }
}

@usableFromInline struct DestinationIn: BlendKernel {
    @inlinable static var coverageScalesSource: Bool { false }
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> { d * s.w }
}

@usableFromInline struct DestinationAtop: BlendKernel {
    @inlinable static var coverageScalesSource: Bool { false }
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        var o = d * s.w + s * (1 - d.w)
        o.w = s.w
        return o
    }
}

@usableFromInline struct Xor: BlendKernel {
    @inlinable static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        s * (1 - d.w) + d * (1 - s.w)
    }
}

/// Work done with a blend kernel; `BlendOperation.accept` calls `visit` with the concrete type,
/// so each mode gets its own specialized copy of the loop.
@usableFromInline
protocol BlendKernelVisitor {
    mutating func visit<K: BlendKernel>(_ kernel: K.Type)
}

extension BlendOperation {
    @inlinable
    func accept<V: BlendKernelVisitor>(_ v: inout V) {
        switch self {
        case .normal: v.visit(SourceOver.self)
        case .multiply: v.visit(Separable<MultiplyB>.self)
        case .screen: v.visit(Separable<ScreenB>.self)
        case .overlay: v.visit(Separable<OverlayB>.self)
        case .darken: v.visit(Separable<DarkenB>.self)
        case .lighten: v.visit(Separable<LightenB>.self)
        case .colorDodge: v.visit(Separable<ColorDodgeB>.self)
        case .colorBurn: v.visit(Separable<ColorBurnB>.self)
        case .softLight: v.visit(Separable<SoftLightB>.self)
        case .hardLight: v.visit(Separable<HardLightB>.self)
        case .difference: v.visit(Separable<DifferenceB>.self)
        case .exclusion: v.visit(Separable<ExclusionB>.self)
        case .hue: v.visit(NonSeparable<HueB>.self)
        case .saturation: v.visit(NonSeparable<SaturationB>.self)
        case .color: v.visit(NonSeparable<ColorB>.self)
        case .luminosity: v.visit(NonSeparable<LuminosityB>.self)
        case .sourceAtop: v.visit(SourceAtop.self)
        case .destinationOver: v.visit(DestinationOver.self)
        case .destinationOut: v.visit(DestinationOut.self)
        case .plusDarker: v.visit(PlusDarker.self)
        case .plusLighter: v.visit(PlusLighter.self)
        case .clear: v.visit(Clear.self)
        case .copy: v.visit(Copy.self)
        case .sourceIn: v.visit(SourceIn.self)
        case .sourceOut: v.visit(SourceOut.self)
        case .destinationIn: v.visit(DestinationIn.self)
        case .destinationAtop: v.visit(DestinationAtop.self)
        case .xor: v.visit(Xor.self)
        }
    }

    /// One pixel, premultiplied 0…1 in and out: the scalar reference the loops are checked against.
    public func blend(source s: SIMD4<Float>, backdrop d: SIMD4<Float>) -> SIMD4<Float> {
        struct One: BlendKernelVisitor {
            var s: SIMD4<Float>, d: SIMD4<Float>, out = SIMD4<Float>()
            mutating func visit<K: BlendKernel>(_ kernel: K.Type) { out = K.blend(s, d) }
        }
        var one = One(s: s, d: d)
        accept(&one)
        return one.out
    }
}
