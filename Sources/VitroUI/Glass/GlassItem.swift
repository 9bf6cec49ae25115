import Foundation
import VitroColor
import VitroGeometry

/// Liquid Glass as the display list carries it: the shapes in points, the variant and what
/// the environment decided (appearance, accessibility, light), and the content drawn on the
/// glass in both of its appearances — the renderer picks one by the luminance it finds
/// beneath. A lone glass view is a group of one; containers gather several.
struct GlassItem: Equatable, Sendable, CustomStringConvertible {
    /// One glass shape of the group.
    struct Element: Equatable, Sendable {
        /// The outline (points).
        var geometry: FieldGeometry
        /// The view's frame (points): what the glass fills.
        var frame: CGRect
        var tint: RGBColor?
        /// Drawn pressed (interactive glass under `pressed(_:at:)`), touched at `touch` (points).
        var isPressed = false
        var touch: CGPoint = .zero
        /// What the shape is, for printing ("capsule", "circle", …).
        var kind: String
    }

    var elements: [Element]
    /// The gap below which shapes blend (points; 0 for a lone element).
    var spacing: CGFloat = 0
    var variant: Glass.Variant
    var colorScheme: ColorScheme
    var reduceTransparency: Bool
    var increasedContrast: Bool
    /// The light's direction (radians, y down).
    var lightAngle: Double
    /// The content in the glass's light appearance (dark content) and its dark one (light content).
    var contentOverLight: [DisplayList.Item]
    var contentOverDark: [DisplayList.Item]

    var description: String {
        var parts = ["glass \(variant)"]
        for e in elements {
            var s = "\(e.kind) \(fmt(e.geometry.bounds.cgRect))"
            if let tint = e.tint { s += " tint \(Paint.color(tint))" }
            if e.isPressed { s += " pressed at (\(fmt(e.touch.x)), \(fmt(e.touch.y)))" }
            parts.append(s)
        }
        if spacing > 0 { parts.append("spacing \(fmt(spacing))") }
        if reduceTransparency { parts.append("reduce transparency") }
        if increasedContrast { parts.append("increased contrast") }
        return parts.joined(separator: " ")
    }
}
