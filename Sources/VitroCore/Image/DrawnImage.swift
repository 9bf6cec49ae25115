import Foundation

/// The drawing of an image made with `Image(size:label:opaque:colorMode:renderer:)`: its size in
/// points and the closure that draws it. Equal only to itself.
final class DrawnImage: Hashable, @unchecked Sendable {
    let size: CGSize
    // Called on the main actor only, when the image's node renders.
    let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size
        self.renderer = renderer
    }

    static func == (a: DrawnImage, b: DrawnImage) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// An image `size` points large drawn by `renderer` into a graphics context (SwiftUI's
    /// vector image); a resizable one scales the drawing to its frame. `opaque` and `colorMode`
    /// are hints (recorded), `label` its accessibility label.
    public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        let w = size.width.isFinite ? max(0, size.width) : 0
        let h = size.height.isFinite ? max(0, size.height) : 0
        source = .drawn(DrawnImage(size: CGSize(width: w, height: h), renderer: renderer))
    }

    /// A named image with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }

    /// A named image that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
}

/// Draws an `Image(size:renderer:)`: at its size, or scaled to its frame when resizable.
@MainActor
final class DrawnImageNode: LayoutNode {
    let drawing: DrawnImage
    let resizable: Bool

    init(drawing: DrawnImage, resizable: Bool, environment: EnvironmentValues) {
        self.drawing = drawing
        self.resizable = resizable
        super.init(environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: drawing.size) : drawing.size
    }

    override func render(into list: inout [DisplayList.Item]) {
        let recorder = GraphicsContext.Recorder()
        recorder.bounds = frame
        var context = GraphicsContext(recorder: recorder, environment: environment)
        var t = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        if resizable, drawing.size.width > 0, drawing.size.height > 0 {
            t = CGAffineTransform(scaleX: frame.width / drawing.size.width, y: frame.height / drawing.size.height)
                .concatenating(t)
        }
        context.transform = t
        context.clip(to: Path(CGRect(origin: .zero, size: drawing.size)))
        drawing.renderer(&context)
        list += recorder.items
    }

    override var kind: String { "Image (drawn)" }
}

extension Image {
    /// How much of a display's brightness range an image may use, as SwiftUI's
    /// `Image.DynamicRange`. Recorded: Vitro renders standard range only.
    public struct DynamicRange: Hashable, Sendable {
        let level: Int
        /// Standard range (recorded).
        public static let standard = DynamicRange(level: 0)
        /// High range kept close to standard content (recorded).
        public static let constrainedHigh = DynamicRange(level: 1)
        /// The display's full high range (recorded).
        public static let high = DynamicRange(level: 2)
    }

    /// This image limited to `range` of brightness (recorded: drawn in standard range).
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}
