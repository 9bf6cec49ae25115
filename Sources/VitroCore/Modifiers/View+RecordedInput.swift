import Foundation

/// Modifiers of keyboards, pointers, focus and system events, with SwiftUI's signatures. No key,
/// pointer or focus reaches a still image: each is recorded on the view's node by name.
extension View {
    /// SwiftUI's `onOpenURL` (recorded: no effect on a still image).
    public func onOpenURL(prefersInApp: Bool) -> some View { record("onOpenURL") }

    /// SwiftUI's `allowsWindowActivationEvents` (recorded: no effect on a still image).
    public func allowsWindowActivationEvents(_ value: Bool?) -> some View { record("allowsWindowActivationEvents") }

    /// SwiftUI's `allowsWindowActivationEvents` (recorded: no effect on a still image).
    public func allowsWindowActivationEvents() -> some View { record("allowsWindowActivationEvents") }

    /// SwiftUI's `sensoryFeedback` (recorded: no effect on a still image).
    public func sensoryFeedback<T>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View where T: Equatable { record("sensoryFeedback") }

    /// SwiftUI's `sensoryFeedback` (recorded: no effect on a still image).
    public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?)
        -> some View where T: Equatable
    { record("sensoryFeedback") }

    /// SwiftUI's `sensoryFeedback` (recorded: no effect on a still image).
    public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View
    where T: Equatable { record("sensoryFeedback") }

    /// SwiftUI's `invalidatableContent` (recorded: no effect on a still image).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { record("invalidatableContent") }

    /// SwiftUI's `onOpenURL` (recorded: no effect on a still image).
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { record("onOpenURL") }

    /// SwiftUI's `handlesExternalEvents` (recorded: no effect on a still image).
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        record("handlesExternalEvents")
    }

    /// SwiftUI's `defaultFocus` (recorded: no effect on a still image).
    public func defaultFocus<V>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View where V: Hashable { record("defaultFocus") }

    /// SwiftUI's `springLoadingBehavior` (recorded: no effect on a still image).
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        record("springLoadingBehavior")
    }

    /// SwiftUI's `typeSelectEquivalent` (recorded: no effect on a still image).
    public func typeSelectEquivalent(_ text: Text?) -> some View { record("typeSelectEquivalent") }

    /// SwiftUI's `typeSelectEquivalent` (recorded: no effect on a still image).
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { record("typeSelectEquivalent") }

    /// SwiftUI's `typeSelectEquivalent` (recorded: no effect on a still image).
    @_disfavoredOverload
    public func typeSelectEquivalent<S>(_ string: S) -> some View where S: StringProtocol {
        record("typeSelectEquivalent")
    }

    /// SwiftUI's `onHover` (recorded: no effect on a still image).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { record("onHover") }

    /// SwiftUI's `defaultAppStorage` (recorded: no effect on a still image).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { record("defaultAppStorage") }

    /// SwiftUI's `submitScope` (recorded: no effect on a still image).
    public func submitScope(_ isBlocking: Bool = true) -> some View { record("submitScope") }

    /// SwiftUI's `hoverEffectDisabled` (recorded: no effect on a still image).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { record("hoverEffectDisabled") }

    /// SwiftUI's `menuActionDismissBehavior` (recorded: no effect on a still image).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        record("menuActionDismissBehavior")
    }

    /// SwiftUI's `onKeyPress` (recorded: no effect on a still image).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        record("onKeyPress")
    }

    /// SwiftUI's `onKeyPress` (recorded: no effect on a still image).
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { record("onKeyPress") }

    /// SwiftUI's `onKeyPress` (recorded: no effect on a still image).
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { record("onKeyPress") }

    /// SwiftUI's `onKeyPress` (recorded: no effect on a still image).
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { record("onKeyPress") }

    /// SwiftUI's `onKeyPress` (recorded: no effect on a still image).
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
        -> some View
    { record("onKeyPress") }

    /// SwiftUI's `textSelectionAffinity` (recorded: no effect on a still image).
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        record("textSelectionAffinity")
    }

    /// SwiftUI's `keyboardShortcut` (recorded: no effect on a still image).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        record("keyboardShortcut")
    }

    /// SwiftUI's `keyboardShortcut` (recorded: no effect on a still image).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { record("keyboardShortcut") }

    /// SwiftUI's `keyboardShortcut` (recorded: no effect on a still image).
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View { record("keyboardShortcut") }

    /// SwiftUI's `buttonRepeatBehavior` (recorded: no effect on a still image).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { record("buttonRepeatBehavior") }

    /// SwiftUI's `focusable` (recorded: no effect on a still image).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        record("focusable")
    }

    /// SwiftUI's `focusEffectDisabled` (recorded: no effect on a still image).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { record("focusEffectDisabled") }

    /// SwiftUI's `interactionActivityTrackingTag` (recorded: no effect on a still image).
    public func interactionActivityTrackingTag(_ tag: String) -> some View { record("interactionActivityTrackingTag") }
}
