import Foundation
@_spi(Nodes) import VitroCore

/// What a presentation does to the screen beneath it: depth cues, dimming and scale
/// (docs/reference/seeds.md#elevation, #dimming).
@MainActor
enum PresentationBackdrop {
    /// A black overlay of `opacity` over `rect` (docs/reference/seeds.md#dimming).
    static func dimming(_ opacity: Double, over rect: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        let clamped = min(1, max(0, opacity.isFinite ? opacity : 0))
        return ShapeNode.items(
            for: Rectangle().path(in: rect), style: Color.black.opacity(clamped), rule: .nonZero, in: rect,
            environment: environment)
    }

    /// The content pushed back behind a full-height sheet: black behind it, the content scaled by
    /// `scale` about the top center of `rect` (so it stays under the status bar's gap) and
    /// clipped to its own rounded rectangle with the display's corners.
    static func scaled(_ content: LayoutNode, by scale: CGFloat, in rect: CGRect, cornerRadius: CGFloat)
        -> [DisplayList.Item]
    {
        var items = ShapeNode.items(
            for: Rectangle().path(in: rect), style: Color.black, rule: .nonZero, in: rect,
            environment: content.environment)
        var inner: [DisplayList.Item] = []
        content.draw(into: &inner)
        let anchor = CGPoint(x: rect.midX, y: rect.minY + PresentationMetrics.pushedBackTop)
        var effects = GroupEffects()
        effects.transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        let scaled = rect.applying(effects.transform)
        effects.clip = RoundedRectangle(cornerRadius: cornerRadius * scale, style: .continuous).path(in: scaled)
        effects.bounds = rect
        items.append(.group(effects, inner))
        return items
    }
}

extension PresentationBackdrop {
    /// The content behind a context menu: scaled by `recede.scale` about the center of `rect`
    /// and blurred over the system background (the lifted preview is drawn again above, unscaled
    /// and sharp).
    static func receded(_ content: LayoutNode, _ recede: PresentationRecede, in rect: CGRect) -> [DisplayList.Item] {
        var inner: [DisplayList.Item] = []
        content.draw(into: &inner)
        let scale = min(1, max(0, recede.scale.isFinite ? recede.scale : 1))
        var effects = GroupEffects()
        effects.transform = CGAffineTransform(translationX: -rect.midX, y: -rect.midY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
        effects.blurRadius = max(0, recede.blur.isFinite ? recede.blur : 0)
        effects.bounds = rect
        // The system background shows in the narrow margin the shrunk content leaves.
        var items = ShapeNode.items(
            for: Rectangle().path(in: rect), style: Color(semantic: .systemBackground), rule: .nonZero, in: rect,
            environment: content.environment)
        items.append(.group(effects, inner))
        return items
    }
}
