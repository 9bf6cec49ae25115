import VitroColor
import VitroGeometry
import VitroRaster

/// Turns bytes into compositor commands — fills with every source, images, backdrops, nested
/// layers with every effect — whose numbers are often not numbers: NaN, ±infinity, negative,
/// huge. The seeded property tests feed it random bytes and the compositor fuzzer
/// (Fuzz/FuzzCompositor, which links this same file) feeds it libFuzzer's inputs.
public struct DrawCommandDecoder {
    private var input: FuzzBytes
    private var commandCount = 0
    let maximumDepth: Int
    let maximumCommands: Int

    /// A decoder of `bytes` into at most `maximumCommands` commands nested `maximumDepth` deep.
    public init(_ bytes: [UInt8], maximumDepth: Int = 4, maximumCommands: Int = 24) {
        self.input = FuzzBytes(bytes)
        self.maximumDepth = maximumDepth
        self.maximumCommands = maximumCommands
    }

    /// `count` pseudo-random bytes from `seed`, for seeded property tests.
    public static func seededBytes(_ seed: UInt64, count: Int) -> [UInt8] { FuzzBytes.seeded(seed, count: count) }

    mutating func byte() -> UInt8 { input.byte() }

    var isExhausted: Bool { input.isExhausted }

    /// A number: one in eight is a hostile value (NaN, ±infinity, ±huge, tiny, zero), the rest spread over `normal`.
    mutating func number(_ normal: ClosedRange<Double> = -16...80) -> Double {
        input.number(normal)
    }

    mutating func point() -> Point2D { Point2D(x: number(), y: number()) }

    mutating func color() -> RGBColor {
        RGBColor(red: number(0...1), green: number(0...1), blue: number(0...1), alpha: number(0...1))
    }

    mutating func blend() -> BlendOperation {
        let all = BlendOperation.allCases
        return all[Int(byte()) % all.count]
    }

    mutating func stops() -> [GradientStop] {
        (0..<(Int(byte() % 4) + 1)).map { _ in GradientStop(color: color(), location: number(-0.5...1.5)) }
    }

    mutating func transform() -> Transform2D {
        switch byte() % 4 {
        case 0: .identity
        case 1: .translation(x: number(), y: number())
        case 2: .scale(x: number(-3...3), y: number(-3...3)).translated(x: number(), y: number())
        default:
            Transform2D(
                a: number(-2...2), b: number(-2...2), c: number(-2...2), d: number(-2...2), tx: number(), ty: number())
        }
    }

    mutating func path() -> BezierPath {
        var p = BezierPath()
        switch byte() % 4 {
        case 0: p.addRect(Rect2D(x: number(), y: number(), width: number(), height: number()))
        case 1:
            p.addRoundedRect(
                Rect2D(x: number(), y: number(), width: number(), height: number()), radius: number(0...30))
        case 2: p.addEllipse(in: Rect2D(x: number(), y: number(), width: number(), height: number()))
        default:
            p.move(to: point())
            for _ in 0..<(Int(byte() % 8) + 1) {
                switch byte() % 4 {
                case 0: p.addLine(to: point())
                case 1: p.addQuadCurve(to: point(), control: point())
                case 2: p.addCurve(to: point(), control1: point(), control2: point())
                default: p.closeSubpath()
                }
            }
        }
        return p
    }

    /// A small image (at most 8 × 8), premultiplied as pixmaps are.
    mutating func image() -> Pixmap {
        let w = Int(byte() % 8) + 1
        let h = Int(byte() % 8) + 1
        var rgba: [UInt8] = []
        for _ in 0..<(w * h) {
            let a = byte()
            func channel(_ v: UInt8) -> UInt8 { UInt8(UInt16(v) * UInt16(a) / 255) }
            rgba += [channel(byte()), channel(byte()), channel(byte()), a]
        }
        return (try? Pixmap(width: w, height: h, premultipliedRGBA: rgba)) ?? (try! Pixmap(width: 1, height: 1))
    }

    mutating func source() -> FillSource {
        switch byte() % 6 {
        case 0: .linearGradient(stops(), start: point(), end: point())
        case 1:
            .radialGradient(
                stops(), center: point(), startRadius: number(0...40), endRadius: number(0...80),
                scaleY: number(0...3))
        case 2: .angularGradient(stops(), center: point(), startAngle: number(-7...7), endAngle: number(-7...7))
        case 3: .image(image(), transform())
        default: .color(color())
        }
    }

    mutating func effects(depth: Int) -> LayerEffects {
        var e = LayerEffects()
        let flags = byte()
        if flags & 1 != 0 { e.opacity = number(-0.5...1.5) }
        if flags & 2 != 0 { e.blend = blend() }
        if flags & 4 != 0 { e.clip = path() }
        if flags & 8 != 0 { e.mask = commands(depth: depth + 1) }
        if flags & 16 != 0 {
            e.blurSigma = number(0...12)
            if byte() & 1 == 0 {
                e.opaqueBlurFrame = Rect2D(x: number(), y: number(), width: number(), height: number())
            }
        }
        if flags & 32 != 0 {
            let dx = Int(byte()) - 128
            let dy = Int(byte()) - 128
            e.shadow = ShadowCommand(color: color(), sigma: number(0...12), dx: dx, dy: dy)
        }
        if flags & 64 != 0 {
            e.colorMatrix =
                switch byte() % 3 {
                case 0: .saturation(Float(number(-1...3)))
                case 1: .brightness(Float(number(-1...1)))
                default: ColorMatrix((0..<20).map { _ in Float(number(-2...2)) })
                }
        }
        e.isolated = flags & 128 != 0
        return e
    }

    mutating func command(depth: Int) -> DrawCommand {
        commandCount += 1
        switch byte() % 6 {
        case 0: return .image(image(), transform(), bilinear: byte() & 1 == 0, opacity: number(-0.5...1.5))
        case 1:
            let tints = (0..<Int(byte() % 3)).map { _ in (color: color(), blend: blend()) }
            let edges = BlurEdgeMode.allCases[Int(byte()) % BlurEdgeMode.allCases.count]
            let effect = BackdropCommand(
                sigma: number(0...12), saturation: number(-1...3), tints: tints, edges: edges,
                adaptsToLuminance: byte() & 1 == 0)
            return .backdrop(effect, path())
        case 2 where depth < maximumDepth:
            let e = effects(depth: depth)
            return .layer(e, commands(depth: depth + 1))
        case 3: return .fill(path(), source(), byte() & 1 == 0 ? .nonZero : .evenOdd, blend())
        default: return .fill(path(), .color(color()), byte() & 1 == 0 ? .nonZero : .evenOdd, blend())
        }
    }

    /// A list of commands: at least one, until the input or the command budget runs out.
    public mutating func commands(depth: Int = 0) -> [DrawCommand] {
        var out: [DrawCommand] = []
        let n = Int(byte() % 4) + 1
        for _ in 0..<n where commandCount < maximumCommands {
            out.append(command(depth: depth))
        }
        return out
    }
}
