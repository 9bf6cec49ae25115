import VitroRaster

/// One group of an icon: layers drawn together and lit, frosted and shadowed as one piece of glass.
public struct IconGroup: Sendable, Hashable {
    /// The group's name in Icon Composer, if it has one.
    public var name: String?
    /// Front to back, as in `icon.json`.
    public var layers: [IconLayer]
    /// Whether the group is hidden (not drawn at all).
    public var hidden = IconSpecialized<Bool>()
    /// The group's opacity, 0…1 (absent: 1).
    public var opacity = IconSpecialized<Double>()
    /// How the group blends with what is beneath it (absent: normal).
    public var blendMode = IconSpecialized<BlendOperation>()
    /// The group's scale and offset; its layers' own positions apply within it.
    public var position = IconSpecialized<IconPosition>()
    /// How much of what is beneath shows through the group (absent: none).
    public var translucency = IconSpecialized<IconTranslucency>()
    /// The frosted blur of what is beneath, 0…1 (absent or `null`: none).
    public var blurMaterial = IconSpecialized<Double>()
    /// The shadow the group casts on what is beneath it (absent: neutral, at 0.5).
    public var shadow = IconSpecialized<IconShadow>()
    /// Whether the group's edges catch specular light (absent: they do).
    public var specular = IconSpecialized<Bool>()
    /// Whether the specular light falls on the group as a whole or on each layer (absent: combined).
    public var lighting = IconSpecialized<IconLighting>()

    /// A group of `layers` (front to back), every effect at its default.
    public init(name: String? = nil, layers: [IconLayer]) { (self.name, self.layers) = (name, layers) }
}

/// One layer of a group: an SVG or PNG from the bundle's `Assets`, placed and optionally recolored.
public struct IconLayer: Sendable, Hashable {
    /// The layer's name in Icon Composer, if it has one.
    public var name: String?
    /// The file in `Assets/` (may vary by appearance).
    public var imageName = IconSpecialized<String>()
    /// Whether the layer is hidden (not drawn).
    public var hidden = IconSpecialized<Bool>()
    /// The layer's opacity within its group, 0…1 (absent: 1).
    public var opacity = IconSpecialized<Double>()
    /// How the layer blends with the layers behind it in its group (absent: normal).
    public var blendMode = IconSpecialized<BlendOperation>()
    /// The layer's scale and offset, within its group's position.
    public var position = IconSpecialized<IconPosition>()
    /// Replaces the artwork's colors, keeping its shape (alpha).
    public var fill = IconSpecialized<IconFill>()
    /// Whether the layer takes part in the group's glass (specular light, translucency).
    public var glass = IconSpecialized<Bool>()

    /// A layer with no image yet, every setting at its default.
    public init(name: String? = nil) { self.name = name }
}
