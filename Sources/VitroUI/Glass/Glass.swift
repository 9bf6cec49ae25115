import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

/// A Liquid Glass configuration, as SwiftUI's `Glass`: `.regular`, `.clear` or `.identity`,
/// optionally tinted and interactive.
///
/// Stand-in: until Vitro's Liquid Glass renderer lands, glass draws as frosted glass — the
/// backdrop blurred (σ 7 pt light, 5 pt dark; 2 pt for `.clear`), saturated 1.5, washed, with a
/// light rim — without refraction, specular highlights, luminance adaptation or merging.
public struct Glass: Hashable, Sendable {
    enum Variant: Hashable, Sendable { case regular, clear, identity }
    let variant: Variant
    var tintColor: Color?
    var isInteractive = false

    public static let regular = Glass(variant: .regular)
    public static let clear = Glass(variant: .clear)
    /// No effect at all.
    public static let identity = Glass(variant: .identity)

    /// Glass stained with `color` ("stained glass").
    public func tint(_ color: Color?) -> Glass {
        var g = self
        g.tintColor = color
        return g
    }

    /// Glass that reacts to touch (Vitro draws it at rest; the pressed state comes with the
    /// Liquid Glass renderer).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var g = self
        g.isInteractive = isEnabled
        return g
    }

    /// The stand-in recipe.
    func effect(in environment: EnvironmentValues) -> BackdropEffect? {
        let dark = environment.colorScheme == .dark
        var tints: [(RGBColor, BlendOperation)] = []
        let sigma: CGFloat
        switch variant {
        case .identity: return nil
        case .regular:
            sigma = dark ? 5 : 7
            tints.append(
                dark ? (RGBColor(0, 0, 0, alpha: 0.18), .normal) : (RGBColor(255, 255, 255, alpha: 0.22), .normal))
        case .clear:
            sigma = 2
        }
        if let tintColor { tints.append((tintColor.rgbColor(in: environment).withAlpha(0.55), .normal)) }
        return BackdropEffect(
            sigma: sigma, saturation: 1.5, tints: tints, edges: environment.backdropEdgeMode, name: "glass")
    }
}

/// The shape glass takes by default, as SwiftUI's `DefaultGlassEffectShape`: a capsule.
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension View {
    /// Puts Liquid Glass behind the view in `shape` (a capsule by default). Stand-in rendering;
    /// see ``Glass``.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Matches this glass with glass of the same id across state changes (for morphing
    /// transitions of the animation host to come).
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

    /// Joins glass with the same id into one shape (merging comes with the Liquid Glass renderer).
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }

    /// How this glass appears and disappears.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

    /// Extends the view under the safe areas with mirrored, blurred copies (drawn as the view
    /// alone until bars and sidebars land).
    public func backgroundExtensionEffect() -> some View { self }
}

/// How glass enters and leaves, as SwiftUI's `GlassEffectTransition`.
public struct GlassEffectTransition: Hashable, Sendable {
    let name: String
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center)
        -> GlassEffectTransition
    { .matchedGeometry }
    public static let materialize = GlassEffectTransition(name: "materialize")
    public static let identity = GlassEffectTransition(name: "identity")
}

/// Which geometry a matched transition follows, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Glass behind content in a shape: a backdrop and a rim.
struct GlassEffectModifier<S: Shape>: ViewModifier, NodeModifier {
    typealias Body = Never
    let glass: Glass
    let shape: S

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        guard let effect = glass.effect(in: context.environment) else { return content(context) }
        return content(context).map { node in
            LayeredNode(
                primary: node, secondary: GlassNode(shape: shape, effect: effect, environment: context.environment),
                alignment: .center, inFront: false, environment: context.environment)
        }
    }
}

@MainActor
final class GlassNode: LayoutNode {
    let shape: any Shape
    let effect: BackdropEffect

    init(shape: any Shape, effect: BackdropEffect, environment: EnvironmentValues) {
        self.shape = shape
        self.effect = effect
        super.init(environment: environment)
    }

    override func render(into list: inout [DisplayList.Item]) {
        let path = ContainerScope.with(environment.containerShape) { shape.path(in: frame) }
        list += Self.items(path, effect, rimOpacity: environment.colorScheme == .dark ? 0.22 : 0.55)
    }

    /// The stand-in's drawing: the backdrop effect in `path`, then a 1-point light rim.
    static func items(_ path: Path, _ effect: BackdropEffect, rimOpacity: Double) -> [DisplayList.Item] {
        let rim = Path(Stroker.outline(of: path.storage, StrokeParameters(width: 1)))
        return [
            .backdrop(effect, path),
            .fill(rim, .color(RGBColor(255, 255, 255, alpha: rimOpacity)), .nonZero, .plusLighter),
        ]
    }

    override var kind: String { "Glass" }
}

/// Glass shapes laid out together, as SwiftUI's `GlassEffectContainer`. Stand-in: the content
/// is laid out as it is; merging shapes closer than `spacing` comes with the Liquid Glass renderer.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}
