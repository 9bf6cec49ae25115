import Vitro

/// The end-to-end scenes on the photograph, as a new user writes them: public API only, scale 1,
/// the view the size of the photo (1179×2556 points).
@MainActor
enum PhotoScenes {
    /// The photo at its own size.
    static func photo(_ image: RasterImage) -> some View {
        Image(image).resizable().frame(width: CGFloat(image.width), height: CGFloat(image.height))
    }

    /// The photo blurred with `radius` points, opaque (edges keep full alpha).
    static func blurred(_ image: RasterImage, radius: CGFloat) -> some View {
        photo(image).blur(radius: radius, opaque: true)
    }

    /// The photo under a full-frame regular material: the specification's recipe
    /// (docs/reference/seeds.md#materials), pinned by name, the
    /// one the Skia peer draws (blur, saturate 1.8, white @ 0.10).
    static func material(_ image: RasterImage) -> some View {
        ZStack {
            photo(image)
            Color.clear.frame(width: CGFloat(image.width), height: CGFloat(image.height))
                .background(.regularMaterial)
        }
        .environment(\.materialRecipeSet, .seed)
    }

    /// The photo under a 300-point regular-material bar along its top edge (the specification's
    /// recipe, docs/reference/seeds.md#materials, as the Skia peer).
    static func bar(_ image: RasterImage) -> some View {
        ZStack(alignment: .top) {
            photo(image)
            Color.clear.frame(width: CGFloat(image.width), height: 300).background(.regularMaterial)
        }
        .environment(\.materialRecipeSet, .seed)
    }
}
