import Foundation
import VitroColor
import VitroGeometry
import VitroImageIO
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Translates display-list items (points) into the compositor's drawing commands (pixels) and
/// has the compositor paint them. Nothing here touches a pixel: sizes, transforms and colors
/// are resolved; layers, effects, backdrops and blending are VitroRaster's.
struct DisplayListRenderer {
    /// Points → pixels.
    let scale: CGFloat
    /// The space of the pixels drawn into: images are converted to it (once, cached on them).
    var colorSpace: ColorSpace = .sRGB

    /// Paints `items` into `pixmap`; `isClear` promises that the pixmap is fully transparent.
    func render(
        _ items: [DisplayList.Item], into pixmap: inout Pixmap, isClear: Bool = false,
        transform: CGAffineTransform = .identity
    ) {
        let base = transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        Compositor().draw(commands(items, base), into: &pixmap, isClear: isClear)
    }

    func commands(_ items: [DisplayList.Item], _ t: CGAffineTransform) -> [DrawCommand] {
        items.compactMap { command($0, t) }
    }

    /// One item in pixel space under `t` (points → pixels).
    func command(_ item: DisplayList.Item, _ t: CGAffineTransform) -> DrawCommand? {
        switch item {
        case .fill(let path, let paint, let rule, let blend):
            return .fill(Self.pixels(path, t), source(paint, t), rule, blend)
        case .text(_, let path, let paint, let blend):
            return .fill(Self.pixels(path, t), source(paint, t), .nonZero, blend)
        case .image(let image, let rect, let interpolation, let opacity):
            return .image(
                image.premultipliedPixmap(in: colorSpace), Self.placement(image.width, image.height, in: rect, t),
                bilinear: interpolation != .none, opacity: opacity)
        case .backdrop(let effect, let path):
            return .backdrop(backdrop(effect, t), Self.pixels(path, t))
        case .group(let effects, let children):
            return group(effects, children, t)
        case .glass(let item): return glass(item, t)
        }
    }

    /// How much `t` enlarges lengths (points → pixels, with any scale effect).
    static func scale(of t: CGAffineTransform) -> CGFloat { (t.a * t.a + t.b * t.b).squareRoot() }

    /// A point-space path in pixels.
    static func pixels(_ path: Path, _ t: CGAffineTransform) -> BezierPath { path.storage.applying(t.transform2D) }

    /// The transform that stretches an image of `width` × `height` pixels over `rect`, then
    /// applies `t`.
    static func placement(_ width: Int, _ height: Int, in rect: CGRect, _ t: CGAffineTransform) -> Transform2D {
        CGAffineTransform(scaleX: rect.width / CGFloat(width), y: rect.height / CGFloat(height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(t)
            .transform2D
    }

    func source(_ paint: Paint, _ t: CGAffineTransform) -> FillSource {
        func stops(_ s: GradientStops) -> [GradientStop] {
            s.stops.map { GradientStop(color: $0.color, location: $0.location) }
        }
        func px(_ p: CGPoint) -> Point2D { p.applying(t).point2D }
        let s = Double(Self.scale(of: t))
        switch paint {
        case .color(let c):
            return .color(c)
        case .linearGradient(let g, let a, let b):
            return .linearGradient(stops(g), start: px(a), end: px(b))
        case .radialGradient(let g, let c, let r0, let r1, let sy):
            return .radialGradient(
                stops(g), center: px(c), startRadius: Double(r0) * s, endRadius: Double(r1) * s, scaleY: Double(sy))
        case .angularGradient(let g, let c, let a0, let a1):
            return .angularGradient(stops(g), center: px(c), startAngle: a0, endAngle: a1)
        case .image(let image, let rect):
            return .image(
                image.premultipliedPixmap(in: colorSpace), Self.placement(image.width, image.height, in: rect, t))
        case .mesh(let mesh, let rect):
            return .mesh(mesh, Self.placement(mesh.pixelWidth, mesh.pixelHeight, in: rect, t))
        }
    }

    func backdrop(_ effect: BackdropEffect, _ t: CGAffineTransform) -> BackdropCommand {
        BackdropCommand(
            sigma: Double(effect.sigma * Self.scale(of: t)), saturation: effect.saturation,
            tints: effect.tints.map { ($0.color, $0.blend) }, edges: effect.edges,
            adaptsToLuminance: effect.adaptsToLuminance)
    }

    func group(_ e: GroupEffects, _ children: [DisplayList.Item], _ t: CGAffineTransform) -> DrawCommand {
        let s = Double(Self.scale(of: t))
        var layer = LayerEffects()
        layer.opacity = e.opacity
        layer.blend = e.blend
        layer.clip = e.clip.map { Self.pixels($0, t) }
        layer.mask = e.mask.map { commands($0, t) }
        if e.blurRadius > 0 {
            layer.blurSigma = Double(e.blurRadius) * s
            if e.blurOpaque { layer.opaqueBlurFrame = e.bounds.applying(t).rect2D }
        }
        if let shadow = e.shadow {
            layer.shadow = ShadowCommand(
                color: shadow.color, sigma: Double(shadow.radius) / 2 * s, dx: Self.offset(Double(shadow.x) * s),
                dy: Self.offset(Double(shadow.y) * s))
        }
        layer.colorMatrix = e.colorMatrix
        layer.alphaThreshold = e.alphaThreshold
        layer.isolated = e.isolated
        return .layer(layer, commands(children, e.transform.concatenating(t)))
    }
}
