import Foundation

/// SwiftUI's other forms of the gesture modifiers: enabled by a flag, named (iOS 18), and the
/// long press with a pressing callback. Each forwards to the form the host performs.
extension View {
    /// Attaches `gesture` when `isEnabled` is true (SwiftUI's `gesture(_:isEnabled:)`).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` under `name`, when `isEnabled` is true (the name identifies the
    /// gesture to UIKit's gesture recognizers, which a still image does not have).
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` to run with the view's own gestures, when `isEnabled` is true.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` under `name` to run with the view's own gestures, when `isEnabled` is true.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` to take precedence over the view's own gestures, when `isEnabled` is true.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` under `name` to take precedence, when `isEnabled` is true.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Runs `action` when the view is long-pressed; `maximumDistance` (how far a finger may
    /// move) and `onPressingChanged` need a moving finger, which the host's presses do not have.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, perform: action)
    }

    /// Runs `action` when the view is long-pressed (the older order of the arguments).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, perform: action)
    }
}
