import Foundation

/// What the animation modifiers recorded on a view: nothing a still image draws, everything the
/// host needs to animate the view's changes, insertion and removal.
@MainActor
package struct MotionAttributes {
    /// `.animation(_:value:)` and `.animation(_:)`, outermost last.
    package var animations: [ScopedAnimation] = []
    /// `.transaction { }` and `.transaction(value:) { }`, outermost last.
    package var transactionTransforms: [TransactionTransform] = []
    /// `.transition(_:)`: how the view enters and leaves.
    package var transition: AnyTransition?
    /// How the host draws the view through a transition that is not built-in effects alone.
    var transitionDrawing: TransitionDrawing.Draw?
    /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    package var matchedGeometry: MatchedGeometryRecord?
    /// `.contentTransition(_:)`: how the content changes within the view.
    package var contentTransition: ContentTransition?

    package init() {}

    /// Applies this view's transaction modifiers to a transaction passing through it, as SwiftUI
    /// does top-down: an animation modifier whose value changed replaces the animation (unless
    /// the transaction disables animations), then the transaction closures run.
    ///
    /// `changed` says whether a trigger value differs from the previous update.
    package func apply(to transaction: inout Transaction, changed: (AnimationTrigger) -> Bool) {
        for scoped in animations.reversed() where !transaction.disablesAnimations {
            if let trigger = scoped.trigger {
                if changed(trigger) { transaction.animation = scoped.animation }
            } else {
                transaction.animation = scoped.animation
            }
        }
        for transform in transactionTransforms.reversed() {
            if let trigger = transform.trigger, !changed(trigger) { continue }
            transform.body(&transaction)
        }
    }

    /// A short summary for the layout dump.
    var summary: [String] {
        var parts: [String] = []
        if let transition { parts.append("transition \(transition.name)") }
        for scoped in animations {
            parts.append(
                "animation \(scoped.animation.map(\.name) ?? "nil")\(scoped.trigger == nil ? "" : " on value")")
        }
        if !transactionTransforms.isEmpty { parts.append("transaction") }
        if let matchedGeometry { parts.append("matchedGeometry \(matchedGeometry.id)") }
        if let contentTransition { parts.append("contentTransition \(contentTransition.name)") }
        return parts
    }
}

/// An animation a view applies to its changes: to those of `trigger` only, or to all (nil).
package struct ScopedAnimation {
    package var animation: Animation?
    package var trigger: AnimationTrigger?
}

/// A closure a view runs on transactions passing through it: when `trigger` changes, or always.
package struct TransactionTransform {
    package var trigger: AnimationTrigger?
    package var body: (inout Transaction) -> Void
}
