import Foundation
import VitroColor
import VitroGeometry

/// Glass behind content in a shape; the content is resolved in both appearances so that the
/// renderer can draw the one the backdrop calls for.
struct GlassEffectModifier<S: Shape>: ViewModifier, NodeModifier {
    typealias Body = Never
    let glass: Glass
    let shape: S

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        guard glass.variant != .identity else { return content(context) }
        // The glass's id, union and transition are its own, not its content's.
        func inner(_ scheme: ColorScheme) -> ResolveContext {
            context.with {
                $0.colorScheme = scheme
                $0.glassEffectID = nil
                $0.glassEffectUnion = nil
                $0.glassEffectTransition = .matchedGeometry
            }
        }
        let overLight = content(inner(.light))
        let overDark = content(inner(.dark))
        guard overLight.count == overDark.count else { return content(context) }
        return zip(overLight, overDark).map { light, dark in
            GlassEffectNode(
                glass: glass, shape: shape, overLight: light, overDark: dark, environment: context.environment)
        }
    }
}

/// A view with glass behind it: laid out as its content, drawn as one glass item carrying the
/// content in both appearances.
@MainActor
final class GlassEffectNode: WrapperNode {
    let glass: Glass
    let shape: any Shape
    /// The content resolved in the light appearance (dark content) and the dark one.
    let overLight: LayoutNode
    let overDark: LayoutNode

    package init(
        glass: Glass, shape: any Shape, overLight: LayoutNode, overDark: LayoutNode, environment: EnvironmentValues
    ) {
        self.glass = glass
        self.shape = shape
        self.overLight = overLight
        self.overDark = overDark
        super.init(child: environment.colorScheme == .dark ? overDark : overLight, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        overLight.place(in: rect, within: placement)
        overDark.place(in: rect, within: placement)
    }

    override func render(into list: inout [DisplayList.Item]) {
        var light: [DisplayList.Item] = []
        var dark: [DisplayList.Item] = []
        overLight.render(into: &light)
        overDark.render(into: &dark)
        let outline = GlassOutline(shape, frame: frame, container: placement.container)
        var item = GlassItem.single(
            geometry: outline.geometry(in: frame), frame: frame, kind: GlassItem.kind(of: shape), glass: glass,
            environment: environment, overLight: light, overDark: dark)
        item.elements[0].outline = outline
        item.elements[0].id = environment.glassEffectID
        item.elements[0].union = environment.glassEffectUnion
        item.elements[0].transition = environment.glassEffectTransition
        list.append(.glass(item))
    }

    override var kind: String { "Glass" }
}

extension GlassItem {
    /// A lone glass element from a view's environment.
    @MainActor
    package static func single(
        geometry: FieldGeometry, frame: CGRect, kind: String, glass: Glass, environment: EnvironmentValues,
        overLight: [DisplayList.Item], overDark: [DisplayList.Item]
    ) -> GlassItem {
        let pressed = glass.isInteractive && environment.isControlPressed
        let at = environment.controlPressLocation
        let element = Element(
            geometry: geometry, frame: frame, tint: glass.tintColor.map { $0.rgbColor(in: environment) },
            isPressed: pressed,
            touch: CGPoint(x: frame.minX + at.x * frame.width, y: frame.minY + at.y * frame.height), kind: kind,
            contentOverLight: overLight, contentOverDark: overDark, glass: glass)
        return GlassItem(
            elements: [element], variant: glass.variant, colorScheme: environment.colorScheme,
            reduceTransparency: environment.accessibilityReduceTransparency,
            increasedContrast: environment.colorSchemeContrast == .increased,
            lightAngle: environment.glassLightAngle.radians, edition: environment.glassEdition,
            tinting: environment.glassTinting)
    }

    /// A short name of a shape for printing.
    static func kind(of shape: any Shape) -> String {
        switch shape {
        case is Capsule, is DefaultGlassEffectShape: "capsule"
        case is Circle: "circle"
        case is Ellipse: "ellipse"
        case is Rectangle: "rect"
        case is RoundedRectangle, is UnevenRoundedRectangle: "rounded rect"
        case is ConcentricRectangle: "concentric rect"
        default: "path"
        }
    }
}

extension LayoutNode {
    /// Whether this node draws Liquid Glass (for measurements made from outside the core, such
    /// as the legibility audit's capture).
    package var isGlassEffect: Bool { self is GlassEffectNode }
}
