import Foundation
import VitroColor
import VitroGeometry
import VitroImageIO
import VitroRaster

/// What a view tree draws, in paint order, in points: the seam between SwiftUI semantics and
/// pixels. Comparable and printable, so layout tests need no pixels.
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// One drawing step.
    @_spi(Nodes) indirect public enum Item: Equatable, Sendable {
        /// Fill a path with a paint, combined by a blend mode.
        case fill(Path, Paint, FillRule, BlendOperation)
        /// A run of text (its glyph outlines), for printing as text as well as filling.
        case text(String, Path, Paint, BlendOperation)
        /// An image drawn into a rectangle.
        case image(RasterImage, CGRect, Image.Interpolation, opacity: Double)
        /// A backdrop effect (a material) applied to what is beneath, inside a path.
        case backdrop(BackdropEffect, Path)
        /// Items drawn as one layer with effects.
        case group(GroupEffects, [Item])
        /// Liquid Glass over what is beneath, and the content drawn on it.
        case glass(GlassItem)
    }

    package var items: [Item]

    package init(_ items: [Item]) { self.items = items }

    public static func == (a: DisplayList, b: DisplayList) -> Bool { a.items == b.items }

    public var description: String {
        var out = ""
        func write(_ items: [Item], _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            for item in items {
                switch item {
                case .fill(let path, let paint, _, let blend):
                    out += "\(pad)fill \(fmt(path.boundingRect)) \(paint)\(blend == .normal ? "" : " \(blend)")\n"
                case .text(let s, let path, let paint, let blend):
                    out +=
                        "\(pad)text \"\(s)\" \(fmt(path.boundingRect)) \(paint)\(blend == .normal ? "" : " \(blend)")\n"
                case .image(let img, let rect, _, let opacity):
                    out +=
                        "\(pad)image \(img.width)×\(img.height) \(fmt(rect))\(opacity < 1 ? " opacity \(fmt(opacity))" : "")\n"
                case .backdrop(let effect, let path):
                    out += "\(pad)backdrop \(effect) \(fmt(path.boundingRect))\n"
                case .group(let effects, let children):
                    out += "\(pad)group\(effects)\n"
                    write(children, depth + 1)
                case .glass(let glass):
                    out += "\(pad)\(glass)\n"
                    write(glass.printedContent, depth + 1)
                }
            }
        }
        write(items, 0)
        return out
    }
}

/// Effects on a group of items, applied in the order SwiftUI applies them.
@_spi(Nodes) public struct GroupEffects: Equatable, Sendable, CustomStringConvertible {
    package var opacity: Double = 1
    package var blend: BlendOperation = .normal
    package var transform: CGAffineTransform = .identity
    package var clip: Path?
    package var mask: [DisplayList.Item]?
    package var blurRadius: CGFloat = 0
    package var blurOpaque = false
    /// The view's frame (points): an opaque blur clamps its samples to it.
    package var bounds: CGRect = .zero
    package var shadow: ShadowEffect?
    package var colorMatrix: ColorMatrix?
    /// Pixels kept by a range of their alpha, in one color (`Filter.alphaThreshold`).
    package var alphaThreshold: AlphaThreshold?
    /// Draw into its own layer even without other effects (compositingGroup).
    package var isolated = false

    /// Every effect off unless given (the memberwise initializer, shared with the surfaces).
    package init(
        opacity: Double = 1, blend: BlendOperation = .normal, transform: CGAffineTransform = .identity,
        clip: Path? = nil, mask: [DisplayList.Item]? = nil, blurRadius: CGFloat = 0, blurOpaque: Bool = false,
        bounds: CGRect = .zero, shadow: ShadowEffect? = nil, colorMatrix: ColorMatrix? = nil, isolated: Bool = false
    ) {
        self.opacity = opacity
        self.blend = blend
        self.transform = transform
        self.clip = clip
        self.mask = mask
        self.blurRadius = blurRadius
        self.blurOpaque = blurOpaque
        self.bounds = bounds
        self.shadow = shadow
        self.colorMatrix = colorMatrix
        self.isolated = isolated
    }

    var needsLayer: Bool {
        opacity < 1 || blend != .normal || clip != nil || mask != nil || blurRadius > 0 || shadow != nil
            || colorMatrix != nil || alphaThreshold != nil || isolated
    }

    public var description: String {
        var parts: [String] = []
        if opacity < 1 { parts.append("opacity \(fmt(opacity))") }
        if blend != .normal { parts.append("blend \(blend)") }
        if !transform.isIdentity { parts.append("transform") }
        if let clip { parts.append("clip \(fmt(clip.boundingRect))") }
        if mask != nil { parts.append("mask") }
        if blurRadius > 0 { parts.append("blur \(fmt(blurRadius))") }
        if let shadow { parts.append("shadow \(fmt(shadow.radius))") }
        if colorMatrix != nil { parts.append("color matrix") }
        if alphaThreshold != nil { parts.append("alpha threshold") }
        if isolated { parts.append("compositing group") }
        return parts.isEmpty ? "" : " " + parts.joined(separator: ", ")
    }
}

/// A drop shadow: the group's alpha, tinted, blurred and offset, drawn beneath it.
package struct ShadowEffect: Equatable, Sendable {
    package var color: RGBColor
    package var radius: CGFloat
    package var x: CGFloat
    package var y: CGFloat

    package init(color: RGBColor, radius: CGFloat, x: CGFloat, y: CGFloat) {
        (self.color, self.radius, self.x, self.y) = (color, radius, x, y)
    }
}

/// A backdrop effect as the display list carries it: blur σ (points), saturation, then tint
/// layers composited over in order.
@_spi(Nodes) public struct BackdropEffect: Equatable, Sendable, CustomStringConvertible {
    package struct Tint: Equatable, Sendable {
        package var color: RGBColor
        package var blend: BlendOperation
    }

    package var sigma: CGFloat
    package var saturation: Double
    package var tints: [Tint]
    package var edges: BlurEdgeMode
    package var name: String
    /// Darken or lighten the wash by the mean luminance beneath (visionOS window glass).
    package var adaptsToLuminance = false

    package init(
        sigma: CGFloat, saturation: Double, tints: [(RGBColor, BlendOperation)], edges: BlurEdgeMode, name: String
    ) {
        self.sigma = sigma
        self.saturation = saturation
        self.tints = tints.map { Tint(color: $0.0, blend: $0.1) }
        self.edges = edges
        self.name = name
    }

    public var description: String {
        "\(name) σ \(fmt(sigma)) saturation \(fmt(saturation))"
            + tints.map { " tint \(Paint.color($0.color))\($0.blend == .normal ? "" : " \($0.blend)")" }.joined()
    }
}
