import Foundation
@_spi(Nodes) import VitroCore

/// Search, as SwiftUI's search modifiers: the field is drawn by the container the view is in
/// (a `NavigationStack`, a split view's column, a `TabView` with a search tab) where iOS 26,
/// iPadOS 26 and macOS 26 draw it. See `SearchField` for where each placement goes.
extension View {
    /// A search field for `text` with an optional `prompt` ("Search" without one).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchField(text: text, isPresented: nil, placement: placement, prompt: prompt)
    }

    /// A search field for `text` with a prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchField(text: text, isPresented: nil, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchField(text: text, isPresented: nil, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation `isPresented` controls: while true the field is drawn
    /// focused, with its close control, and `isSearching` is true inside.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchField(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field whose presentation `isPresented` controls, with a prompt.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchField(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation `isPresented` controls, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchField(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with suggestions (the field is drawn; the suggestions list, shown only
    /// while typing, is recorded).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchField(text: text, isPresented: nil, placement: placement, prompt: prompt).record("searchSuggestions")
    }

    /// A search field with a prompt and suggestions (the suggestions list is recorded).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchField(text: text, isPresented: nil, placement: placement, prompt: Text(prompt))
            .record("searchSuggestions")
    }

    /// A search field with a prompt and suggestions (the suggestions list is recorded).
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchField(text: text, isPresented: nil, placement: placement, prompt: Text(prompt))
            .record("searchSuggestions")
    }

    /// A search field with tokens: each element of `tokens` drawn by `token` on a filled
    /// rounded rectangle before the text.
    public func searchable<C, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: nil, placement: placement, prompt: prompt,
            tokens: { tokens.wrappedValue.map { AnyView(token($0)) } })
    }

    /// A search field with tokens and a prompt.
    public func searchable<C, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: nil, placement: placement, prompt: Text(prompt),
            tokens: { tokens.wrappedValue.map { AnyView(token($0)) } })
    }

    /// A search field with tokens and a prompt.
    @_disfavoredOverload
    public func searchable<C, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: nil, placement: placement, prompt: Text(prompt),
            tokens: { tokens.wrappedValue.map { AnyView(token($0)) } })
    }

    /// A search field with tokens whose presentation `isPresented` controls.
    public func searchable<C, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: isPresented, placement: placement, prompt: prompt,
            tokens: { tokens.wrappedValue.map { AnyView(token($0)) } })
    }

    /// A search field with tokens whose presentation `isPresented` controls, with a prompt.
    public func searchable<C, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt),
            tokens: { tokens.wrappedValue.map { AnyView(token($0)) } })
    }

    /// The suggestions shown while typing in the search field (recorded: a still image shows
    /// the field at rest).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        record("searchSuggestions")
    }

    /// Where search suggestions show (recorded).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
        -> some View
    {
        record("searchSuggestions(\(visibility))")
    }

    /// The text a suggestion puts in the search field when chosen (recorded).
    public func searchCompletion(_ completion: String) -> some View {
        record("searchCompletion(\"\(completion)\")")
    }

    /// The token a suggestion adds to the search field when chosen (recorded).
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        record("searchCompletion(token)")
    }

    /// The scopes of the search field: a segmented scope bar under the field while search is
    /// presented (iOS shows it once text is entered), its options built like a `Picker`'s.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// The scopes of the search field, shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let options = AnyView(
            Picker(selection: scope) {
                scopes()
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented))
        let entry = SearchScopes(options: options, activation: activation)
        return environmentChange { $0.searchScopes = entry }
    }

    /// How the toolbar's search field looks at rest: `.minimize` draws a glass button with a
    /// magnifying glass instead of the field (iOS 26).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        environmentChange { $0.searchToolbarBehavior = behavior }
    }

    /// How the toolbar adapts while searching (recorded).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        record("searchPresentationToolbarBehavior(.\(behavior.name))")
    }

    /// Whether search fields show a microphone: `.preventDictation` leaves it out.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        environmentChange { $0.searchDictationBehavior = dictationBehavior }
    }

    func searchField(
        text: Binding<String>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: Text?,
        tokens: @escaping @MainActor () -> [AnyView] = { [] }
    ) -> some View {
        modifier(
            SearchableModifier(
                text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: tokens))
    }
}
