import Foundation
import VitroGeometry
import VitroRaster
import VitroSymbols

/// What a ``Canvas`` draws with, as SwiftUI's `GraphicsContext`: fills, strokes, text and
/// images, under the context's transform, opacity, blend mode and clip (points).
///
/// A copy of a context shares where it draws but keeps its own state, as in SwiftUI.
@MainActor
public struct GraphicsContext {
    /// Collects what the contexts of one canvas draw.
    final class Recorder {
        var items: [DisplayList.Item] = []
        /// The area drawn into, in the parent's coordinates (the canvas's frame).
        var bounds: CGRect = .zero
    }

    let recorder: Recorder
    /// Clip paths in the canvas's parent coordinates (absolute points), outermost first; each
    /// clips by its nonzero inside.
    var clips: [Path] = []
    /// Layers whose alpha masks what is drawn later (`clipToLayer`), in base coordinates.
    var layerClips: [[DisplayList.Item]] = []
    /// Filters every later drawing operation goes through, first added first applied.
    var filters: [Filter] = []
    /// The canvas's symbols by tag (`resolveSymbol(id:)`).
    var symbols: [AnyHashable: LayoutNode] = [:]

    /// The opacity of what is drawn next, 0…1.
    public var opacity: Double = 1
    /// How what is drawn next blends with what is beneath.
    public var blendMode: BlendMode = .normal
    /// The transform from the coordinates drawn in to the canvas's parent.
    public var transform: CGAffineTransform = .identity
    /// The canvas's environment (color scheme, display scale …).
    public var environment: EnvironmentValues

    /// The canvas's frame in its parent's coordinates (what a CoreGraphics proxy draws over).
    package var canvasBounds: CGRect { recorder.bounds }

    init(recorder: Recorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    /// A blend mode for drawing, as SwiftUI's `GraphicsContext.BlendMode`.
    public typealias BlendMode = VitroCore.BlendMode

    // MARK: state

    /// Moves what the context draws next by `x`, `y` points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what the context draws next by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates what the context draws next by `angle`.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Transforms what the context draws next by `matrix`, after its current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to the outside of the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Limits what is drawn next to the inside of `path` (in the current coordinates), by the
    /// nonzero rule (an even-odd `style` is clipped as nonzero).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var p = path.applying(transform)
        if options.contains(.inverse) {
            // The outside: a rectangle far around the path, with the path's subpaths wound the
            // other way, so the clip's nonzero fill leaves the path's inside out.
            var outside = Path(p.boundingRect.insetBy(dx: -1e5, dy: -1e5))
            for sub in p.measuredSubpaths {
                let points = sub.points.reversed().map { CGPoint(x: $0.x, y: $0.y) }
                outside.addLines(points)
                outside.closeSubpath()
            }
            p = outside
        }
        clips.append(p)
    }

    // MARK: shading

    /// What fills and strokes are painted with, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: @unchecked Sendable {
        let style: any ShapeStyle

        /// A flat color.
        public static func color(_ color: Color) -> Shading { Shading(style: color) }
        /// A color from its components (sRGB).
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(style: Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// Any shape style: gradients, hierarchical styles.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(style: ForegroundStyle()) }
    }

    // MARK: drawing

    /// Fills `path` (current coordinates) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let rule: FillRule = style.isEOFilled ? .evenOdd : .nonZero
        emit(
            ShapeNode.items(
                for: path, style: shading.style, rule: rule, in: path.boundingRect, environment: environment))
    }

    /// Strokes `path` with `shading` in `style` (dashes included).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let outline = path.strokedPath(style)
        emit(
            ShapeNode.items(
                for: outline, style: shading.style, rule: .nonZero, in: path.boundingRect, environment: environment))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` at `point`, at its ideal size.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: text, at: point, anchor: anchor)
    }

    /// Draws `text` wrapped into `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(view: text, in: rect) }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(view: image.resizable(), in: rect)
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: image, at: point, anchor: anchor)
    }

    /// A text prepared for drawing, as SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// The shading set on the resolved text; nil draws in the text's own style.
        var shadingOverride: Shading?

        /// The shading the text is drawn with: the foreground style unless set.
        public var shading: Shading {
            get { shadingOverride ?? .foreground }
            set { shadingOverride = newValue }
        }

        /// The text as drawn: in `shading` when one was set.
        @MainActor var drawn: AnyView {
            guard let shadingOverride else { return AnyView(text) }
            return AnyView(text.foregroundStyle(AnyShapeStyle(erasing: shadingOverride.style)))
        }

        /// The text's size when wrapped into `size`.
        @MainActor public func measure(in size: CGSize) -> CGSize {
            ResolveContext(environment: environment).node(text).size(for: ProposedViewSize(size))
        }
    }

    /// An image prepared for drawing, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points.
        public let size: CGSize
        /// The shading set on the resolved image; nil draws in the environment's foreground.
        var shadingOverride: Shading?

        /// The shading a template image or symbol is filled with: the foreground style unless
        /// set (an image drawn in its own colors ignores it).
        public var shading: Shading {
            get { shadingOverride ?? .foreground }
            set { shadingOverride = newValue }
        }

        /// `draw` applied to the image, in `shading` when one was set.
        @MainActor func drawn(_ image: Image) -> AnyView {
            guard let shadingOverride else { return AnyView(image) }
            return AnyView(image.foregroundStyle(AnyShapeStyle(erasing: shadingOverride.style)))
        }
    }

    /// `text` resolved in the context's environment, ready to draw and measure.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }

    /// `image` resolved in the context's environment, ready to draw and measure.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, size: ResolveContext(environment: environment).node(image).size(for: .unspecified))
    }

    /// Draws resolved text with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: text.drawn, at: point, anchor: anchor)
    }

    /// Draws resolved text in `rect`, wrapped to its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(view: text.drawn, in: rect) }

    /// Draws a resolved image stretched over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(view: image.drawn(image.image.resizable()), in: rect)
    }

    /// Draws a resolved image at its size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: image.drawn(image.image), at: point, anchor: anchor)
    }

    /// Draws what `content` draws as one layer, composited with this context's opacity, blend
    /// mode and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let inner = Recorder()
        var sub = GraphicsContext(recorder: inner, environment: environment)
        sub.transform = transform
        try content(&sub)
        var effects = GroupEffects()
        effects.isolated = true
        emit(layer: effects, inner.items)
    }

    // MARK: internals

    func draw(view: some View, at point: CGPoint, anchor: UnitPoint) {
        let node = ResolveContext(environment: environment).node(view)
        let s = node.size(for: .unspecified)
        node.place(
            in: CGRect(
                x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height),
            within: Placement())
        var items: [DisplayList.Item] = []
        node.draw(into: &items)
        emit(items)
    }

    func draw(view: some View, in rect: CGRect) {
        let node = ResolveContext(environment: environment).node(view)
        let s = node.size(for: ProposedViewSize(rect.size))
        node.place(in: CGRect(origin: rect.origin, size: s), within: Placement())
        var items: [DisplayList.Item] = []
        node.draw(into: &items)
        emit(items)
    }

    /// Appends items drawn in the current coordinates under the context's state.
    func emit(_ items: [DisplayList.Item]) {
        guard !items.isEmpty else { return }
        var effects = GroupEffects()
        effects.transform = transform
        emit(layer: effects, items)
    }

    /// Appends a group with the context's opacity, blend mode and clips added to `effects`.
    func emit(layer effects: GroupEffects, _ items: [DisplayList.Item]) {
        var e = effects
        let opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        var item: DisplayList.Item
        if filters.isEmpty {
            e.opacity = opacity
            e.blend = blendMode.operation
            item = .group(e, items)
        } else {
            // Drawn, then filtered, then composited with the opacity and blend mode.
            item = .group(e, items)
            for filter in filters { item = .group(filter.effects(in: environment), [item]) }
            var composite = GroupEffects()
            composite.opacity = opacity
            composite.blend = blendMode.operation
            composite.isolated = true
            item = .group(composite, [item])
        }
        // Each clip in its own group, the first outermost.
        for mask in layerClips.reversed() {
            var m = GroupEffects()
            m.mask = mask
            m.isolated = true
            item = .group(m, [item])
        }
        for path in clips.reversed() {
            var c = GroupEffects()
            c.clip = path
            item = .group(c, [item])
        }
        recorder.items.append(item)
    }
}
