import Foundation
@_spi(Nodes) import VitroCore

/// Search fields with editable or suggested tokens: the tokens draw before the text as the
/// other token fields' do; suggestions show only while a person searches, which a still image
/// does not.
extension View {
    /// A search field with tokens a person can edit, each drawn by `token` from a binding to it.
    public func searchable<C, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: nil, placement: placement, prompt: prompt,
            tokens: { Self.tokenViews(editableTokens, token) })
    }

    /// A search field with editable tokens whose presentation `isPresented` controls.
    public func searchable<C, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View
    where C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: isPresented, placement: placement, prompt: prompt,
            tokens: { Self.tokenViews(editableTokens, token) })
    }

    /// A search field with tokens and suggested tokens (shown while searching).
    public func searchable<C, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: nil, placement: placement, prompt: prompt,
            tokens: { tokens.wrappedValue.map { AnyView(token($0)) } })
    }

    /// A search field with tokens and suggested tokens whose presentation `isPresented` controls.
    public func searchable<C, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
        searchField(
            text: text, isPresented: isPresented, placement: placement, prompt: prompt,
            tokens: { tokens.wrappedValue.map { AnyView(token($0)) } })
    }

    /// The views of editable tokens: each made from a binding to its element.
    private static func tokenViews<C, T: View>(
        _ tokens: Binding<C>, _ token: @escaping (Binding<C.Element>) -> T
    ) -> [AnyView] where C: RandomAccessCollection & MutableCollection {
        tokens.wrappedValue.indices.map { index in
            AnyView(token(Binding(get: { tokens.wrappedValue[index] }, set: { tokens.wrappedValue[index] = $0 })))
        }
    }
}
