import Foundation

/// A view that animates its content through a sequence of phases, as SwiftUI's `PhaseAnimator`.
///
/// A still render draws the first phase. A `ViewHost` plays the phases on its clock
/// (`ViewHost/advance(by:)`, `ViewHost/renderTransition(fps:duration:)`): with no trigger
/// they cycle for ever from the moment the view appears; with a trigger, each change of it runs
/// through every phase once and back to the first. Each step into a phase uses the animation
/// `animation` gives for that phase: the content of the two phases is laid out, and what it draws
/// (frames, opacity, offset, scale, rotation, colors) is interpolated along that animation's curve.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    /// The phases, in order.
    package let phases: [Phase]
    /// The value whose changes start a run; nil when the phases cycle continuously.
    package let trigger: AnimationTrigger?
    let content: @MainActor (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` continuously.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnimationTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// The run in progress, kept in the view's graph storage.
    @State private var run = AnimatorRun()
    /// The environment the animator is evaluated in, linked by the graph: the host's clock date
    /// and the ledger of running animations.
    @Environment(\.self) private var environment

    public var body: some View {
        if let first = phases.first {
            let step = currentStep()
            AnimatorBlend(
                target: content(step.map { phases[$0.to] } ?? first),
                source: step.flatMap { $0.from != $0.to ? content(phases[$0.from]) : nil },
                fraction: step?.progress.fraction ?? 1)
        }
    }

    /// The step at the host's clock date (nil at rest or outside a host), noted in the host's
    /// ledger.
    private func currentStep() -> PhaseAnimatorStep? {
        guard let now = environment.timelineDate,
            let elapsed = run.elapsed(now: now, trigger: trigger, continuous: trigger == nil)
        else { return nil }
        let step = step(at: elapsed)
        guard !step.progress.isFinished, let start = run.start else {
            run.start = nil
            environment.animatorLedger?.noteEnded(run)
            return nil
        }
        if trigger == nil {
            environment.animatorLedger?.noteContinuous(at: now)
        } else {
            let length = runDuration
            environment.animatorLedger?.note(
                run, endsAt: length.isFinite ? start.addingTimeInterval(length) : .distantFuture)
        }
        return step
    }

    /// Seconds one triggered run takes: every step once, back to the first phase.
    var runDuration: TimeInterval {
        guard phases.count > 1 else { return 0 }
        return phases.indices.reduce(0) { sum, index in
            sum + (animation(phases[(index + 1) % phases.count])?.duration ?? 0)
        }
    }

    /// The content drawn for `phase`.
    package func content(for phase: Phase) -> Content { content(phase) }

    /// The animation of the step into `phase` (nil: the step is immediate).
    package func animation(into phase: Phase) -> Animation? { animation(phase) }

    /// Where the phases stand `time` seconds after a run (or the cycle) began: the step from one
    /// phase index to the next and its progress. The host draws `content(for:)` of both phases
    /// and interpolates them by `progress.fraction`. A triggered run ends back on the first
    /// phase with `progress.isFinished`; a cycle never finishes.
    package func step(at time: TimeInterval) -> PhaseAnimatorStep {
        guard phases.count > 1 else {
            return PhaseAnimatorStep(from: 0, to: 0, progress: AnimationProgress(fraction: 1, isFinished: true))
        }
        let count = phases.count
        let stepCount = trigger == nil ? Int.max : count
        var start = 0.0
        var index = 0
        var taken = 0
        // A cycle of steps that take no time would never advance the clock: stop after one lap.
        var idleSteps = 0
        while taken < stepCount {
            let next = (index + 1) % count
            let step = animation(phases[next])
            let length = step?.duration ?? 0
            if length == .infinity || time < start + length {
                let progress = step?.progress(at: time - start) ?? AnimationProgress(fraction: 1, isFinished: true)
                return PhaseAnimatorStep(
                    from: index, to: next, progress: AnimationProgress(fraction: progress.fraction, isFinished: false))
            }
            idleSteps = length > 0 ? 0 : idleSteps + 1
            if idleSteps > count { break }
            start += length
            index = next
            taken += 1
        }
        return PhaseAnimatorStep(from: index, to: index, progress: AnimationProgress(fraction: 1, isFinished: true))
    }
}

/// One step of a ``PhaseAnimator``: from one phase index to another, and how far along.
package struct PhaseAnimatorStep: Hashable, Sendable {
    package var from: Int
    package var to: Int
    package var progress: AnimationProgress
}

extension View {
    /// Animates this view through `phases` continuously, as SwiftUI's
    /// `phaseAnimator(_:content:animation:)`.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` each time `trigger` changes, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
