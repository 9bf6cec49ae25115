import VitroColor
import VitroGeometry

/// The compositor's one entry check on numbers: every command is held to values the pixel code
/// can take before it runs, so NaN, infinities and absurd magnitudes never reach an `Int`
/// conversion, an allocation or a pixel. What each becomes (see docs/HARDENING.md):
///
/// - A path, clip or transform with a NaN or infinite coordinate draws nothing (as Core
///   Graphics refuses such a path); finite coordinates are held within ±`coordinateLimit`
///   pixels, far beyond any canvas, so they still cross the canvas where they did.
/// - Opacity is held to 0…1 (NaN: 0). Blur and shadow σ: NaN or negative is 0, +infinity
///   `sigmaLimit` (the blur then clamps to what the canvas shows).
/// - Gradient stop locations are held to 0…1 (NaN: 0); a non-finite gradient point, radius or
///   angle makes the gradient its first stop's color.
/// - A color matrix with a non-finite entry is the identity, others are held within ±2¹⁶; a
///   backdrop's NaN saturation is 1.
extension DrawCommand {
    /// How far from the origin a coordinate may lie, pixels: 2²⁴, beyond which a canvas of at
    /// most 2¹⁶ pixels a side sees nothing different.
    static let coordinateLimit = Double(1 << 24)
    /// The largest σ passed on, pixels; the blur engine clamps further by canvas size.
    static let sigmaLimit = 1e6

    /// This command with every number held as above, or nil when it draws nothing.
    var finite: DrawCommand? {
        switch self {
        case .fill(let path, let source, let rule, let blend):
            guard let path = Self.finite(path) else { return nil }
            return .fill(path, Self.finite(source), rule, blend)
        case .image(let image, let t, let bilinear, let opacity):
            guard let t = Self.finite(t) else { return nil }
            return .image(image, t, bilinear: bilinear, opacity: Self.unit(opacity))
        case .backdrop(var effect, let path):
            guard let path = Self.finite(path) else { return nil }
            effect.sigma = Self.sigma(effect.sigma)
            effect.saturation = effect.saturation.isNaN ? 1 : min(max(effect.saturation, -1e3), 1e3)
            return .backdrop(effect, path)
        case .layer(var e, let children):
            e.opacity = Self.unit(e.opacity)
            e.blurSigma = Self.sigma(e.blurSigma)
            if let clip = e.clip {
                // A clip that cannot be drawn hides everything, as an empty clip does.
                guard let clip = Self.finite(clip) else { return nil }
                e.clip = clip
            }
            e.mask = e.mask.map { $0.compactMap(\.finite) }
            if let frame = e.opaqueBlurFrame {
                e.opaqueBlurFrame =
                    [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
                    ? Rect2D(
                        x: Self.coordinate(frame.x), y: Self.coordinate(frame.y), width: Self.coordinate(frame.width),
                        height: Self.coordinate(frame.height)) : nil
            }
            if var shadow = e.shadow {
                shadow.sigma = Self.sigma(shadow.sigma)
                let limit = Int(Self.coordinateLimit)
                shadow.dx = min(max(shadow.dx, -limit), limit)
                shadow.dy = min(max(shadow.dy, -limit), limit)
                e.shadow = shadow
            }
            if let m = e.colorMatrix { e.colorMatrix = Self.finite(m) }
            return .layer(e, children.compactMap(\.finite))
        case .glass:
            return self
        }
    }

    /// The identity if any entry is not finite; otherwise entries held within ±2¹⁶, where five
    /// products of them and 0…1 samples cannot overflow a Float.
    static func finite(_ m: ColorMatrix) -> ColorMatrix {
        let rows = [m.r, m.g, m.b, m.a]
        guard rows.allSatisfy({ v in (0..<8).allSatisfy { v[$0].isFinite } }) else { return .identity }
        let s: Float = 65536
        var out = m
        out.r = m.r.clamped(lowerBound: .init(repeating: -s), upperBound: .init(repeating: s))
        out.g = m.g.clamped(lowerBound: .init(repeating: -s), upperBound: .init(repeating: s))
        out.b = m.b.clamped(lowerBound: .init(repeating: -s), upperBound: .init(repeating: s))
        out.a = m.a.clamped(lowerBound: .init(repeating: -s), upperBound: .init(repeating: s))
        return out
    }

    static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    static func sigma(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), sigmaLimit) }

    static func coordinate(_ v: Double) -> Double { min(max(v, -coordinateLimit), coordinateLimit) }

    static func finite(_ p: Point2D) -> Point2D { Point2D(x: coordinate(p.x), y: coordinate(p.y)) }

    static func finite(_ path: BezierPath) -> BezierPath? {
        guard path.isFinite else { return nil }
        let b = path.controlPointBounds
        if b.minX >= -coordinateLimit, b.minY >= -coordinateLimit, b.maxX <= coordinateLimit,
            b.maxY <= coordinateLimit
        {
            return path
        }
        return BezierPath(
            elements: path.elements.map { e in
                switch e {
                case .move(let p): .move(to: finite(p))
                case .line(let p): .line(to: finite(p))
                case .quadCurve(let p, let c): .quadCurve(to: finite(p), control: finite(c))
                case .curve(let p, let c1, let c2): .curve(to: finite(p), control1: finite(c1), control2: finite(c2))
                case .closeSubpath: .closeSubpath
                }
            })
    }

    /// A transform whose entries are finite, its scale and shear within ±2¹⁶ and translation
    /// within ±`coordinateLimit`; nil if any entry is NaN or infinite.
    static func finite(_ t: Transform2D) -> Transform2D? {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return nil }
        let s = 65536.0
        func m(_ v: Double) -> Double { min(max(v, -s), s) }
        return Transform2D(a: m(t.a), b: m(t.b), c: m(t.c), d: m(t.d), tx: coordinate(t.tx), ty: coordinate(t.ty))
    }

    static func finite(_ source: FillSource) -> FillSource {
        func stops(_ s: [GradientStop]) -> [GradientStop] {
            s.map { GradientStop(color: $0.color, location: unit($0.location)) }
        }
        func flat(_ s: [GradientStop]) -> FillSource {
            .color(s.first?.color ?? RGBColor(red: 0, green: 0, blue: 0, alpha: 0))
        }
        switch source {
        case .color:
            return source
        case .linearGradient(let s, let a, let b):
            guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return flat(s) }
            return .linearGradient(stops(s), start: finite(a), end: finite(b))
        case .radialGradient(let s, let c, let r0, let r1, let sy):
            guard c.x.isFinite, c.y.isFinite, r0.isFinite, r1.isFinite, sy.isFinite else { return flat(s) }
            return .radialGradient(
                stops(s), center: finite(c), startRadius: min(max(r0, 0), coordinateLimit),
                endRadius: min(max(r1, 0), coordinateLimit), scaleY: min(max(sy, -65536), 65536))
        case .angularGradient(let s, let c, let a0, let a1):
            guard c.x.isFinite, c.y.isFinite, a0.isFinite, a1.isFinite else { return flat(s) }
            // Angles past a few turns only repeat; ±2¹⁶ radians keeps their arithmetic exact.
            return .angularGradient(
                stops(s), center: finite(c), startAngle: min(max(a0, -65536), 65536),
                endAngle: min(max(a1, -65536), 65536))
        case .image(let image, let t):
            guard let t = finite(t) else { return .color(RGBColor(red: 0, green: 0, blue: 0, alpha: 0)) }
            return .image(image, t)
        case .mesh(let mesh, let t):
            guard let t = finite(t), mesh.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                return .color(mesh.background)
            }
            return .mesh(mesh, t)
        }
    }
}
