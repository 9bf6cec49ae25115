import Foundation

extension GraphicsContext {
    /// Clips every later drawing of this context to the alpha of what `content` draws into a
    /// new layer, scaled by `opacity`; with `.inverse`, to where the layer is transparent.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        let inner = Recorder()
        var sub = GraphicsContext(recorder: inner, environment: environment)
        sub.transform = transform
        try content(&sub)
        let amount = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        var layer = GroupEffects()
        layer.opacity = amount
        layer.isolated = true
        var mask: [DisplayList.Item] = [.group(layer, inner.items)]
        if options.contains(.inverse) {
            // Opaque everywhere, then the layer's alpha taken out of it.
            var outside = GroupEffects()
            outside.blend = .destinationOut
            mask = [
                .group(
                    GroupEffects(isolated: true),
                    ShapeNode.items(
                        for: Path(CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)), style: Color.black,
                        rule: .nonZero, in: CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5),
                        environment: environment) + [.group(outside, mask)])
            ]
        }
        layerClips.append(mask)
    }
}

extension GraphicsContext.Shading {
    /// `image`'s `sourceRect` (unit coordinates of the image) repeated at `scale`, with a tile's
    /// top leading corner at `origin` in the context's coordinates.
    public static func tiledImage(
        _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        scale: CGFloat = 1
    ) -> GraphicsContext.Shading {
        .style(
            AnchoredImagePaint(paint: ImagePaint(image: image, sourceRect: sourceRect, scale: scale), origin: origin))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// `image`'s `sourceRect` (unit coordinates of the image) repeated at `scale` from the
    /// filled shape's corner.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

/// Image tiles fixed to a point of a canvas rather than to the shape they fill.
struct AnchoredImagePaint: ShapeStyle, ResolvableShapeStyle {
    let paint: ImagePaint
    let origin: CGPoint

    func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        guard let raster = paint.image.raster else { return .none }
        let unit = paint.sourceRect.standardized
        let tileW = max(1, (unit.width * CGFloat(raster.width)).rounded()) * paint.scale
        let tileH = max(1, (unit.height * CGFloat(raster.height)).rounded()) * paint.scale
        guard tileW.isFinite, tileH.isFinite, tileW > 0, tileH > 0, rect.width.isFinite, rect.height.isFinite
        else { return .none }
        // The tiles start at the last tile corner at or before the shape's corner.
        let x0 = origin.x + ((rect.minX - origin.x) / tileW).rounded(.down) * tileW
        let y0 = origin.y + ((rect.minY - origin.y) / tileH).rounded(.down) * tileH
        let covered = CGRect(x: x0, y: y0, width: rect.maxX - x0, height: rect.maxY - y0)
        guard let tiled = paint.tiled(raster, size: covered.size) else { return .none }
        return .paint(.image(tiled, covered), .normal)
    }
}
