import Foundation
import VitroSymbols

/// A view you draw into with a ``GraphicsContext``, as SwiftUI's `Canvas`: it takes the space
/// it is offered, and `renderer` draws in its coordinates (points, origin at its top-left).
/// Views given as `symbols`, each tagged with `tag(_:)`, are drawn by the renderer through
/// `GraphicsContext.resolveSymbol(id:)`.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    /// What draws the canvas: called with a context and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Views the renderer draws by tag (`GraphicsContext.resolveSymbol(id:)`).
    public var symbols: Symbols
    /// Whether the canvas is wholly opaque (recorded: a hint for speed in SwiftUI; the canvas
    /// draws what its renderer draws either way).
    public var isOpaque: Bool
    /// How colors are blended (recorded: Vitro blends gamma-encoded colors).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas draws off the main thread (recorded: a still image waits for it).
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer` that can draw the tagged views of `symbols`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = symbols()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // The symbols are resolved once, as a picker resolves its options, and found by tag.
        var tagged: [AnyHashable: LayoutNode] = [:]
        if Symbols.self != EmptyView.self {
            for node in context.appending(.content).nodes(symbols) {
                if let tag = node.selectionTag, tagged[tag] == nil { tagged[tag] = node }
            }
        }
        return [CanvasNode(renderer: renderer, symbols: tagged, environment: context.environment)]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted for source compatibility; a still image draws the same either way.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = EmptyView()
    }
}

/// Runs a canvas's renderer when it is drawn, into the display list.
@MainActor
final class CanvasNode: LayoutNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The canvas's symbols by tag.
    let symbols: [AnyHashable: LayoutNode]

    package init(
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [AnyHashable: LayoutNode] = [:],
        environment: EnvironmentValues
    ) {
        self.renderer = renderer
        self.symbols = symbols
        super.init(environment: environment)
    }

    override func render(into list: inout [DisplayList.Item]) {
        let recorder = GraphicsContext.Recorder()
        recorder.bounds = frame
        var context = GraphicsContext(recorder: recorder, environment: environment)
        context.symbols = symbols
        context.transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        renderer(&context, frame.size)
        list += recorder.items
    }

    override var kind: String { "Canvas" }
}
