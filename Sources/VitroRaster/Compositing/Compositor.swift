import VitroColor
import VitroGeometry

/// Paints drawing commands into a pixmap, bottom to top, in pixel space: fills, images,
/// backdrops, layers with their effects. A backdrop reads what is already painted beneath it,
/// through every layer below. The bytes are the same for any thread count.
public struct Compositor: Sendable {
    /// A compositor.
    public init() {}

    /// Paints `commands` into `pixmap`. `isClear` promises that the pixmap is fully transparent
    /// (a fresh one), which lets the first draws be copies.
    public func draw(_ commands: [DrawCommand], into pixmap: inout Pixmap, isClear: Bool = false) {
        draw(commands, into: &pixmap, isClear: isClear, fillsOnly: nil)
    }

    /// Paints `commands` into `pixmap`, its fills only within `fillsOnly`: the pixels there come
    /// out as `draw(_:into:isClear:)` makes them, and fills leave the others as they were
    /// (layers and images may still reach them). For a redraw that keeps only those pixels.
    package func draw(_ commands: [DrawCommand], into pixmap: inout Pixmap, isClear: Bool, fillsOnly: PixelRect?) {
        var surface = Surface(pixmap: pixmap, isClear: isClear, fillBounds: fillsOnly?.intersection(pixmap.bounds))
        pixmap = Pixmap.empty
        // Numbers are held to what the pixel code can take once, here (DrawCommand+Finite).
        for c in commands { if let c = c.finite { draw(c, into: &surface, beneath: nil) } }
        pixmap = surface.pixmap
    }

    func draw(_ command: DrawCommand, into s: inout Surface, beneath: LayerContext?) {
        switch command {
        case .fill(let path, .color(let color), let rule, let blend)
        where PathCoverage.isLarge(path, in: s.fillBounds):
            let r = PathCoverage.pixelBounds(path).intersection(s.fillBounds)
            if PathCoverage.rectangle(path) == nil, !r.isEmpty,
                s.pixmap.fillChunked(path, rule: rule, rect: r, color: color, blend: blend, overClear: s.isClear)
            {
                s.isClear = false
                return
            }
            fill(PathCoverage(path, rule: rule, clip: s.fillBounds), .color(color), blend, into: &s)
        case .fill(let path, .color(let color), let rule, let blend):
            // A rectangle with fractional edges: its inside without a mask, its edges with small ones.
            if let pieces = PathCoverage.rectanglePieces(path, clip: s.fillBounds) {
                for piece in pieces { fill(piece, .color(color), blend, into: &s) }
                return
            }
            fill(PathCoverage(path, rule: rule, clip: s.fillBounds), .color(color), blend, into: &s)
        case .fill(let path, let source, let rule, let blend):
            fill(PathCoverage(path, rule: rule, clip: s.fillBounds), source, blend, into: &s)
        case .image(let image, let transform, let bilinear, let opacity):
            s.pixmap.draw(
                image, transform: transform, bilinear: bilinear, opacity: opacity, blend: .normal, mask: nil,
                overClear: s.isClear)
            s.isClear = false
        case .backdrop(let effect, let path):
            let coverage = PathCoverage(path, rule: .nonZero, clip: s.pixmap.bounds)
            backdrop(effect, coverage, into: &s.pixmap, beneath: beneath)
            s.isClear = false
        case .layer(let effects, let children):
            layer(effects, children, into: &s, beneath: beneath)
        case .glass(let glass):
            self.glass(glass, into: &s, beneath: beneath)
        }
    }

    func fill(_ coverage: PathCoverage, _ source: FillSource, _ blend: BlendOperation, into s: inout Surface) {
        guard !coverage.rect.isEmpty else { return }
        func ramp(_ stops: [GradientStop]) -> GradientRamp {
            GradientRamp(stops: stops.map { (s.pixmap.premultiplied($0.color), $0.location) })
        }
        switch source {
        case .color(let c):
            s.pixmap.fill(coverage.mask, rect: coverage.rect, with: c, blend: blend, overClear: s.isClear)
        case .linearGradient(let stops, let a, let b):
            s.pixmap.fill(coverage.coverageMask, shader: .linear(ramp(stops), start: a, end: b), blend: blend)
        case .radialGradient(let stops, let c, let r0, let r1, let sy):
            s.pixmap.fill(
                coverage.coverageMask,
                shader: .radial(ramp(stops), center: c, startRadius: r0, endRadius: r1, scaleY: sy), blend: blend)
        case .angularGradient(let stops, let c, let a0, let a1):
            s.pixmap.fill(
                coverage.coverageMask, shader: .angular(ramp(stops), center: c, startAngle: a0, endAngle: a1),
                blend: blend)
        case .image(let image, let t):
            s.pixmap.draw(
                image, transform: t, bilinear: true, opacity: 1, blend: blend, mask: coverage.coverageMask,
                overClear: s.isClear)
        case .mesh(let mesh, let t):
            guard let image = mesh.rasterized(in: s.pixmap.colorSpace) else { return }
            s.pixmap.draw(
                image, transform: t, bilinear: true, opacity: 1, blend: blend, mask: coverage.coverageMask,
                overClear: s.isClear)
        }
        s.isClear = false
    }

    func glass(_ drawing: GlassDrawing, into s: inout Surface, beneath: LayerContext?) {
        let region = (drawing.bounds ?? s.pixmap.bounds).intersection(s.pixmap.bounds)
        guard !region.isEmpty else { return }
        if beneath == nil, drawing.drawInPlace(into: &s.pixmap, region: region) {
            s.isClear = false
            return
        }
        var backdrop =
            beneath?.composite(region)
            ?? (try? Pixmap(
                width: region.width, height: region.height, colorSpace: s.pixmap.colorSpace, pixelLimit: .max))
        if let own = s.pixmap.cropped(to: region) { backdrop?.draw(own, atX: 0, y: 0) }
        guard let backdrop else { return }
        drawing.draw(into: &s.pixmap, origin: (0, 0), backdrop: backdrop, region: region)
        s.isClear = false
    }

    /// The pixel bounds of what commands draw (nil for nothing), before clipping to the target.
    func bounds(_ commands: [DrawCommand]) -> Rect2D? { DrawCommand.bounds(of: commands, padding: .exact) }
}

/// A pixmap being drawn into, and whether it is still fully transparent.
struct Surface {
    var pixmap: Pixmap
    var isClear: Bool
    /// Where fills draw: the whole pixmap, or the part of it a redraw keeps.
    var fillBounds: PixelRect

    init(pixmap: Pixmap, isClear: Bool, fillBounds: PixelRect? = nil) {
        self.pixmap = pixmap
        self.isClear = isClear
        self.fillBounds = fillBounds ?? pixmap.bounds
    }
}

extension Pixmap {
    /// A 1×1 placeholder, so a pixmap can be moved out of an `inout` without a copy.
    static var empty: Pixmap { try! Pixmap(width: 1, height: 1) }
}
