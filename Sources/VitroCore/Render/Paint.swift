import Foundation
import VitroColor
import VitroImageIO
import VitroRaster

/// A resolved fill: what a shape style becomes once its environment is known.
@_spi(Nodes) public enum Paint: Hashable, Sendable, CustomStringConvertible {
    case color(RGBColor)
    case linearGradient(GradientStops, start: CGPoint, end: CGPoint)
    case radialGradient(GradientStops, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, scaleY: CGFloat)
    case angularGradient(GradientStops, center: CGPoint, startAngle: Double, endAngle: Double)
    /// An image stretched over a rectangle (image fills).
    case image(RasterImage, CGRect)
    /// A mesh gradient stretched over a rectangle, rasterized by the compositor at its pixel size.
    case mesh(MeshGradientGeometry, CGRect)

    public var description: String {
        switch self {
        case .color(let c): c.alpha < 1 ? "\(c.withAlpha(1).hexString)@\(fmt(c.alpha))" : c.hexString
        case .linearGradient(let s, let a, let b): "linear(\(s) \(fmt(a.x)),\(fmt(a.y))→\(fmt(b.x)),\(fmt(b.y)))"
        case .radialGradient(let s, let c, let r0, let r1, _):
            "radial(\(s) at \(fmt(c.x)),\(fmt(c.y)) r \(fmt(r0))…\(fmt(r1)))"
        case .angularGradient(let s, let c, _, _): "angular(\(s) at \(fmt(c.x)),\(fmt(c.y)))"
        case .image(let i, let r): "image(\(i.width)×\(i.height) in \(fmt(r)))"
        // Printed as the image it is drawn as.
        case .mesh(let m, let r): "image(\(m.pixelWidth)×\(m.pixelHeight) in \(fmt(r)))"
        }
    }

    /// The same paint with its opacity multiplied.
    func opacity(_ o: Double) -> Paint {
        switch self {
        case .color(let c): .color(c.withAlpha(c.alpha * o))
        case .linearGradient(let s, let a, let b): .linearGradient(s.opacity(o), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1, let sy):
            .radialGradient(s.opacity(o), center: c, startRadius: r0, endRadius: r1, scaleY: sy)
        case .angularGradient(let s, let c, let a0, let a1):
            .angularGradient(s.opacity(o), center: c, startAngle: a0, endAngle: a1)
        case .image, .mesh: self
        }
    }
}

/// Resolved gradient stops: colors at locations 0…1, sorted.
@_spi(Nodes) public struct GradientStops: Hashable, Sendable, CustomStringConvertible {
    package var stops: [(color: RGBColor, location: Double)]

    public static func == (a: GradientStops, b: GradientStops) -> Bool {
        a.stops.count == b.stops.count
            && zip(a.stops, b.stops).allSatisfy { $0.color == $1.color && $0.location == $1.location }
    }

    public func hash(into h: inout Hasher) {
        for s in stops {
            h.combine(s.color)
            h.combine(s.location)
        }
    }

    func opacity(_ o: Double) -> GradientStops {
        GradientStops(stops: stops.map { ($0.color.withAlpha($0.color.alpha * o), $0.location) })
    }

    public var description: String { stops.map { $0.color.hexString }.joined(separator: ",") }
}
