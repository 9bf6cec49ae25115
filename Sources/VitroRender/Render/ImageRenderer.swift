import Foundation
import OpenCombine
import VitroColor
import VitroImageIO
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Renders a view to an image, as SwiftUI's `ImageRenderer`.
///
/// Set the environment on the content (`.environment(\.colorScheme, .dark)`) as in SwiftUI.
/// `render()` (Vitro's addition) returns a `RasterImage`; `displayList` and
/// `layoutDescription` describe the same frame without pixels.
@MainActor
public final class ImageRenderer<Content: View> {
    /// Publishes before the renderer's content or options change, so an observer can render
    /// again (as SwiftUI's `objectWillChange`).
    public let objectWillChange = ObservableObjectPublisher()
    /// The view the renderer draws.
    public var content: Content { willSet { objectWillChange.send() } }
    /// The size proposed to the content; by default its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }
    /// Pixels per point.
    public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
    /// Draw on opaque black instead of transparency.
    public var isOpaque = false { willSet { objectWillChange.send() } }
    /// How pixels are composited: gamma-encoded (`.nonLinear`, as Core Animation and CSS do, the
    /// default) or in linear light (`.linear` and `.extendedLinear`, the same at 8 bits).
    public var colorMode: ColorRenderingMode = .nonLinear { willSet { objectWillChange.send() } }
    /// The color space of the pixels (Display P3 keeps P3 colors; sRGB by default).
    public var colorSpace: ColorSpace = .sRGB { willSet { objectWillChange.send() } }
    /// Whether the renderer watches the content's observable state to publish
    /// `objectWillChange` (recorded: Vitro renders when asked, and publishes only when the
    /// renderer's own properties change).
    public var isObservationEnabled = true
    /// The most dynamic range the rendered images may use, as SwiftUI's `allowedDynamicRange`
    /// (recorded: Vitro renders standard range only; the content reads the value as the
    /// `allowedDynamicRange` environment value).
    public var allowedDynamicRange: Image.DynamicRange? { willSet { objectWillChange.send() } }
    /// The bounds a render holds its content to (Vitro's addition): canvas size, view depth,
    /// text length, glass shapes per container, animation frames. See `RenderLimits`.
    public var limits = RenderLimits.default
    /// The most pixels a render may have (Vitro's addition); larger canvases are refused. The
    /// same as `limits.canvasPixels`.
    public var pixelLimit: Int {
        get { limits.canvasPixels }
        set { limits.canvasPixels = newValue }
    }

    /// A renderer of `content`; set the proposed size, scale and other options, then render.
    public init(content: Content) {
        self.content = content
    }

    /// Why a render was refused.
    public enum RenderError: Error, CustomStringConvertible, Equatable {
        /// The size is not finite and positive.
        case invalidSize(width: CGFloat, height: CGFloat)
        /// The canvas would have more pixels than the limit.
        case tooManyPixels(width: Int, height: Int, limit: Int)

        public var description: String {
            switch self {
            case .invalidSize(let w, let h):
                "cannot render a view of size \(w)×\(h) points: the size must be finite and positive"
            case .tooManyPixels(let w, let h, let limit):
                "a \(w)×\(h)-pixel render is over the limit of \(limit) pixels (ImageRenderer.pixelLimit)"
            }
        }
    }

    /// A laid-out frame: the node tree, its size and its display list (package: the tests'
    /// shared helpers walk its nodes).
    package struct Frame {
        package let root: LayoutNode
        let size: CGSize
        let items: [DisplayList.Item]
        /// The first of the `RenderLimits` the content exceeded (what is over it is dropped).
        var exceeded: RenderLimitError? = nil
    }

    /// The graph the content resolves in: a host's persistent one, or a fresh one per render.
    var graph: ViewGraph?
    /// The environment the content starts from (a host's overrides).
    var baseEnvironment = EnvironmentValues()

    /// Resolves and lays out the content, and collects its display list.
    package func layout() -> Frame {
        let graph: ViewGraph
        if let kept = self.graph {
            graph = kept
        } else {
            graph = ViewGraph(runsLifecycle: false)
        }
        defer { if self.graph == nil { graph.tearDown() } }
        graph.limitState = LimitState(limits: limits)
        var env = baseEnvironment
        env.displayScale = Double(scale)
        if let allowedDynamicRange { env.allowedDynamicRange = allowedDynamicRange }
        // The root's safe area: zero unless the content's environment says otherwise. Its
        // identity is the same for every render, so an unchanged environment stays the same
        // between updates.
        env.safeAreaID = .root
        // The container `containerRelativeFrame` and `UIScreen.main` measure against.
        let savedContainer = (RenderContainer.size, RenderContainer.scale)
        if let w = proposedSize.width, let h = proposedSize.height, w.isFinite, h.isFinite {
            RenderContainer.size = CGSize(width: w, height: h)
        }
        RenderContainer.scale = scale
        defer { (RenderContainer.size, RenderContainer.scale) = savedContainer }
        return graph.update {
            let context = ResolveContext(environment: env, graph: graph)
            // The root presents what its content asks for (a device screen presents its own).
            let inner = PresentationHostNode.hosting(
                context.node(content), context: context, safeArea: env.safeAreaInsets, displayCornerRadius: 0)
            let root = SafeAreaNode(
                child: inner, id: .root, insets: { _ in inner.environment.safeAreaInsets }, environment: env)
            var size = root.size(for: proposedSize)
            if let w = proposedSize.width, w.isFinite { size.width = max(size.width, 0) }
            root.place(in: CGRect(origin: .zero, size: size), within: Placement())
            // The image covers the root's pixel-rounded frame: no half-covered last row or column.
            if root.frame.width.isFinite, root.frame.height.isFinite { size = root.frame.size }
            var items: [DisplayList.Item] = []
            root.draw(into: &items)
            return Frame(root: root, size: size, items: items, exceeded: graph.limitState.exceeded)
        }
    }

    /// What the content draws, in points.
    public var displayList: DisplayList { DisplayList(layout().items) }

    /// The layout tree with each node's frame, one per line (for tests and debugging).
    public var layoutDescription: String {
        let frame = layout()
        var out = ""
        func write(_ n: LayoutNode, _ depth: Int) {
            out += String(repeating: "  ", count: depth) + "\(n.kind) \(fmt(n.frame))\(n.attributes.summary)\n"
            for c in n.children { write(c, depth + 1) }
        }
        write(frame.root, 0)
        return out
    }

    /// Renders the content to pixels.
    public func render() throws -> RasterImage {
        try RasterImage(renderPixmap())
    }

    /// Renders the content into a pixmap.
    public func renderPixmap() throws -> Pixmap {
        try pixmap(for: layout())
    }

    /// A laid-out frame checked and sized for painting off the main actor.
    func renderFrame(for frame: Frame) throws -> RenderFrame {
        let canvas = try canvas(for: frame)
        return RenderFrame(
            displayList: DisplayList(frame.items), pixelWidth: canvas.width, pixelHeight: canvas.height,
            scale: canvas.scale, colorSpace: canvas.colorSpace, isOpaque: canvas.isOpaque)
    }

    /// Paints a laid-out frame.
    func pixmap(for frame: Frame) throws -> Pixmap {
        let canvas = try canvas(for: frame)
        var pixmap = try Pixmap(
            width: canvas.width, height: canvas.height, colorSpace: canvas.colorSpace, pixelLimit: pixelLimit)
        if isOpaque { pixmap.clear(to: RGBColor(0, 0, 0)) }
        DisplayListRenderer(scale: scale, colorSpace: canvas.colorSpace).render(
            frame.items, into: &pixmap, isClear: !isOpaque)
        return pixmap
    }

    /// The pixels a frame is painted into: its size at the scale, within the limit, and the
    /// color space of the color mode.
    func canvas(for frame: Frame) throws -> FrameReuse.Canvas {
        if let exceeded = frame.exceeded { throw exceeded }
        let w = frame.size.width * scale
        let h = frame.size.height * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5, scale > 0 else {
            throw RenderError.invalidSize(width: frame.size.width, height: frame.size.height)
        }
        // Checked in floating point first: a finite 1e300-point view has no Int size.
        let side = max(w, h).rounded(.up)
        try limits.check(.canvasSide, side < 0x1p62 ? Int(side) : .max)
        // A size already on the pixel grid may carry floating-point noise above the whole pixel.
        let pw = Int((w - 1e-6).rounded(.up))
        let ph = Int((h - 1e-6).rounded(.up))
        let (pixels, overflow) = pw.multipliedReportingOverflow(by: ph)
        guard !overflow, pixels <= pixelLimit else {
            throw RenderError.tooManyPixels(width: pw, height: ph, limit: pixelLimit)
        }
        let space = colorMode == .nonLinear ? colorSpace.encoded : colorSpace.linear
        return FrameReuse.Canvas(width: pw, height: ph, scale: scale, colorSpace: space, isOpaque: isOpaque)
    }
}

/// An observer (a view holding the renderer as an `@ObservedObject` or `@StateObject`) renders
/// again when the renderer's options change; on the main actor, where the renderer lives.
extension ImageRenderer: @MainActor ObservableObject {}
