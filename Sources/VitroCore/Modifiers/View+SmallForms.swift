/// Small forms of SwiftUI modifiers: the color scheme by its older name, a tag that also
/// matches an optional selection, geometry groups, search focus and system gestures.
extension View {
    /// Sets the color scheme of the view and its subviews (the older name of
    /// `environment(\.colorScheme, _)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

    /// Tags the view for a `Picker` or `TabView`; `includeOptional` also matches a selection of
    /// `V?`, which Vitro's tags do whatever the flag says (an optional selection finds the
    /// wrapped value).
    @_disfavoredOverload
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self.tag(tag) }

    /// Makes the view's subviews take their geometry from the view as one group when it
    /// animates (recorded: a still image has no animation to isolate).
    public func geometryGroup() -> some View { record("geometryGroup") }

    /// Binds whether the enclosing search field is focused (recorded: a still image has no
    /// focus to move).
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { record("searchFocused") }

    /// Binds the enclosing search field's focus to `value` (recorded).
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        record("searchFocused")
    }

    /// Lets the view's gestures take precedence over the system's at `edges` (recorded: no
    /// system gesture reaches a still image).
    public func defersSystemGestures(on edges: Edge.Set) -> some View { record("defersSystemGestures") }

    /// How Writing Tools work on the view's text (recorded: no Writing Tools in a still image).
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        record("writingToolsBehavior(.\(behavior.name))")
    }
}
