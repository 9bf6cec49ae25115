import Foundation

extension View {
    /// visionOS's window glass behind the view, in a rounded rectangle (corner radius 46, as
    /// visionOS windows).
    public func glassBackgroundEffect(displayMode: GlassBackgroundDisplayMode = .always) -> some View {
        glassBackgroundEffect(in: RoundedRectangle(cornerRadius: 46), displayMode: displayMode)
    }

    /// visionOS's window glass behind the view in `shape`: blurred, with a wash that adapts to
    /// the luminance behind it. Content on it is drawn light, as visionOS has no dark mode.
    public func glassBackgroundEffect<S: InsettableShape>(
        in shape: S, displayMode: GlassBackgroundDisplayMode = .always
    ) -> some View {
        modifier(GlassBackgroundModifier(shape: shape, displayMode: displayMode))
    }
}

struct GlassBackgroundModifier<S: Shape>: ViewModifier, NodeModifier {
    typealias Body = Never
    let shape: S
    let displayMode: GlassBackgroundDisplayMode

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        guard displayMode != .never else { return content(context) }
        let glass = Material(kind: .glassBackground)
        var inner = context
        inner.environment.colorScheme = .dark
        inner.environment.backgroundMaterial = glass
        return content(inner).map { node in
            LayeredNode(
                primary: node, secondary: context.nodes(shape.fill(glass)).first!, alignment: .center, inFront: false,
                environment: context.environment)
        }
    }
}
