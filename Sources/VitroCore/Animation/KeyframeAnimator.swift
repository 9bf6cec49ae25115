import Foundation

/// A view that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`.
///
/// A still render draws the content for the initial value. A `ViewHost` plays the keyframes on
/// its clock (`ViewHost/advance(by:)`, `ViewHost/renderTransition(fps:duration:)`): in a loop
/// from the moment the view appears when `repeating`, or once each time the trigger changes. As
/// in SwiftUI, a triggered run starts from the value the last one ended on (the initial value
/// the first time), and the content keeps the end value when the run is over.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    /// The value the keyframes start from.
    package let initialValue: Value
    /// True when the keyframes loop for ever.
    package let repeats: Bool
    /// The value whose changes start a run; nil for the repeating form.
    package let trigger: AnimationTrigger?
    let content: @MainActor (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Loops the keyframes (when `repeating`), drawing `content` for each value.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping @MainActor (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        repeats = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes each time `trigger` changes, drawing `content` for each value.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping @MainActor (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        repeats = false
        self.trigger = AnimationTrigger(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    /// The run in progress, kept in the view's graph storage.
    @State private var run = AnimatorRun()
    /// The environment the animator is evaluated in, linked by the graph: the host's clock date
    /// and the ledger of running animations.
    @Environment(\.self) private var environment

    public var body: some View { content(currentValue()) }

    /// The value at the host's clock date (the initial value outside a host), with the run noted
    /// in the host's ledger.
    private func currentValue() -> Value {
        let rest = run.value as? Value ?? initialValue
        guard let now = environment.timelineDate,
            let elapsed = run.elapsed(now: now, trigger: trigger, continuous: repeats && trigger == nil),
            let start = run.start
        else { return rest }
        if repeats {
            environment.animatorLedger?.noteContinuous(at: now)
            return value(atTime: elapsed)
        }
        let from = run.from as? Value ?? rest
        run.from = from
        let timeline = timeline(from: from)
        guard elapsed < timeline.duration else {
            run.value = timeline.value(time: timeline.duration)
            run.start = nil
            run.from = nil
            environment.animatorLedger?.noteEnded(run)
            return run.value as? Value ?? rest
        }
        environment.animatorLedger?.note(run, endsAt: start.addingTimeInterval(timeline.duration))
        return timeline.value(time: elapsed)
    }

    /// The looping value `time` seconds after the loop began.
    private func value(atTime time: TimeInterval) -> Value {
        let timeline = timeline()
        var t = time
        if timeline.duration > 0, time.isFinite { t = time.truncatingRemainder(dividingBy: timeline.duration) }
        return timeline.value(time: t)
    }

    /// The keyframes as a timeline starting from `value` (the current value when a run starts).
    package func timeline(from value: Value? = nil) -> KeyframeTimeline<Value> {
        let start = value ?? initialValue
        return KeyframeTimeline(initialValue: start, keyframes: keyframes(start))
    }

    /// The content `time` seconds into a run (looping when the animator repeats).
    package func content(at time: TimeInterval) -> Content {
        repeats ? content(value(atTime: time)) : content(timeline().value(time: time))
    }
}

extension KeyframeTimeline {
    /// A timeline over keyframes already built.
    package init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = KeyframesBuilder<Value>.tracks(of: keyframes)
    }
}

extension View {
    /// Loops keyframes over this view, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }

    /// Plays keyframes over this view each time `trigger` changes, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
