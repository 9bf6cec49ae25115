import Foundation
import Vitro

/// Vitro's glass measured the way Apple's pixels were (docs/reference/glass-measurements.md):
/// the calibrated grid scene for frost by size, the solid-color scene for the face. Everything
/// is rendered through the public API, at 3× like the captures.
@MainActor
enum GlassAccuracy {
    static let scale: CGFloat = 3
    /// Room around the glass (points): the backdrop the frost and the shadow read.
    static let margin: CGFloat = 24
    /// The grid's pitch (points).
    static let pitch: CGFloat = 16

    /// What one surface of the grid scene measures, relative to the scene without glass.
    struct GridFigures {
        /// Gradient energy kept in the grid band.
        var retention: Double
        /// Michelson contrast of the luminance's 5th and 95th percentiles.
        var contrast: Double
        /// The luminance's standard deviation, as a share of the identity's.
        var deviation: Double = 1
        /// Pearson correlation of the luminance with the identity's.
        var correlation: Double
        /// The identity's contrast: `contrast` over this is the share of it kept.
        var identityContrast: Double = 1
        var relativeContrast: Double { identityContrast > 0 ? contrast / identityContrast : 0 }
    }

    /// The published scene: 360×720 pt, a grid of 1 pt lines stroked on every multiple of 16 pt
    /// over the appearance's background. Dark (the scene Apple's figures were captured on):
    /// (16, 24, 32), vertical lines white and horizontal lines cyan, both at 0.72; light:
    /// (242, 245, 248) with lines #6B7A90.
    static let sceneSize = CGSize(width: 360, height: 720)

    struct Grid: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            Canvas { context, size in
                let dark = colorScheme == .dark
                let background =
                    dark
                    ? Color(red: 16 / 255, green: 24 / 255, blue: 32 / 255)
                    : Color(red: 242 / 255, green: 245 / 255, blue: 248 / 255)
                let slate = Color(red: 0x6B / 255, green: 0x7A / 255, blue: 0x90 / 255)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(background))
                for x in stride(from: 0, through: size.width, by: GlassAccuracy.pitch) {
                    var path = Path()
                    path.move(to: CGPoint(x: x, y: 0))
                    path.addLine(to: CGPoint(x: x, y: size.height))
                    context.stroke(path, with: .color(dark ? .white.opacity(0.72) : slate), lineWidth: 1)
                }
                for y in stride(from: 0, through: size.height, by: GlassAccuracy.pitch) {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: y))
                    path.addLine(to: CGPoint(x: size.width, y: y))
                    context.stroke(path, with: .color(dark ? .cyan.opacity(0.72) : slate), lineWidth: 1)
                }
            }
            .frame(width: GlassAccuracy.sceneSize.width, height: GlassAccuracy.sceneSize.height)
        }
    }

    /// The whole grid scene with every surface under `glass` (none for the identity), at 3×.
    static func renderScene(
        _ glass: Glass?, scheme: ColorScheme, edition: GlassEdition, tinting: GlassTinting
    ) -> Pixmap {
        let renderer = ImageRenderer(
            content: ZStack(alignment: .topLeading) {
                Grid()
                ForEach(AppleGlassFigures.grid.indices, id: \.self) { i in
                    let s = AppleGlassFigures.grid[i]
                    surface(glass, s).offset(x: s.x, y: s.y)
                }
            }
            .frame(width: sceneSize.width, height: sceneSize.height, alignment: .topLeading)
            .clipped()
            .environment(\.colorScheme, scheme)
            .environment(\.glassEdition, edition)
            .environment(\.glassTinting, tinting))
        renderer.scale = scale
        return try! renderer.renderPixmap()
    }

    @ViewBuilder static func surface(_ glass: Glass?, _ s: AppleGlassFigures.Surface) -> some View {
        let clear = Color.clear.frame(width: s.width, height: s.height)
        if let glass {
            if s.isCapsule {
                clear.glassEffect(glass, in: Capsule())
            } else {
                clear.glassEffect(glass, in: RoundedRectangle(cornerRadius: s.radius))
            }
        } else {
            clear
        }
    }

    /// `glass` of `size` centered over `backdrop`, rendered at 3× under the given environment.
    static func render(
        _ glass: Glass?, size: CGSize, capsule: Bool, radius: CGFloat, scheme: ColorScheme,
        edition: GlassEdition, tinting: GlassTinting = .clear, backdrop: some View
    ) -> Pixmap {
        let canvas = CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin)
        @ViewBuilder var surface: some View {
            if let glass {
                if capsule {
                    Color.clear.frame(width: size.width, height: size.height).glassEffect(glass, in: Capsule())
                } else {
                    Color.clear.frame(width: size.width, height: size.height)
                        .glassEffect(glass, in: RoundedRectangle(cornerRadius: radius, style: .continuous))
                }
            } else {
                Color.clear.frame(width: size.width, height: size.height)
            }
        }
        let renderer = ImageRenderer(
            content: ZStack {
                backdrop
                surface
            }
            .frame(width: canvas.width, height: canvas.height)
            .environment(\.colorScheme, scheme)
            .environment(\.glassEdition, edition)
            .environment(\.glassTinting, tinting))
        renderer.scale = scale
        return try! renderer.renderPixmap()
    }

    /// The pixels at least `inset` points inside a capsule or rounded rectangle of `size` whose
    /// top-left corner is at `origin` (points; its corners taken as circular).
    static func mask(
        size: CGSize, capsule: Bool, radius: CGFloat, inset: CGFloat, origin: CGPoint = CGPoint(x: margin, y: margin)
    ) -> [(Int, Int)] {
        let r0 = capsule ? min(size.width, size.height) / 2 : radius
        let w = size.width - 2 * inset
        let h = size.height - 2 * inset
        let r = max(0, r0 - inset)
        guard w > 0, h > 0 else { return [] }
        var out: [(Int, Int)] = []
        let left = origin.x + inset
        let top = origin.y + inset
        for py in Int((top * scale).rounded(.down))..<Int(((top + h) * scale).rounded(.up)) {
            for px in Int((left * scale).rounded(.down))..<Int(((left + w) * scale).rounded(.up)) {
                // Pixel center in the inset shape's coordinates (points).
                let x = (CGFloat(px) + 0.5) / scale - left
                let y = (CGFloat(py) + 0.5) / scale - top
                guard x >= 0, y >= 0, x <= w, y <= h else { continue }
                let dx = max(r - x, x - (w - r), 0)
                let dy = max(r - y, y - (h - r), 0)
                if dx * dx + dy * dy <= r * r { out.append((px, py)) }
            }
        }
        return out
    }

    /// The sRGB transfer function decoded, by 8-bit value.
    static let linear: [Double] = (0...255).map { c in
        let v = Double(c) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance in linear light (the captures were measured decoded to linear light).
    static func luminance(_ p: SIMD4<UInt8>) -> Double {
        0.2126 * linear[Int(p.x)] + 0.7152 * linear[Int(p.y)] + 0.0722 * linear[Int(p.z)]
    }

    /// The gradient energy of the luminance at the grid's own resolution: averaged over each
    /// point (3×3 pixels at 3×, so a 1 pt line is one sample), then the squared Sobel gradient
    /// summed over the points whose neighbors all lie in the mask. The ratio of its square root
    /// with and without glass is the gradient retention.
    static func gradientEnergy(_ pixels: Pixmap, _ mask: [(Int, Int)]) -> Double {
        let s = Int(scale)
        guard let x0 = mask.map(\.0).min(), let y0 = mask.map(\.1).min(), let x1 = mask.map(\.0).max(),
            let y1 = mask.map(\.1).max()
        else { return 0 }
        let (px0, py0) = (x0 / s, y0 / s)
        let w = x1 / s - px0 + 1
        let h = y1 / s - py0 + 1
        var sum = [Double](repeating: 0, count: w * h)
        var count = [Int](repeating: 0, count: w * h)
        for (x, y) in mask {
            let i = (y / s - py0) * w + (x / s - px0)
            sum[i] += luminance(pixels[x, y])
            count[i] += 1
        }
        var energy = 0.0
        for y in 1..<max(1, h - 1) {
            for x in 1..<max(1, w - 1) {
                var v = [Double](repeating: 0, count: 9)
                var complete = true
                for dy in -1...1 {
                    for dx in -1...1 {
                        let i = (y + dy) * w + x + dx
                        if count[i] != s * s { complete = false }
                        v[(dy + 1) * 3 + dx + 1] = sum[i] / Double(s * s)
                    }
                }
                guard complete else { continue }
                let gx = (v[2] + 2 * v[5] + v[8]) - (v[0] + 2 * v[3] + v[6])
                let gy = (v[6] + 2 * v[7] + v[8]) - (v[0] + 2 * v[1] + v[2])
                energy += gx * gx + gy * gy
            }
        }
        return energy
    }

    /// The standard deviation of `v`.
    static func deviation(_ v: [Double]) -> Double {
        let mean = v.reduce(0, +) / Double(max(v.count, 1))
        return (v.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(max(v.count, 1))).squareRoot()
    }

    /// Michelson contrast of the 5th and 95th percentiles.
    static func percentileContrast(_ v: [Double]) -> Double {
        let s = v.sorted()
        guard !s.isEmpty else { return 0 }
        func at(_ q: Double) -> Double { s[min(s.count - 1, Int(q * Double(s.count - 1)))] }
        let (lo, hi) = (at(0.05), at(0.95))
        return hi + lo > 0 ? (hi - lo) / (hi + lo) : 0
    }

    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0, +) / n
        let mb = b.reduce(0, +) / n
        var (ab, aa, bb) = (0.0, 0.0, 0.0)
        for i in a.indices {
            ab += (a[i] - ma) * (b[i] - mb)
            aa += (a[i] - ma) * (a[i] - ma)
            bb += (b[i] - mb) * (b[i] - mb)
        }
        return aa > 0 && bb > 0 ? ab / (aa * bb).squareRoot() : 0
    }

    /// The arguments of a scene render, for ``sceneCache``; `glass` nil is the identity.
    struct SceneKey: Equatable {
        var glass: Glass?
        var scheme: ColorScheme
        var edition: GlassEdition
        var tinting: GlassTinting
    }

    /// Scenes already rendered in this test run: one render serves all three surfaces, and
    /// several tests read the same one.
    static var sceneCache: [(key: SceneKey, pixels: Pixmap)] = []

    static func scene(_ key: SceneKey) -> Pixmap {
        if let hit = sceneCache.first(where: { $0.key == key }) { return hit.pixels }
        let pixels = renderScene(key.glass, scheme: key.scheme, edition: key.edition, tinting: key.tinting)
        sceneCache.append((key, pixels))
        return pixels
    }

    /// One surface of the grid scene under `glass`, measured against the scene without glass.
    /// Apple's figures were captured in dark appearance (the scene's default here).
    static func grid(
        _ surface: AppleGlassFigures.Surface, _ glass: Glass, scheme: ColorScheme = .dark,
        edition: GlassEdition = .iOS26, tinting: GlassTinting = .clear
    ) -> GridFigures {
        let key = SceneKey(glass: glass, scheme: scheme, edition: edition, tinting: tinting)
        if let hit = figuresCache.first(where: { $0.surface == surface.name && $0.key == key }) { return hit.figures }
        let figures = measure(surface, key)
        figuresCache.append((surface.name, key, figures))
        return figures
    }

    /// Figures already measured in this test run: several tests read the same surface under the
    /// same glass, and measuring (a million pixels' luminance, sorted) costs more than a lookup.
    static var figuresCache: [(surface: String, key: SceneKey, figures: GridFigures)] = []

    static func measure(_ surface: AppleGlassFigures.Surface, _ key: SceneKey) -> GridFigures {
        let (glass, scheme, edition, tinting) = (key.glass, key.scheme, key.edition, key.tinting)
        let identity = scene(SceneKey(glass: nil, scheme: scheme, edition: edition, tinting: .clear))
        let glassy = scene(SceneKey(glass: glass, scheme: scheme, edition: edition, tinting: tinting))
        let m = mask(
            size: CGSize(width: surface.width, height: surface.height), capsule: surface.isCapsule,
            radius: surface.radius, inset: surface.inset, origin: CGPoint(x: surface.x, y: surface.y))
        let a = m.map { luminance(identity[$0.0, $0.1]) }
        let b = m.map { luminance(glassy[$0.0, $0.1]) }
        return GridFigures(
            retention: (gradientEnergy(glassy, m) / gradientEnergy(identity, m)).squareRoot(),
            contrast: percentileContrast(b),
            deviation: deviation(b) / max(deviation(a), 1e-12), correlation: correlation(b, a),
            identityContrast: percentileContrast(a))
    }

    /// The face probe: 210×150 pt, corner radius 38 pt, measured 12 px (4 pt) inside.
    static let faceSize = CGSize(width: 210, height: 150)
    static let faceRadius: CGFloat = 38

    /// Vitro's mean face (8-bit sRGB) over a solid background.
    static func face(
        over background: SIMD3<Double>, scheme: ColorScheme, edition: GlassEdition = .iOS26,
        tinting: GlassTinting = .clear
    ) -> SIMD3<Double> {
        let color = Color(red: background.x / 255, green: background.y / 255, blue: background.z / 255)
        let p = render(
            .regular, size: faceSize, capsule: false, radius: faceRadius, scheme: scheme, edition: edition,
            tinting: tinting, backdrop: color)
        let m = mask(size: faceSize, capsule: false, radius: faceRadius, inset: 12 / scale)
        var sum = SIMD3<Double>(0, 0, 0)
        for (x, y) in m {
            let v = p[x, y]
            sum += SIMD3(Double(v.x), Double(v.y), Double(v.z))
        }
        return sum / Double(max(m.count, 1))
    }

    static func lab(_ v: SIMD3<Double>) -> CIELab {
        CIELab(RGBColor(red: v.x / 255, green: v.y / 255, blue: v.z / 255))
    }

    /// CIEDE2000 between Vitro's face and Apple's over each of the ten colors, in order.
    static func faceErrors(scheme: ColorScheme, edition: GlassEdition = .iOS26) -> [(String, SIMD3<Double>, Double)] {
        AppleGlassFigures.solids.map { s in
            let ours = face(over: s.background, scheme: scheme, edition: edition)
            let apple = scheme == .dark ? s.dark : s.light
            return (s.name, ours, lab(ours).deltaE2000(lab(apple)))
        }
    }
}
