// Apple platforms have CoreGraphics (canImport(CoreGraphics) would also see VitroCompat's module).
#if !canImport(Darwin)
    import Foundation
    import VitroColor
    import VitroCore
    import VitroGeometry
    import VitroImageIO
    import VitroRaster

    /// A bitmap drawing context, as CoreGraphics' `CGContext` made with
    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: paths
    /// filled and stroked, rectangles, ellipses and images drawn into pixels by Vitro's
    /// rasterizer, under a transform, a clip and an alpha, with saved and restored states.
    ///
    /// Coordinates are CoreGraphics': the origin at the bottom left, y up, one unit a pixel
    /// until the transform changes it. `makeImage()` gives what is drawn.
    open class CGContext: @unchecked Sendable {
        /// What drawing depends on, saved by `saveGState()` and restored by `restoreGState()`.
        struct GState {
            var ctm = CGAffineTransform.identity
            var fill = RGBColor(0, 0, 0)
            var stroke = RGBColor(0, 0, 0)
            var alpha: CGFloat = 1
            var lineWidth: CGFloat = 1
            var lineCap = CGLineCap.butt
            var lineJoin = CGLineJoin.miter
            var miterLimit: CGFloat = 10
            var dash: [CGFloat] = []
            var dashPhase: CGFloat = 0
            /// Clip paths in pixel coordinates (top-left origin), each one applying.
            var clips: [BezierPath] = []
        }

        var pixmap: Pixmap
        var state = GState()
        var saved: [GState] = []
        /// The path being built, in device coordinates (the transform applied as it is built).
        var path = Path()

        /// The width of the bitmap in pixels.
        public var width: Int { pixmap.width }
        /// The height of the bitmap in pixels.
        public var height: Int { pixmap.height }
        /// The transform from user coordinates to the bitmap's (CoreGraphics' `ctm`).
        public var ctm: CGAffineTransform { state.ctm }

        /// A transparent bitmap context of `width` by `height` pixels, 8 bits a component, the
        /// context's own memory (`data` must be nil: Vitro keeps the pixels and gives them with
        /// `makeImage()`); nil for another depth, a buffer, or an impossible size.
        public init?(
            data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
            space: CGColorSpace, bitmapInfo: UInt32
        ) {
            guard data == nil, bitsPerComponent == 8, width > 0, height > 0,
                let pixmap = try? Pixmap(width: width, height: height, colorSpace: space.colorSpace)
            else { return nil }
            self.pixmap = pixmap
        }

        /// What has been drawn, as an image.
        public func makeImage() -> CGImage? { CGImage(RasterImage(pixmap)) }

        // MARK: state

        /// Saves the transform, colors, line settings, alpha and clip.
        public func saveGState() { saved.append(state) }
        /// Restores the state the last `saveGState()` saved.
        public func restoreGState() { if let last = saved.popLast() { state = last } }

        /// Moves the user coordinates by `x`, `y`.
        public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
        /// Scales the user coordinates by `x`, `y`.
        public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
        /// Rotates the user coordinates by `angle` radians.
        public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
        /// Applies `transform` to the user coordinates, before the current transform.
        public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

        /// The color fills are drawn in.
        public func setFillColor(_ color: CGColor) { state.fill = color.rgb }
        /// The color lines are drawn in.
        public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgb }
        /// The fill color from sRGB components.
        public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
        }
        /// The stroke color from sRGB components.
        public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
        }
        /// The fill color as a gray.
        public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
        /// The stroke color as a gray.
        public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
        /// The opacity everything drawn next is drawn at, 0…1.
        public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
        /// The width of stroked lines, in user units.
        public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
        /// How the ends of stroked lines are drawn.
        public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
        /// How stroked lines meet.
        public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
        /// The longest miter, as a multiple of the line width.
        public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
        /// Dashes for stroked lines: lengths of dashes and gaps in turn, from `phase`.
        public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
            state.dash = lengths
            state.dashPhase = phase
        }

        // MARK: the path

        /// Starts a new, empty path.
        public func beginPath() { path = Path() }
        /// Whether the path being built is empty.
        public var isPathEmpty: Bool { path.isEmpty }
        /// The end of the path being built, in user coordinates.
        public var currentPointOfPath: CGPoint {
            (path.currentPoint ?? .zero).applying(state.ctm.inverted())
        }
        /// Starts a subpath at `point`.
        public func move(to point: CGPoint) { path.move(to: point.applying(state.ctm)) }
        /// Adds a line to `point`.
        public func addLine(to point: CGPoint) { path.addLine(to: point.applying(state.ctm)) }
        /// Adds lines through `points`, starting a subpath at the first.
        public func addLines(between points: [CGPoint]) { path.addLines(points.map { $0.applying(state.ctm) }) }
        /// Adds a quadratic curve to `end` with one control point.
        public func addQuadCurve(to end: CGPoint, control: CGPoint) {
            path.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
        }
        /// Adds a cubic curve to `end` with two control points.
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            path.addCurve(
                to: end.applying(state.ctm), control1: control1.applying(state.ctm),
                control2: control2.applying(state.ctm))
        }
        /// Adds a rectangle as a closed subpath.
        public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
        /// Adds rectangles as closed subpaths.
        public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
        /// Adds the ellipse inscribed in `rect` as a closed subpath.
        public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
        /// Adds an arc of a circle, angles in radians.
        public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
            path.addArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: state.ctm)
        }
        /// Adds a CoreGraphics path, in user coordinates.
        public func addPath(_ other: CGPath) { path.addPath(Path(other), transform: state.ctm) }
        /// Closes the current subpath.
        public func closePath() { path.closeSubpath() }

        // MARK: drawing

        /// Fills the path being built by `rule`, then empties it.
        public func fillPath(using rule: CGPathFillRule = .winding) {
            fill(path, rule: rule)
            beginPath()
        }

        /// Strokes the path being built with the line settings, then empties it.
        public func strokePath() {
            stroke(path)
            beginPath()
        }

        /// Fills, strokes or both the path being built, then empties it.
        public func drawPath(using mode: CGPathDrawingMode) {
            switch mode {
            case .fill: fill(path, rule: .winding)
            case .eoFill: fill(path, rule: .evenOdd)
            case .stroke: stroke(path)
            case .fillStroke:
                fill(path, rule: .winding)
                stroke(path)
            case .eoFillStroke:
                fill(path, rule: .evenOdd)
                stroke(path)
            }
            beginPath()
        }

        /// Fills `rect` with the fill color.
        public func fill(_ rect: CGRect) { fill(Path(rect).applying(state.ctm), rule: .winding) }
        /// Fills each of `rects`.
        public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
        /// Fills the ellipse inscribed in `rect`.
        public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect).applying(state.ctm), rule: .winding) }
        /// Strokes the outline of `rect`.
        public func stroke(_ rect: CGRect) { stroke(Path(rect).applying(state.ctm)) }
        /// Strokes the outline of `rect` `width` units wide.
        public func stroke(_ rect: CGRect, width: CGFloat) {
            let w = state.lineWidth
            state.lineWidth = width
            stroke(rect)
            state.lineWidth = w
        }
        /// Strokes the ellipse inscribed in `rect`.
        public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect).applying(state.ctm)) }
        /// Makes `rect` transparent.
        public func clear(_ rect: CGRect) {
            paint(.fill(pixels(Path(rect).applying(state.ctm)), .color(RGBColor(0, 0, 0)), .nonZero, .clear))
        }

        /// Draws `image` stretched over `rect`, upright (its first row at the rectangle's top,
        /// the larger y).
        public func draw(_ image: CGImage, in rect: CGRect) {
            guard image.width > 0, image.height > 0 else { return }
            // Image pixels (first row at the top) to user coordinates (y up), then to the bitmap.
            let place = CGAffineTransform(
                a: rect.width / CGFloat(image.width), b: 0, c: 0, d: -rect.height / CGFloat(image.height),
                tx: rect.minX, ty: rect.maxY)
            let transform = place.concatenating(state.ctm).concatenating(flip)
            paint(
                .image(
                    image.raster.pixmap(in: pixmap.colorSpace), transform.transform2D, bilinear: true,
                    opacity: Double(state.alpha)))
        }

        // MARK: clipping

        /// Limits drawing to the inside of `rect` as well.
        public func clip(to rect: CGRect) { state.clips.append(pixels(Path(rect).applying(state.ctm))) }
        /// Limits drawing to the inside of each of `rects`' union as well.
        public func clip(to rects: [CGRect]) {
            var union = Path()
            for r in rects { union.addRect(r, transform: state.ctm) }
            state.clips.append(pixels(union))
        }
        /// Limits drawing to the inside of the path being built as well, then empties it.
        public func clip(using rule: CGPathFillRule = .winding) {
            let inside = rule == .evenOdd ? path.normalized(eoFill: true) : path
            state.clips.append(pixels(inside))
            beginPath()
        }
        /// The rectangle drawing is limited to, in user coordinates.
        public var boundingBoxOfClipPath: CGRect {
            var box = CGRect(x: 0, y: 0, width: width, height: height)
            for clip in state.clips { box = box.intersection(Path(clip).applying(flip).boundingRect) }
            return box.applying(state.ctm.inverted())
        }

        // MARK: painting

        /// The bitmap's coordinates (y up) to the pixmap's (first row at the top).
        var flip: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }

        /// `devicePath` in the pixmap's coordinates.
        func pixels(_ devicePath: Path) -> BezierPath { devicePath.applying(flip).storage }

        func fill(_ devicePath: Path, rule: CGPathFillRule) {
            let color = state.fill.withAlpha(state.fill.alpha * Double(state.alpha))
            paint(.fill(pixels(devicePath), .color(color), rule == .evenOdd ? .evenOdd : .nonZero, .normal))
        }

        /// Strokes in user coordinates, so the line width and dashes follow the transform.
        func stroke(_ devicePath: Path) {
            let user = devicePath.applying(state.ctm.inverted())
            let style = StrokeStyle(
                lineWidth: state.lineWidth, lineCap: state.lineCap.style, lineJoin: state.lineJoin.style,
                miterLimit: state.miterLimit, dash: state.dash, dashPhase: state.dashPhase)
            let outline = user.strokedPath(style).applying(state.ctm)
            let color = state.stroke.withAlpha(state.stroke.alpha * Double(state.alpha))
            paint(.fill(pixels(outline), .color(color), .nonZero, .normal))
        }

        /// Paints `command` into the bitmap within every clip.
        func paint(_ command: DrawCommand) {
            var command = command
            for clip in state.clips.reversed() {
                var effects = LayerEffects()
                effects.clip = clip
                command = .layer(effects, [command])
            }
            Compositor().draw([command], into: &pixmap)
        }
    }

    /// How `drawPath(using:)` draws the path, as CoreGraphics' `CGPathDrawingMode`.
    public enum CGPathDrawingMode: Int32, Sendable {
        /// Fills by the nonzero winding rule.
        case fill
        /// Fills by the even-odd rule.
        case eoFill
        /// Strokes.
        case stroke
        /// Fills by the nonzero rule, then strokes.
        case fillStroke
        /// Fills by the even-odd rule, then strokes.
        case eoFillStroke
    }

    /// How the ends of stroked lines are drawn, as CoreGraphics' `CGLineCap`.
    public enum CGLineCap: Int32, Sendable {
        /// Flat at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square

        var style: StrokeStyle.LineCap {
            switch self {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        }
    }

    /// How stroked lines meet, as CoreGraphics' `CGLineJoin`.
    public enum CGLineJoin: Int32, Sendable {
        /// A sharp corner, up to the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A cut corner.
        case bevel

        var style: StrokeStyle.LineJoin {
            switch self {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        }
    }

    /// A color space of a bitmap context, as CoreGraphics' `CGColorSpace`: sRGB, Display P3 or
    /// linear sRGB.
    public final class CGColorSpace: @unchecked Sendable {
        /// The name of the sRGB space.
        public static let sRGB = "kCGColorSpaceSRGB"
        /// The name of the Display P3 space.
        public static let displayP3 = "kCGColorSpaceDisplayP3"
        /// The name of the linear sRGB space.
        public static let linearSRGB = "kCGColorSpaceLinearSRGB"

        /// The space's name.
        public let name: String?
        let colorSpace: ColorSpace

        /// The space called `name`; nil for a space Vitro does not draw in.
        public init?(name: String) {
            switch name {
            case Self.sRGB: colorSpace = .sRGB
            case Self.displayP3: colorSpace = .displayP3
            case Self.linearSRGB: colorSpace = .linearSRGB
            default: return nil
            }
            self.name = name
        }
    }

    /// The device RGB space, as CoreGraphics' `CGColorSpaceCreateDeviceRGB()`: sRGB.
    public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
        CGColorSpace(name: CGColorSpace.sRGB)!
    }

    /// Where a bitmap keeps alpha, as CoreGraphics' `CGImageAlphaInfo` (Vitro's bitmaps are
    /// always premultiplied RGBA).
    public enum CGImageAlphaInfo: UInt32, Sendable {
        /// No alpha.
        case none
        /// Premultiplied alpha, last.
        case premultipliedLast
        /// Premultiplied alpha, first.
        case premultipliedFirst
        /// Alpha, last.
        case last
        /// Alpha, first.
        case first
        /// No alpha, a byte skipped last.
        case noneSkipLast
        /// No alpha, a byte skipped first.
        case noneSkipFirst
        /// Alpha only.
        case alphaOnly
    }

    extension CGColor {
        /// The color as a Vitro color.
        var rgb: RGBColor { color.rgbColor(in: EnvironmentValues()) }
    }
#endif
