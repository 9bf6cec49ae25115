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
        /// p05–p95 of the luma (0…1).
        var contrast: Double
        /// Pearson correlation of the luma with the identity's.
        var correlation: Double
        /// p05–p95 of the identity's luma: `contrast` over this is the share of it kept.
        var identityContrast: Double = 1
        var relativeContrast: Double { identityContrast > 0 ? contrast / identityContrast : 0 }
    }

    /// Dark 1 pt lines every 16 pt on white.
    struct Grid: View {
        var width: CGFloat
        var height: CGFloat
        var body: some View {
            ZStack {
                Color.white
                Path { p in
                    for x in stride(from: 0, to: width, by: GlassAccuracy.pitch) {
                        p.addRect(CGRect(x: x, y: 0, width: 1, height: height))
                    }
                    for y in stride(from: 0, to: height, by: GlassAccuracy.pitch) {
                        p.addRect(CGRect(x: 0, y: y, width: width, height: 1))
                    }
                }
                .fill(Color.black)
            }
            .frame(width: width, height: height)
        }
    }

    /// The card and panel's corner radius (points): the write-up gives none.
    static let cardRadius: CGFloat = 28

    /// `glass` of `size` centered over `backdrop`, rendered at 3× under the given environment.
    static func render(
        _ glass: Glass?, size: CGSize, capsule: Bool, radius: CGFloat = cardRadius, scheme: ColorScheme,
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

    /// The pixels at least `inset` points inside a capsule or rounded rectangle of `size`
    /// centered on the canvas (its corners taken as circular).
    static func mask(size: CGSize, capsule: Bool, radius: CGFloat, inset: CGFloat) -> [(Int, Int)] {
        let r0 = capsule ? min(size.width, size.height) / 2 : radius
        let w = size.width - 2 * inset
        let h = size.height - 2 * inset
        let r = max(0, r0 - inset)
        guard w > 0, h > 0 else { return [] }
        var out: [(Int, Int)] = []
        let x0 = Int(((margin + inset) * scale).rounded(.down))
        let y0 = Int(((margin + inset) * scale).rounded(.down))
        for py in y0..<Int(((margin + inset + h) * scale).rounded(.up)) {
            for px in x0..<Int(((margin + inset + w) * scale).rounded(.up)) {
                // Pixel center in the inset shape's coordinates (points).
                let x = (CGFloat(px) + 0.5) / scale - margin - inset
                let y = (CGFloat(py) + 0.5) / scale - margin - inset
                guard x >= 0, y >= 0, x <= w, y <= h else { continue }
                let dx = max(r - x, x - (w - r), 0)
                let dy = max(r - y, y - (h - r), 0)
                if dx * dx + dy * dy <= r * r { out.append((px, py)) }
            }
        }
        return out
    }

    static func luma(_ p: SIMD4<UInt8>) -> Double {
        (0.2126 * Double(p.x) + 0.7152 * Double(p.y) + 0.0722 * Double(p.z)) / 255
    }

    /// The amplitude of the grid's fundamental (one cycle every 16 pt) across x and down y over
    /// the mask: the grid band's gradient energy is this times its frequency, the same factor
    /// for glass and identity, so their ratio is the gradient retention.
    static func bandAmplitude(_ p: Pixmap, _ mask: [(Int, Int)]) -> Double {
        let ys = mask.map { luma(p[$0.0, $0.1]) }
        let mean = ys.reduce(0, +) / Double(max(ys.count, 1))
        let k = 2 * Double.pi / Double(pitch * scale)
        var (cx, sx, cy, sy) = (0.0, 0.0, 0.0, 0.0)
        for (i, (x, y)) in mask.enumerated() {
            let v = ys[i] - mean
            cx += v * cos(k * Double(x))
            sx += v * sin(k * Double(x))
            cy += v * cos(k * Double(y))
            sy += v * sin(k * Double(y))
        }
        return (cx * cx + sx * sx).squareRoot() + (cy * cy + sy * sy).squareRoot()
    }

    static func percentileRange(_ v: [Double]) -> Double {
        let s = v.sorted()
        guard !s.isEmpty else { return 0 }
        func at(_ q: Double) -> Double { s[min(s.count - 1, Int(q * Double(s.count - 1)))] }
        return at(0.95) - at(0.05)
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

    /// The arguments of a grid measurement, for ``gridCache``.
    struct GridKey: Equatable {
        var surface: String
        var glass: Glass
        var scheme: ColorScheme
        var edition: GlassEdition
        var tinting: GlassTinting
    }

    /// Grid measurements already made in this test run: the same surface, glass and environment
    /// render the same pixels, and several tests read the same measurement (the suite asks for
    /// 50 grid measurements of 26 kinds: 100 renders, 38 with this cache and ``identityCache``).
    static var gridCache: [(key: GridKey, figures: GridFigures)] = []

    /// The scenes without glass already rendered (keyed with `.identity` for the glass): they
    /// depend on the surface, appearance and edition only, not on the glass measured over them.
    static var identityCache: [(key: GridKey, pixels: Pixmap)] = []

    /// One surface of the grid scene under `glass`.
    static func grid(
        _ surface: AppleGlassFigures.Surface, _ glass: Glass, scheme: ColorScheme = .light,
        edition: GlassEdition = .iOS26, tinting: GlassTinting = .clear
    ) -> GridFigures {
        let key = GridKey(surface: surface.name, glass: glass, scheme: scheme, edition: edition, tinting: tinting)
        if let hit = gridCache.first(where: { $0.key == key }) { return hit.figures }
        let figures = measureGrid(surface, glass, scheme: scheme, edition: edition, tinting: tinting)
        gridCache.append((key, figures))
        return figures
    }

    /// One surface of the grid scene under `glass`, rendered and measured.
    static func measureGrid(
        _ surface: AppleGlassFigures.Surface, _ glass: Glass, scheme: ColorScheme, edition: GlassEdition,
        tinting: GlassTinting
    ) -> GridFigures {
        let size = CGSize(width: surface.width, height: surface.height)
        let capsule = surface.height <= 64
        let backdrop = Grid(width: size.width + 2 * margin, height: size.height + 2 * margin)
        let identityKey = GridKey(
            surface: surface.name, glass: .identity, scheme: scheme, edition: edition, tinting: .clear)
        let identity: Pixmap
        if let hit = identityCache.first(where: { $0.key == identityKey }) {
            identity = hit.pixels
        } else {
            identity = render(nil, size: size, capsule: capsule, scheme: scheme, edition: edition, backdrop: backdrop)
            identityCache.append((identityKey, identity))
        }
        let glassy = render(
            glass, size: size, capsule: capsule, scheme: scheme, edition: edition, tinting: tinting,
            backdrop: backdrop)
        let m = mask(size: size, capsule: capsule, radius: cardRadius, inset: surface.inset)
        let a = m.map { luma(identity[$0.0, $0.1]) }
        let b = m.map { luma(glassy[$0.0, $0.1]) }
        return GridFigures(
            retention: bandAmplitude(glassy, m) / bandAmplitude(identity, m), contrast: percentileRange(b),
            correlation: correlation(b, a), identityContrast: percentileRange(a))
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
