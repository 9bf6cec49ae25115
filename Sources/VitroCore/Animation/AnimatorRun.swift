import Foundation

/// What a ``PhaseAnimator`` or ``KeyframeAnimator`` keeps between updates (in its graph
/// storage): the trigger it last saw, when its current run began, and — for keyframes — the
/// value the next run starts from.
@MainActor
final class AnimatorRun {
    /// Whether the animator has been drawn on a host's clock before.
    var seen = false
    /// The trigger value of the last update.
    var trigger: AnimationTrigger?
    /// When the run in progress began, on the host's clock; nil at rest.
    var start: Date?
    /// The keyframe value the run in progress started from.
    var from: Any?
    /// The keyframe value at the end of the last run, where the next one starts.
    var value: Any?

    /// Starts a run at `now` when the animator appears (`continuous`) or when `trigger` differs
    /// from the last update's; returns the seconds since the run in progress began, nil at rest.
    func elapsed(now: Date, trigger: AnimationTrigger?, continuous: Bool) -> Double? {
        if !seen {
            seen = true
            self.trigger = trigger
            if continuous { start = now }
        } else if let trigger, let last = self.trigger, !last.isEqual(to: trigger) {
            self.trigger = trigger
            start = now
            from = nil
        }
        return start.map { max(0, now.timeIntervalSince($0)) }
    }
}
