import Foundation

/// The visual change a built-in transition makes to a view: what the host applies to the view's
/// drawing at each frame of an insertion or removal.
///
/// The identity (`identity`) changes nothing. A transition's active state is one value of this
/// type; intermediate frames interpolate every field linearly between identity and active.
package struct TransitionEffects: Hashable, Sendable {
    /// Multiplies the view's opacity (0 invisible, 1 unchanged).
    package var opacity: Double = 1
    /// Scales the view about `scaleAnchor` (1 unchanged, 0 collapsed to the anchor).
    package var scale = CGSize(width: 1, height: 1)
    /// The point of the view's frame that stays put while scaling.
    package var scaleAnchor = UnitPoint.center
    /// Moves the view, in points (y down).
    package var offset = CGSize.zero
    /// Blurs the view with this radius, in points.
    package var blurRadius: CGFloat = 0

    package init(
        opacity: Double = 1, scale: CGSize = CGSize(width: 1, height: 1), scaleAnchor: UnitPoint = .center,
        offset: CGSize = .zero, blurRadius: CGFloat = 0
    ) {
        self.opacity = opacity
        self.scale = scale
        self.scaleAnchor = scaleAnchor
        self.offset = offset
        self.blurRadius = blurRadius
    }

    /// No change.
    package static let identity = TransitionEffects()

    /// Both effects at once: opacities and scales multiply, offsets and blur radii add. The scale
    /// anchor is that of the effect that scales (the second's when both do).
    package func combined(with other: TransitionEffects) -> TransitionEffects {
        TransitionEffects(
            opacity: opacity * other.opacity,
            scale: CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height),
            scaleAnchor: other.scale != CGSize(width: 1, height: 1) ? other.scaleAnchor : scaleAnchor,
            offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
            blurRadius: blurRadius + other.blurRadius)
    }

    /// The effects `amount` of the way from identity (0) to these (1), linearly per field.
    package func scaled(by amount: Double) -> TransitionEffects {
        let a = CGFloat(amount)
        return TransitionEffects(
            opacity: 1 + (opacity - 1) * amount,
            scale: CGSize(width: 1 + (scale.width - 1) * a, height: 1 + (scale.height - 1) * a),
            scaleAnchor: scaleAnchor,
            offset: CGSize(width: offset.width * a, height: offset.height * a),
            blurRadius: blurRadius * a)
    }

    /// `content` with these effects applied by the ordinary modifiers (only those that change
    /// something, so the display list stays as it would be without the transition).
    @MainActor
    func apply<Content: View>(to content: Content) -> AnyView {
        var view = AnyView(content)
        if blurRadius != 0 { view = AnyView(view.blur(radius: blurRadius)) }
        if scale != CGSize(width: 1, height: 1) { view = AnyView(view.scaleEffect(scale, anchor: scaleAnchor)) }
        if offset != .zero { view = AnyView(view.offset(offset)) }
        if opacity != 1 { view = AnyView(view.opacity(opacity)) }
        return view
    }
}
