import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

/// A Liquid Glass configuration, as SwiftUI's `Glass`: `.regular`, `.clear` or `.identity`,
/// optionally tinted and interactive.
///
/// Glass is a flat face with a refracting bezel: near its edge it shows what lies just beyond
/// it, compressed, while its center shows the backdrop undistorted. `.regular` frosts what is
/// beneath (σ ≈ 7 pt light, 5 pt dark), saturates it and adjusts its luminosity for legibility —
/// lighter over light content, darker over dark; `.clear` is highly translucent and barely
/// frosted. Specular highlights light the rim at the light angle (``EnvironmentValues/glassLightAngle``)
/// and its opposite; a faint contour and a soft shadow ground it. The figures and where they
/// come from are in Vitro's recipe (`GlassRecipe`).
public struct Glass: Equatable, Sendable {
    package enum Variant: String, Hashable, Sendable { case regular, clear, identity }
    let variant: Variant
    var tintColor: Color?
    var isInteractive = false

    /// The regular variant: frosted, luminosity adjusted for legibility. Most glass uses it.
    public static let regular = Glass(variant: .regular)
    /// The clear variant: highly translucent, for glass over photos and video.
    public static let clear = Glass(variant: .clear)
    /// No effect at all: the content draws exactly as without `glassEffect`.
    public static let identity = Glass(variant: .identity)

    /// Glass stained with `color` ("stained glass"): its hue is the color's, with the backdrop
    /// still faintly visible through it. `nil` removes a tint.
    public func tint(_ color: Color?) -> Glass {
        var g = self
        g.tintColor = color
        return g
    }

    /// Glass that reacts to touch: under `SwiftUI/View/pressed(_:at:)` it draws pressed —
    /// grown by about 5 %, stretched toward the touch and glowing around it.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var g = self
        g.isInteractive = isEnabled
        return g
    }
}

/// The shape glass takes by default, as SwiftUI's `DefaultGlassEffectShape`: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape, a capsule.
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    /// `.fixed`: a capsule is the same mirrored (recorded, as `Capsule`'s).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension View {
    /// Renders `shape` (a capsule by default) behind the view with the Liquid Glass material,
    /// anchored to the view's bounds (padding included), and applies the glass's foreground
    /// treatment to the view: content with hierarchical styles turns dark over light
    /// backdrops and light over dark ones, decided by the luminance beneath the glass.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Matches this glass with glass of the same id in `namespace` across state changes, so the
    /// animation host can morph one into the other; `nil` removes an id. Apply it after
    /// `glassEffect(_:in:)`. Inside a ``GlassEffectContainer`` the id is carried by the glass
    /// item the container draws.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        environmentChange { $0.glassEffectID = id.map { GlassIdentity(id: AnyHashable($0), namespace: namespace) } }
    }

    /// Joins this glass with every glass of the same id in `namespace`, the same ``Glass`` and
    /// the same kind of shape into one shape at rest, drawn over the members' combined frames
    /// (docs/reference/seeds.md#glass-api: "a single Liquid Glass effect capsule"), however far
    /// apart they are. The members must be in one ``GlassEffectContainer``; `nil` leaves the glass
    /// on its own.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        environmentChange { $0.glassEffectUnion = id.map { GlassIdentity(id: AnyHashable($0), namespace: namespace) } }
    }

    /// How this glass appears and disappears in a transition (`.matchedGeometry` by default).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        environmentChange { $0.glassEffectTransition = transition }
    }
}

/// How glass enters and leaves, as SwiftUI's `GlassEffectTransition`.
public struct GlassEffectTransition: Hashable, Sendable {
    let name: String
    /// Glass matched by `glassEffectID(_:in:)` morphs between its frames.
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// Glass matched by `glassEffectID(_:in:)` morphs the `properties` of its frame around
    /// `anchor`.
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center)
        -> GlassEffectTransition
    { .matchedGeometry }
    /// Glass fades and scales in and out.
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// Glass appears and disappears without a morph; only the content fades.
    public static let identity = GlassEffectTransition(name: "identity")
}

/// Which geometry a matched transition follows, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The properties as bits.
    public let rawValue: Int
    /// Properties from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The frame's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The frame's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// The frame's position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
