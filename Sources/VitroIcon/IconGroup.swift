import VitroRaster

/// One group of an icon: layers drawn together and lit, frosted and shadowed as one piece of glass.
public struct IconGroup: Sendable, Hashable {
    public var name: String?
    /// Front to back, as in `icon.json`.
    public var layers: [IconLayer]
    public var hidden = IconSpecialized<Bool>()
    public var opacity = IconSpecialized<Double>()
    public var blendMode = IconSpecialized<BlendOperation>()
    public var position = IconSpecialized<IconPosition>()
    public var translucency = IconSpecialized<IconTranslucency>()
    /// The frosted blur of what is beneath, 0…1 (absent or `null`: none).
    public var blurMaterial = IconSpecialized<Double>()
    public var shadow = IconSpecialized<IconShadow>()
    public var specular = IconSpecialized<Bool>()
    public var lighting = IconSpecialized<IconLighting>()

    public init(name: String? = nil, layers: [IconLayer]) { (self.name, self.layers) = (name, layers) }
}

/// One layer of a group: an SVG or PNG from the bundle's `Assets`, placed and optionally recolored.
public struct IconLayer: Sendable, Hashable {
    public var name: String?
    /// The file in `Assets/` (may vary by appearance).
    public var imageName = IconSpecialized<String>()
    public var hidden = IconSpecialized<Bool>()
    public var opacity = IconSpecialized<Double>()
    public var blendMode = IconSpecialized<BlendOperation>()
    public var position = IconSpecialized<IconPosition>()
    /// Replaces the artwork's colors, keeping its shape (alpha).
    public var fill = IconSpecialized<IconFill>()
    /// Whether the layer takes part in the group's glass (specular light, translucency).
    public var glass = IconSpecialized<Bool>()

    public init(name: String? = nil) { self.name = name }
}
