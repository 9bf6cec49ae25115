import VitroColor
import VitroGeometry

/// What paints the icon's ground (the document's `fill`) or replaces a layer's own colors.
public enum IconFill: Sendable, Hashable {
    /// Nothing: the layer keeps its artwork's colors; the ground is transparent.
    case none
    /// The system's choice: a white-to-light-gray gradient in light, a near-black one in dark.
    case automatic
    /// The system's light or dark ground (`system-light`, `system-dark`).
    case systemLight
    case systemDark
    /// One color.
    case solid(RGBColor)
    /// A gradient the system derives from one color: lighter at the top, the color at the bottom.
    case automaticGradient(RGBColor)
    /// Colors along a line between two points in unit coordinates of the canvas (x right, y down);
    /// Icon Composer's default runs from the top center to 70 % down.
    case linearGradient([RGBColor], start: Point2D, stop: Point2D)
}

/// Icon Composer's `translucency`: whether a group lets what is beneath show through, and how much (0…1).
public struct IconTranslucency: Sendable, Hashable {
    public var enabled: Bool
    public var value: Double
    public init(enabled: Bool, value: Double) { (self.enabled, self.value) = (enabled, value) }
}

/// Icon Composer's `shadow`: what a group casts on the groups beneath it.
public struct IconShadow: Sendable, Hashable {
    /// `neutral` (black), `layer-color` (chromatic: the group's own colors, darkened) or `none`.
    public enum Kind: String, Sendable, Hashable { case neutral, layerColor = "layer-color", none }
    public var kind: Kind
    public var opacity: Double
    public init(kind: Kind, opacity: Double) { (self.kind, self.opacity) = (kind, opacity) }
}

/// Icon Composer's `lighting`: one light for the group as a whole (`combined`), or for each layer.
public enum IconLighting: String, Sendable, Hashable { case combined, individual }

/// Icon Composer's `position`: a uniform scale about the canvas center and a translation in points
/// of the 1024-point canvas (x right, y down).
public struct IconPosition: Sendable, Hashable {
    public var scale: Double
    public var translation: Point2D
    public init(scale: Double = 1, translation: Point2D = Point2D(x: 0, y: 0)) {
        (self.scale, self.translation) = (scale, translation)
    }
}
