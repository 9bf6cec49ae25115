@_exported import VitroBase
@_exported import VitroIcon

extension Image {
    /// An image of an Icon Composer icon drawn in one appearance, for a Home Screen or a
    /// snapshot test: `size` pixels square (the view is `size` points at scale 1), clipped to
    /// `platform`'s mask.
    public init(
        icon: IconDocument, appearance: IconAppearance = .light, platform: IconPlatform = .iOS, size: Int = 1024,
        tint: RGBColor? = nil
    ) throws(IconError) {
        let pixmap = try IconRenderer(tint: tint).render(icon, appearance: appearance, platform: platform, size: size)
        self.init(RasterImage(pixmap))
    }
}
