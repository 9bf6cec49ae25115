import Foundation

/// A view that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`.
///
/// A still render draws the content for the initial value. The host plays the keyframes on its
/// clock: continuously when `repeating`, or once each time the trigger changes, drawing
/// ``content(at:)``.
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

    public var body: some View { content(initialValue) }

    /// The keyframes as a timeline starting from `value` (the current value when a run starts).
    package func timeline(from value: Value? = nil) -> KeyframeTimeline<Value> {
        let start = value ?? initialValue
        return KeyframeTimeline(initialValue: start, keyframes: keyframes(start))
    }

    /// The content `time` seconds into a run (looping when the animator repeats).
    package func content(at time: TimeInterval) -> Content {
        let timeline = timeline()
        var t = time
        if repeats, timeline.duration > 0, time.isFinite {
            t = time.truncatingRemainder(dividingBy: timeline.duration)
        }
        return content(timeline.value(time: t))
    }
}

extension KeyframeTimeline {
    /// A timeline over keyframes already built.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
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
