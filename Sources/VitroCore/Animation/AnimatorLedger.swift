import Foundation

/// What the clock-driven animators (``PhaseAnimator``, ``KeyframeAnimator``) on a host's screen
/// tell the host about their runs, so `ViewHost/renderTransition(fps:duration:)` knows how
/// long to draw and whether to update the view for every frame.
///
/// A host puts its ledger in the environment (`EnvironmentValues/animatorLedger`); animators
/// note each run when their body is evaluated for a clock date.
@MainActor
package final class AnimatorLedger {
    /// A run started by a trigger, until the date it ends.
    private struct Entry {
        weak var run: AnimatorRun?
        var end: Date
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The last clock date an animator that never ends (a cycling phase animator, repeating
    /// keyframes) was drawn for.
    private var continuousDate: Date?

    package init() {}

    /// Notes that `run` is playing until `end` (`Date.distantFuture` when it never ends).
    func note(_ run: AnimatorRun, endsAt end: Date) {
        entries[ObjectIdentifier(run)] = Entry(run: run, end: end)
    }

    /// Notes that `run` has ended.
    func noteEnded(_ run: AnimatorRun) { entries[ObjectIdentifier(run)] = nil }

    /// Notes that an animator that never ends was drawn for `date`.
    func noteContinuous(at date: Date) { continuousDate = date }

    /// Seconds from `date` until the last run now playing ends: nil when none plays, infinity
    /// when one never ends.
    package func remaining(after date: Date) -> Double? {
        entries = entries.filter { $0.value.run != nil }
        let ends = entries.values.map(\.end).filter { $0 > date }
        guard let last = ends.max() else { return nil }
        return last == .distantFuture ? .infinity : last.timeIntervalSince(date)
    }

    /// Whether an animator that never ends was drawn for `date` (the host's current date):
    /// the view must then be updated for every frame the host draws.
    package func playsContinuously(at date: Date) -> Bool { continuousDate == date }
}

struct AnimatorLedgerKey: EnvironmentKey {
    static let defaultValue: AnimatorLedger? = nil
}

extension EnvironmentValues {
    /// The ledger of the host the view is drawn in; nil outside a host.
    package var animatorLedger: AnimatorLedger? {
        get { self[AnimatorLedgerKey.self] }
        set { self[AnimatorLedgerKey.self] = newValue }
    }
}
