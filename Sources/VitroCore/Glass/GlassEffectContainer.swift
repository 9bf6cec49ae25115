import Foundation

/// Glass that renders together, as SwiftUI's `GlassEffectContainer`: every glass shape inside
/// joins one group drawn in one pass over one distance field, the smooth union of the shapes'
/// fields, so shapes closer than `spacing` blend into one piece of glass — refraction, frost,
/// rim light and shadow follow the merged outline, while each shape keeps its own tint, press
/// and content, blended across the bridge between them.
///
/// `spacing` is the gap (points) at which shapes begin to merge, UIKit's definition: the smooth
/// union's strength k equals it (docs/reference/glass-figures.md#container-spacing), so shapes at
/// least `spacing` apart keep their own outlines exactly, facing edges reach toward each other
/// below it, and a bridge joins them once the gap is under half of it. A container spacing larger
/// than a stack's spacing thus blends the stack's glass at rest, as SwiftUI's documentation says
/// (docs/reference/seeds.md#glass-api).
///
/// `spacing: nil` uses `defaultSpacing` (0): the glass renders together and overlapping
/// shapes form one outline, but nothing reaches across a gap — AppKit's documented default
/// ("batches rendering without merging").
///
/// Only glass of the same variant (`.regular`, `.clear`) joins one group; glass inside a layer
/// (opacity, clip, blur, …) keeps rendering on its own, and a container inside a container
/// keeps its own spacing.
public struct GlassEffectContainer<Content: View>: View {
    /// The spacing a container without one uses (points).
    public static var defaultSpacing: CGFloat { 0 }

    let spacing: CGFloat?
    let content: Content

    /// A container whose glass views blend once they are closer than `spacing` points (0 when
    /// `nil`).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        content.modifier(GlassContainerModifier(spacing: spacing ?? Self.defaultSpacing))
    }
}

/// Gathers the glass of each content node into one group.
struct GlassContainerModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let spacing: CGFloat

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        // A container's glass ids, unions and transitions belong to the glass inside it.
        let inner = context.with {
            $0.glassEffectID = nil
            $0.glassEffectUnion = nil
        }
        return content(inner).map {
            GlassContainerNode(spacing: spacing, child: $0, graph: context.graph, environment: context.environment)
        }
    }
}

/// A container's scope on the layout tree: laid out as its content; draws the content, then
/// lifts every glass item it drew into one group (`GlassGathering`).
@MainActor
final class GlassContainerNode: WrapperNode {
    let spacing: CGFloat
    /// The graph the container was resolved in, which holds the render's limits and records the
    /// first one exceeded (weak: the graph owns its nodes' layout trees).
    weak var graph: ViewGraph?

    package init(spacing: CGFloat, child: LayoutNode, graph: ViewGraph, environment: EnvironmentValues) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        self.graph = graph
        super.init(child: child, environment: environment)
    }

    override func render(into list: inout [DisplayList.Item]) {
        var drawn: [DisplayList.Item] = []
        child.draw(into: &drawn)
        let gathered = GlassGathering.gather(drawn, spacing: spacing)
        if withinLimits(gathered) { list += gathered }
    }

    override var kind: String { "GlassEffectContainer" }
}
