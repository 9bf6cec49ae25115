import Foundation

/// Vitro's own shapes by their kind and figures: what makes two of them draw alike, for the
/// values that keep a shape (a glass outline, a container) and must compare.
enum ShapeKey: Hashable, Sendable {
    case rectangle(inset: CGFloat)
    case roundedRectangle(width: CGFloat, height: CGFloat, style: RoundedCornerStyle, inset: CGFloat)
    case capsule(style: RoundedCornerStyle, inset: CGFloat)
    case circle(inset: CGFloat)
    case ellipse(inset: CGFloat)
    case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle, inset: CGFloat)
    case concentric(corners: [Edge.Corner: Edge.Corner.Style], groups: [[Edge.Corner]])
    case containerRelative(inset: CGFloat)
    case defaultGlass

    init?(_ shape: any Shape) {
        switch shape {
        case let s as Rectangle: self = .rectangle(inset: s.insetAmount)
        case let s as RoundedRectangle:
            self = .roundedRectangle(
                width: s.cornerSize.width, height: s.cornerSize.height, style: s.style, inset: s.insetAmount)
        case let s as Capsule: self = .capsule(style: s.style, inset: s.insetAmount)
        case let s as Circle: self = .circle(inset: s.insetAmount)
        case let s as Ellipse: self = .ellipse(inset: s.insetAmount)
        case let s as UnevenRoundedRectangle:
            self = .unevenRoundedRectangle(s.cornerRadii, style: s.style, inset: s.insetAmount)
        case let s as ConcentricRectangle: self = .concentric(corners: s.corners, groups: s.uniformGroups)
        case let s as ContainerRelativeShape: self = .containerRelative(inset: s.insetAmount)
        case is DefaultGlassEffectShape: self = .defaultGlass
        default: return nil
        }
    }
}
