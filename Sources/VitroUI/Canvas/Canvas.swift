import Foundation

/// A view you draw into with a ``GraphicsContext``, as SwiftUI's `Canvas`: it takes the space
/// it is offered, and `renderer` draws in its coordinates (points, origin at its top-left).
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let opaque: Bool

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [CanvasNode(renderer: renderer, environment: context.environment)]
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
        self.opaque = opaque
    }
}

/// Runs a canvas's renderer when it is drawn, into the display list.
@MainActor
final class CanvasNode: LayoutNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
        self.renderer = renderer
        super.init(environment: environment)
    }

    override func render(into list: inout [DisplayList.Item]) {
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(recorder: recorder, environment: environment)
        context.transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        renderer(&context, frame.size)
        list += recorder.items
    }

    override var kind: String { "Canvas" }
}
