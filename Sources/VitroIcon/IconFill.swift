import VitroColor
import VitroGeometry

/// What paints the icon's ground (the document's `fill`) or replaces a layer's own colors.
public enum IconFill: Sendable, Hashable {
    /// Nothing: the layer keeps its artwork's colors; the ground is transparent.
    case none
    /// The system's choice: a white-to-light-gray gradient in light, a near-black one in dark.
    case automatic
    /// The system's light ground in every appearance (`system-light`).
    case systemLight
    /// The system's dark ground in every appearance (`system-dark`).
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
    /// Whether the group is translucent.
    public var enabled: Bool
    /// How much of what is beneath shows through, 0…1.
    public var value: Double
    /// A translucency, on or off, of `value` (0…1).
    public init(enabled: Bool, value: Double) { (self.enabled, self.value) = (enabled, value) }
}

/// Icon Composer's `shadow`: what a group casts on the groups beneath it.
public struct IconShadow: Sendable, Hashable {
    /// `neutral` (black), `layer-color` (chromatic: the group's own colors, darkened) or `none`.
    public enum Kind: String, Sendable, Hashable {
        /// A black shadow.
        case neutral
        /// A shadow in the group's own colors, darkened (`layer-color`).
        case layerColor = "layer-color"
        /// No shadow.
        case none
    }
    /// The shadow's color: black, the group's own colors, or none.
    public var kind: Kind
    /// How strong the shadow is, 0…1.
    public var opacity: Double
    /// A shadow of `kind` at `opacity` (0…1).
    public init(kind: Kind, opacity: Double) { (self.kind, self.opacity) = (kind, opacity) }
}

/// Icon Composer's `lighting`: one light for the group as a whole (`combined`), or for each layer.
public enum IconLighting: String, Sendable, Hashable {
    /// One light for the group's layers together, drawn on their combined shape.
    case combined
    /// A light for each layer on its own shape (only the layers that take part in the glass).
    case individual
}

/// Icon Composer's `position`: a uniform scale about the canvas center and a translation in points
/// of the 1024-point canvas (x right, y down).
public struct IconPosition: Sendable, Hashable {
    /// The scale about the canvas center; 1 draws the artwork at its own size in points.
    public var scale: Double
    /// The offset from the canvas center, in points (a layer's is scaled by its group's scale).
    public var translation: Point2D
    /// A position; by default the artwork's own size, centered.
    public init(scale: Double = 1, translation: Point2D = Point2D(x: 0, y: 0)) {
        (self.scale, self.translation) = (scale, translation)
    }
}
