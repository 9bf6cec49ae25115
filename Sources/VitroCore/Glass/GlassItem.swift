import Foundation
import VitroColor
import VitroGeometry

/// Liquid Glass as the display list carries it: a group of glass shapes drawn in one pass over
/// the smooth union of their fields, what the environment decided (appearance, accessibility,
/// light), and each shape's content in both of its appearances — the renderer picks one per
/// shape by the luminance it finds beneath. A lone glass view is a group of one;
/// ``GlassEffectContainer`` gathers its glass into one group.
@_spi(Nodes) public struct GlassItem: Equatable, Sendable, CustomStringConvertible {
    /// One glass shape of the group.
    package struct Element: Equatable, Sendable {
        /// The outline (points).
        package var geometry: FieldGeometry
        /// The view's frame (points): what the glass fills.
        package var frame: CGRect
        package var tint: RGBColor?
        /// Drawn pressed (interactive glass under `pressed(_:at:)`), touched at `touch` (points).
        package var isPressed = false
        var touch: CGPoint = .zero
        /// What the shape is, for printing ("capsule", "circle", …).
        var kind: String
        /// The content on this shape in the glass's light appearance (dark content) and its dark
        /// one (light content).
        package var contentOverLight: [DisplayList.Item] = []
        package var contentOverDark: [DisplayList.Item] = []
        /// `glassEffectID(_:in:)`: matches this glass across a state change.
        var id: GlassIdentity?
        /// `glassEffectUnion(id:namespace:)`: glass of the same union, glass and kind joins
        /// into one shape over the members' combined frames.
        var union: GlassIdentity?
        /// `glassEffectTransition(_:)`: how this glass enters and leaves.
        var transition: GlassEffectTransition = .matchedGeometry
        /// The shape's outline in any frame (points), to draw a union over its members' bounds.
        var outline: GlassOutline?
        /// The glass's configuration (variant, tint, interactivity), for matching union members.
        var glass: Glass
        /// How far this glass has entered (1) or left (0) in a transition the host draws: the
        /// opacity of the transition it was found in (`GlassMorph`).
        var presence: Double = 1
        /// The smooth union's k between this shape and its neighbors (points) while it morphs
        /// in or out (`GlassMorph/blend(_:_:spacing:)`); nil for the item's spacing.
        var blend: CGFloat?
    }

    package var elements: [Element]
    /// The gap below which shapes blend (points; 0 for a lone element).
    var spacing: CGFloat = 0
    /// Made by a ``GlassEffectContainer``: an enclosing container leaves it as it is.
    var isContained = false
    package var variant: Glass.Variant
    var colorScheme: ColorScheme
    var reduceTransparency: Bool
    var increasedContrast: Bool
    /// The light's direction (radians, y down).
    var lightAngle: Double
    /// Which release's glass, and the user's clear … tinted setting.
    var edition: GlassEdition = .iOS26
    var tinting: GlassTinting = .clear

    public var description: String {
        var parts = ["glass \(variant)"]
        for e in elements {
            var s = "\(e.kind) \(fmt(e.geometry.bounds.cgRect))"
            if let tint = e.tint { s += " tint \(Paint.color(tint))" }
            if e.isPressed { s += " pressed at (\(fmt(e.touch.x)), \(fmt(e.touch.y)))" }
            if let id = e.id { s += " id \(id)" }
            if let union = e.union { s += " union \(union)" }
            if e.id != nil || e.transition != .matchedGeometry { s += " \(e.transition.name)" }
            parts.append(s)
        }
        if spacing > 0 { parts.append("spacing \(fmt(spacing))") }
        if reduceTransparency { parts.append("reduce transparency") }
        if increasedContrast { parts.append("increased contrast") }
        return parts.joined(separator: " ")
    }

    /// The content of every shape in the appearance of the item's color scheme, for printing.
    var printedContent: [DisplayList.Item] {
        elements.flatMap { colorScheme == .dark ? $0.contentOverDark : $0.contentOverLight }
    }
}

/// An identifier in a namespace, as `glassEffectID(_:in:)` and `glassEffectUnion(id:namespace:)`
/// take them. Unchecked: the id is only ever made from a `Hashable & Sendable` value, which
/// `AnyHashable` cannot say.
struct GlassIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
    var id: AnyHashable
    var namespace: Namespace.ID

    var description: String { "\(id)" }
}
