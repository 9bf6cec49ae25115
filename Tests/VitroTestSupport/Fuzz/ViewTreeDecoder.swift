import Vitro

// FuzzBytes: a module of its own in the tests; in the fuzz target, a file beside this one.
#if canImport(VitroRasterTestSupport)
    import VitroRasterTestSupport
#endif

/// Turns bytes into a view tree of stacks, shapes, text, paths and modifiers whose numbers are
/// often not numbers: NaN, ±infinity, negative, huge. The seeded property tests feed it random
/// bytes and the layout fuzzer (Fuzz/FuzzLayout, which links this same file) feeds it
/// libFuzzer's inputs, so a crash found by either is replayed by the other.
///
/// Only public API: what an app can write, Vitro must survive.
@MainActor
public struct ViewTreeDecoder {
    private var input: FuzzBytes
    /// Views decoded so far; the tree stops growing at `maximumViews`.
    private var views = 0
    let maximumDepth: Int
    let maximumViews: Int

    /// A decoder of `bytes` into a tree of at most `maximumViews` views nested `maximumDepth` deep.
    public init(_ bytes: [UInt8], maximumDepth: Int = 6, maximumViews: Int = 40) {
        self.input = FuzzBytes(bytes)
        self.maximumDepth = maximumDepth
        self.maximumViews = maximumViews
    }

    /// `count` pseudo-random bytes from `seed`, for seeded property tests.
    public static func seededBytes(_ seed: UInt64, count: Int) -> [UInt8] { FuzzBytes.seeded(seed, count: count) }

    mutating func byte() -> UInt8 { input.byte() }

    /// A number: one in eight is a hostile value (NaN, ±infinity, ±huge, tiny, zero), the rest spread over `normal`.
    mutating func number(_ normal: ClosedRange<Double> = -20...120) -> CGFloat {
        CGFloat(input.number(normal))
    }

    mutating func color() -> Color {
        switch byte() % 6 {
        case 0: .red
        case 1: .blue.opacity(0.5)
        case 2: Color(red: number(0...1), green: number(0...1), blue: number(0...1), opacity: number(0...1))
        case 3: .white
        case 4: .black
        default: .green
        }
    }

    mutating func gradient() -> LinearGradient {
        let n = Int(byte() % 4) + 1
        var stops: [Gradient.Stop] = []
        for _ in 0..<n { stops.append(Gradient.Stop(color: color(), location: number(-0.5...1.5))) }
        return LinearGradient(
            stops: stops, startPoint: UnitPoint(x: number(0...1), y: number(0...1)),
            endPoint: UnitPoint(x: number(0...1), y: number(0...1)))
    }

    mutating func path() -> Path {
        var p = Path()
        let n = Int(byte() % 8) + 1
        p.move(to: CGPoint(x: number(), y: number()))
        for _ in 0..<n {
            switch byte() % 5 {
            case 0: p.addLine(to: CGPoint(x: number(), y: number()))
            case 1:
                p.addQuadCurve(to: CGPoint(x: number(), y: number()), control: CGPoint(x: number(), y: number()))
            case 2:
                p.addCurve(
                    to: CGPoint(x: number(), y: number()), control1: CGPoint(x: number(), y: number()),
                    control2: CGPoint(x: number(), y: number()))
            case 3: p.closeSubpath()
            default: p.addRect(CGRect(x: number(), y: number(), width: number(), height: number()))
            }
        }
        return p
    }

    mutating func leaf() -> AnyView {
        switch byte() % 10 {
        case 0: AnyView(color())
        case 1: AnyView(Rectangle().fill(color()))
        case 2: AnyView(RoundedRectangle(cornerRadius: number()).fill(gradient()))
        case 3: AnyView(Circle().stroke(color(), lineWidth: number(0...10)))
        case 4: AnyView(Capsule().fill(color()))
        case 5: AnyView(Text("Vitro ƒ").font(.system(size: number(1...40))))
        case 6: AnyView(path().fill(color()))
        case 7: AnyView(path().stroke(color(), lineWidth: number(0...8)))
        case 8: AnyView(Ellipse().fill(gradient()))
        default: AnyView(Spacer(minLength: number()))
        }
    }

    /// A view: a leaf, a stack of views, or a view with a modifier.
    public mutating func view(depth: Int = 0) -> AnyView {
        views += 1
        guard depth < maximumDepth, views < maximumViews else { return leaf() }
        switch byte() % 5 {
        case 0: return leaf()
        case 1, 2: return modified(view(depth: depth + 1))
        default:
            let n = Int(byte() % 3) + 1
            var children: [AnyView] = []
            for _ in 0..<n { children.append(view(depth: depth + 1)) }
            let spacing = number()
            let content = ForEach(0..<children.count, id: \.self) { children[$0] }
            switch byte() % 3 {
            case 0: return AnyView(VStack(spacing: spacing) { content })
            case 1: return AnyView(HStack(spacing: spacing) { content })
            default: return AnyView(ZStack { content })
            }
        }
    }

    mutating func modified(_ v: AnyView) -> AnyView {
        switch byte() % 22 {
        case 0: AnyView(v.frame(width: number(), height: number()))
        case 1: AnyView(v.frame(minWidth: number(), maxWidth: number(), minHeight: number(), maxHeight: number()))
        case 2: AnyView(v.padding(number()))
        case 3: AnyView(v.offset(x: number(), y: number()))
        case 4: AnyView(v.scaleEffect(number(-2...3)))
        case 5: AnyView(v.scaleEffect(x: number(-2...3), y: number(-2...3)))
        case 6: AnyView(v.rotationEffect(.degrees(number(-360...360))))
        case 7: AnyView(v.opacity(number(-0.5...1.5)))
        case 8: AnyView(v.blur(radius: number(0...20), opaque: byte() & 1 == 0))
        case 9: AnyView(v.cornerRadius(number(0...40)))
        case 10: AnyView(v.shadow(color: color(), radius: number(0...20), x: number(-10...10), y: number(-10...10)))
        case 11: AnyView(v.position(x: number(), y: number()))
        case 12: AnyView(v.aspectRatio(number(0...4), contentMode: byte() & 1 == 0 ? .fit : .fill))
        case 13: AnyView(v.font(.system(size: number(1...60))))
        case 14: AnyView(v.background(color()))
        case 15: AnyView(v.overlay(Circle().strokeBorder(color(), lineWidth: number(0...10))))
        case 16: AnyView(v.clipShape(RoundedRectangle(cornerRadius: number(0...30))))
        case 17: AnyView(v.glassEffect(.regular, in: Capsule()))
        case 18: AnyView(v.border(color(), width: number(0...6)))
        case 19: AnyView(v.mask(Circle().padding(number(0...10))))
        case 20: AnyView(v.brightness(Double(number(-1...1))).contrast(Double(number(0...2))))
        default: AnyView(v.compositingGroup().blendMode(byte() & 1 == 0 ? .multiply : .screen))
        }
    }
}
