import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

/// Draws an ``IconDocument`` in one appearance, for one platform, at one size: the ground, the
/// groups back to front with their shadows, frost, translucency and specular light, clipped to
/// the platform's mask with the glass rim the system draws around every icon.
public struct IconRenderer: Sendable {
    /// The tint of the tinted appearances (iOS 26's default: a violet, measured in Icon
    /// Composer's TintedLight exports at the bottom of the ground: 109, 90, 201 in Display P3).
    public var tint: RGBColor = RGBColor(109, 90, 201, space: .displayP3).converted(to: .sRGB)
    /// The largest size drawn, in pixels (a side).
    public static let maximumSize = 8192

    /// A renderer whose tinted appearances use `tint`, or iOS 26's default violet when `nil`.
    public init(tint: RGBColor? = nil) { if let tint { self.tint = tint } }

    /// The icon as a square pixmap of `size` pixels (sRGB, premultiplied; outside the mask transparent).
    public func render(
        _ document: IconDocument, appearance: IconAppearance, platform: IconPlatform, size: Int
    ) throws(IconError) -> Pixmap {
        guard size >= 1, size <= Self.maximumSize else {
            throw .invalidRequest("icon size \(size) px is out of range (1…\(Self.maximumSize))")
        }
        let s = Double(size)
        let shape = platform.shapeRect(size: s)
        // Points of the 1024-point canvas to pixels: the canvas fills the mask's rectangle.
        let k = shape.width / 1024
        var canvas = try blankPixmap(size, size)
        paintGround(document, appearance, platform, shape, into: &canvas)
        for group in document.groups.reversed() {
            try draw(group, document, appearance, platform, shape: shape, k: k, into: &canvas)
        }
        let maskPath = platform.mask(size: s)
        var out = try blankPixmap(size, size)
        if platform == .macOS { try dropShadow(maskPath, k: k, into: &out) }
        out.draw(canvas, atX: 0, y: 0, mask: PathRasterizer.coverage(of: maskPath, clip: out.bounds))
        rim(maskPath, appearance, k: k, into: &out)
        return out
    }

    // MARK: ground

    func paintGround(
        _ document: IconDocument, _ appearance: IconAppearance, _ platform: IconPlatform, _ shape: Rect2D,
        into canvas: inout Pixmap
    ) {
        var path = BezierPath()
        path.addRect(shape)
        let (top, bottom) = groundColors(document, appearance, platform)
        var source: FillSource = .linearGradient(
            [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)],
            start: Point2D(x: shape.midX, y: shape.minY), end: Point2D(x: shape.midX, y: shape.maxY))
        if !appearance.isMonochrome,
            case .linearGradient(let colors, let a, let b)? = document.fill.resolved(
                for: appearance, platform: platform)
        {
            let stops = colors.enumerated().map {
                GradientStop(color: $1, location: Double($0) / Double(colors.count - 1))
            }
            source = .linearGradient(
                stops, start: Point2D(x: shape.minX + a.x * shape.width, y: shape.minY + a.y * shape.height),
                end: Point2D(x: shape.minX + b.x * shape.width, y: shape.minY + b.y * shape.height))
        }
        Compositor().draw([.fill(path, source, .nonZero, .normal)], into: &canvas, isClear: true)
    }

    /// The ground's top and bottom colors (a vertical gradient; equal for a solid fill).
    func groundColors(_ document: IconDocument, _ appearance: IconAppearance, _ platform: IconPlatform) -> (
        RGBColor, RGBColor
    ) {
        // Measured at the top and bottom center of Icon Composer's 1024 px exports (two
        // bundles, the same values in both; docs/icons.md). The exports are Display P3; these
        // are grays, the same in sRGB.
        switch appearance {
        case .clearLight: return (RGBColor(140, 141, 141), RGBColor(128, 128, 129))
        case .clearDark: return (RGBColor(68, 69, 69), RGBColor(43, 43, 44))
        case .tintedLight: return (Self.mix(tint, .white, 0.15), tint)
        case .tintedDark: return (Self.scaled(tint, 0.17), Self.scaled(tint, 0.07))
        case .light, .dark: break
        }
        let systemDark = (RGBColor(48, 50, 49), RGBColor(19, 19, 21))
        let systemLight = (RGBColor(255, 255, 255), RGBColor(224, 225, 229))
        switch document.fill.resolved(for: appearance, platform: platform) ?? .automatic {
        case .automatic: return appearance.isDark ? systemDark : systemLight
        case .systemLight: return systemLight
        case .systemDark: return systemDark
        case .none:
            return (RGBColor(red: 0, green: 0, blue: 0, alpha: 0), RGBColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .solid(let c): return (c, c)
        case .automaticGradient(let c): return (Self.mix(c, .white, 0.25), c)
        case .linearGradient(let colors, _, _): return (colors[0], colors[colors.count - 1])
        }
    }

    // MARK: groups

    func draw(
        _ group: IconGroup, _ document: IconDocument, _ appearance: IconAppearance, _ platform: IconPlatform,
        shape: Rect2D, k: Double, into canvas: inout Pixmap
    ) throws(IconError) {
        func v<T>(_ s: IconSpecialized<T>) -> T? { s.resolved(for: appearance, platform: platform) }
        if v(group.hidden) == true { return }
        let gp = v(group.position) ?? IconPosition()
        let specular = v(group.specular) ?? true
        let lighting = v(group.lighting) ?? .combined
        var layer = try blankPixmap(canvas.width, canvas.height)
        for l in group.layers.reversed() where v(l.hidden) != true {
            guard let name = v(l.imageName), let asset = document.assets[name] else { continue }
            guard
                let placement = try placed(
                    asset, v(l.position) ?? IconPosition(), gp, shape: shape, k: k, in: layer.bounds)
            else { continue }
            var art = placement.0
            let origin = placement.1
            recolor(&art, fill: v(l.fill), appearance, shape: shape, originY: origin.y)
            if specular && lighting == .individual && v(l.glass) != false { light(&art, k: k, strength: 1) }
            layer.draw(art, atX: origin.x, y: origin.y, opacity: v(l.opacity) ?? 1, blend: v(l.blendMode) ?? .normal)
        }
        if specular && lighting == .combined { light(&layer, k: k, strength: 1) }

        // Shadow on what is beneath (the groups behind, the ground).
        let shadow = v(group.shadow) ?? IconShadow(kind: .neutral, opacity: 0.5)
        if shadow.kind != .none, shadow.opacity > 0 { cast(layer, shadow, k: k, into: &canvas) }
        // Frost: what is beneath, blurred, under the group's shape.
        let blur = v(group.blurMaterial) ?? 0
        if blur > 0 {
            // blur-material 1 is taken as a Gaussian of σ = 20 pt, scaled by the value: a choice,
            // not a measurement (none of the exports gathered isolates the blur).
            let sigma = 20 * blur * k
            if let shape = layer.opaqueBounds(),
                let region = Optional(
                    PixelRect(
                        x: shape.x - Int(3 * sigma) - 1, y: shape.y - Int(3 * sigma) - 1,
                        width: shape.width + 2 * Int(3 * sigma) + 2, height: shape.height + 2 * Int(3 * sigma) + 2
                    ).intersection(canvas.bounds)),
                var frosted = canvas.cropped(to: region), let under = layer.cropped(to: region)
            {
                frosted.blur(sigma: sigma)
                Self.multiplyAlpha(&frosted, by: under)
                canvas.draw(frosted, atX: region.x, y: region.y)
            }
        }
        var opacity = v(group.opacity) ?? 1
        if let t = v(group.translucency), t.enabled {
            // Translucency lets the frosted backdrop through. Measured on one Icon Composer
            // export: white glyphs over red at translucency 0.5 show at 79 % (Display P3, green
            // and blue of the glyphs' cores), and their PNGs are 85 % opaque (alpha 217), so the
            // group keeps 93 %: 1 − 0.14 × value.
            opacity *= 1 - 0.14 * t.value
        }
        canvas.draw(layer, atX: 0, y: 0, opacity: opacity, blend: v(group.blendMode) ?? .normal)
    }

    /// A layer image drawn where its layer and group put it: the pixels of the canvas it covers
    /// (with a margin for its light) and where they are; `nil` when it covers none.
    func placed(
        _ asset: IconAsset, _ lp: IconPosition, _ gp: IconPosition, shape: Rect2D, k: Double, in canvas: PixelRect
    ) throws(IconError) -> (Pixmap, (x: Int, y: Int))? {
        let size = max(canvas.width, canvas.height)
        let (w0, h0) = asset.size
        let scale = lp.scale * gp.scale * k
        let w = w0 * scale
        let h = h0 * scale
        // The layer's center: the canvas center moved by the group's translation, then by the
        // layer's own (scaled by the group).
        let cx = shape.midX + (gp.translation.x + gp.scale * lp.translation.x) * k
        let cy = shape.midY + (gp.translation.y + gp.scale * lp.translation.y) * k
        guard w >= 0.5, h >= 0.5, w <= 4 * Double(size) + 1, h <= 4 * Double(size) + 1 else { return nil }
        let margin = Int((4.5 * k).rounded(.up)) + 3
        let region = PixelRect(
            x: Int((cx - w / 2).rounded(.down)) - margin, y: Int((cy - h / 2).rounded(.down)) - margin,
            width: Int(w.rounded(.up)) + 2 * margin + 1, height: Int(h.rounded(.up)) + 2 * margin + 1
        ).intersection(canvas)
        guard !region.isEmpty else { return nil }
        let pw = Int(w.rounded(.up))
        let ph = Int(h.rounded(.up))
        let image = try asset.pixmap(width: pw, height: ph)
        var out = try blankPixmap(region.width, region.height)
        let t = Transform2D(
            a: w / Double(pw), b: 0, c: 0, d: h / Double(ph), tx: cx - w / 2 - Double(region.x),
            ty: cy - h / 2 - Double(region.y))
        Compositor().draw([.image(image, t, bilinear: true, opacity: 1)], into: &out, isClear: true)
        return (out, (region.x, region.y))
    }
}

extension IconRenderer {
    static func mix(_ a: RGBColor, _ b: RGBColor, _ t: Double) -> RGBColor {
        RGBColor(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    static func scaled(_ a: RGBColor, _ f: Double) -> RGBColor {
        RGBColor(red: a.red * f, green: a.green * f, blue: a.blue * f, alpha: a.alpha)
    }
}

extension RGBColor {
    static let white = RGBColor(red: 1, green: 1, blue: 1)
}
