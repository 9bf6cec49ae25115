import Foundation

extension View {
    /// Draws `style` behind the view, filling its frame. A material also makes the view's
    /// hierarchical content vibrant over it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        // The fill reaches under bars and the home indicator where the view touches the safe
        // area's edges (`SafeAreaReachNode`).
        modifier(StyleLayerModifier(style: style, shape: Rectangle(), inFront: false, reach: edges))
    }

    /// Draws `style` behind the view in `shape`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        modifier(StyleLayerModifier(style: style, shape: shape, inFront: false))
    }

    /// Draws `content` behind the view, offered the view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(ViewLayerModifier(secondary: content(), alignment: alignment, inFront: false))
    }

    /// Puts `background` behind the view, sized to it and aligned by `alignment` (SwiftUI's older
    /// form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(ViewLayerModifier(secondary: background, alignment: alignment, inFront: false))
    }

    /// The background in the default background style (the system background color).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills the view's frame with `style` in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(style, in: Rectangle())
    }

    /// Fills `shape` in the view's frame with `style` in front of it.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        modifier(StyleLayerModifier(style: style, shape: shape, inFront: true))
    }

    /// Puts the views `content` makes in front of the view, aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(ViewLayerModifier(secondary: content(), alignment: alignment, inFront: true))
    }

    /// Puts `overlay` in front of the view, aligned by `alignment` (SwiftUI's older form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(ViewLayerModifier(secondary: overlay, alignment: alignment, inFront: true))
    }

    /// A border drawn inside the frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// A style in a shape behind or in front of the content.
struct StyleLayerModifier<S: ShapeStyle, T: Shape>: ViewModifier, NodeModifier {
    typealias Body = Never
    let style: S
    let shape: T
    let inFront: Bool
    /// The safe-area edges the layer reaches into where the view touches them.
    var reach: Edge.Set = []

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        var inner = context
        if !inFront, let material = style as? Material {
            // Content on a material: hierarchical styles turn vibrant.
            inner.environment.backgroundMaterial = material
        }
        return content(inner).map { node in
            let fill = context.nodes(shape.fill(style)).first!
            let layer =
                reach.isEmpty ? fill : SafeAreaReachNode(child: fill, edges: reach, environment: context.environment)
            return LayeredNode(
                primary: node, secondary: layer, alignment: .center, inFront: inFront, environment: context.environment)
        }
    }
}

/// A view behind or in front of the content.
struct ViewLayerModifier<V: View>: ViewModifier, NodeModifier {
    typealias Body = Never
    let secondary: V
    let alignment: Alignment
    let inFront: Bool

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        content(context).map { node in
            LayeredNode(
                primary: node, secondary: context.node(secondary), alignment: alignment, inFront: inFront,
                environment: context.environment)
        }
    }
}
