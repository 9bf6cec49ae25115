import Foundation
import VitroImageIO

/// A shape style that fills with an image repeated as tiles, as SwiftUI's `ImagePaint`:
/// `Rectangle().fill(ImagePaint(image: Image("brick"), scale: 0.5))`.
///
/// The tile is the part of the image inside `sourceRect` (a unit rectangle: `(0, 0, 1, 1)` is
/// the whole image) at `scale` times its size in points (a raster image's pixel is a point),
/// repeated from the filled rectangle's top leading corner. Only raster and named images have
/// pixels to tile; a symbol or a missing image fills nothing.
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image used as the tile, in unit coordinates of the image.
    public var sourceRect: CGRect
    /// The tile's scale: 1 draws the source at its own size.
    public var scale: CGFloat

    /// Tiles of `image`'s `sourceRect` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        (self.image, self.sourceRect, self.scale) = (image, sourceRect, scale)
    }

    /// The most pixels a tiled fill is made of (2048 × 2048): above it the fill is sampled
    /// more coarsely rather than allocated without bound.
    static let maximumPixels = 2048 * 2048

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        guard let raster = image.raster, let tiled = tiled(raster, size: rect.size) else { return .none }
        return .paint(.image(tiled, rect), .normal)
    }

    /// `rect`'s size covered by tiles of the source, at about one pixel per source pixel.
    func tiled(_ raster: RasterImage, size: CGSize) -> RasterImage? {
        let unit = sourceRect.standardized
        guard scale.isFinite, scale > 0, unit.width.isFinite, unit.height.isFinite, unit.width > 0, unit.height > 0,
            size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1
        else { return nil }
        // The source's pixels (whole pixels, within the image).
        let sx0 = max(0, min(raster.width - 1, Int((unit.minX * CGFloat(raster.width)).rounded(.down))))
        let sy0 = max(0, min(raster.height - 1, Int((unit.minY * CGFloat(raster.height)).rounded(.down))))
        let sw = max(1, min(raster.width - sx0, Int((unit.width * CGFloat(raster.width)).rounded())))
        let sh = max(1, min(raster.height - sy0, Int((unit.height * CGFloat(raster.height)).rounded())))
        // The tile in points, and output pixels per point: the source's density, capped.
        let tileW = CGFloat(sw) * scale
        let tileH = CGFloat(sh) * scale
        var density = max(1, min(4, 1 / scale))
        let area = size.width * size.height * density * density
        if area > CGFloat(Self.maximumPixels) { density *= (CGFloat(Self.maximumPixels) / area).squareRoot() }
        let w = max(1, Int((size.width * density).rounded(.up)))
        let h = max(1, Int((size.height * density).rounded(.up)))
        return raster.tiled(
            source: (sx0, sy0, sw, sh), tileWidth: Double(tileW * density), tileHeight: Double(tileH * density),
            width: w, height: h)
    }
}
