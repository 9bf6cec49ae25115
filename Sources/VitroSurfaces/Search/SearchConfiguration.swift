import Foundation
@_spi(Nodes) import VitroCore

/// What a `searchable` modifier asks its container to draw: the field's text and prompt, its
/// placement, whether search is presented, its tokens and what the modifiers around it set.
///
/// A container finds it in its environment (the modifier is outside the container) or in its
/// content's preferences (the modifier is inside); the container that draws the field claims
/// it, so no container further out draws it again.
struct SearchConfiguration: @unchecked Sendable {
    var text: String
    /// Writes the field's text back (the clear button, `dismissSearch`).
    var setText: (@MainActor (String) -> Void)?
    var prompt: Text?
    var placement: SearchFieldPlacement
    /// Whether search is presented (the field focused, with its close control); false without
    /// an `isPresented` binding.
    var isPresented: Bool
    var setPresented: (@MainActor (Bool) -> Void)?
    /// The tokens drawn in the field before its text, each made by the `token` builder.
    var tokens: [AnyView] = []
    var toolbarBehavior = SearchToolbarBehavior.automatic
    var showsMicrophone = true
    /// The scope bar's options, when `searchScopes` gave some.
    var scopes: SearchScopes?
    /// Set once a container draws the field; a new one each time the modifier resolves.
    var claim = SearchClaim()

    /// The prompt drawn while the field is empty: the given one, or "Search" as SwiftUI's.
    @MainActor var promptText: Text { prompt ?? Text(verbatim: "Search") }

    /// Ends the search: not presented, empty text.
    @MainActor func dismiss() {
        setPresented?(false)
        setText?("")
    }
}

/// Whether a container has drawn a search field already (a reference, so the modifier that
/// made the configuration sees the claim made inside its content).
@MainActor
final class SearchClaim: @unchecked Sendable {
    var isClaimed = false
    nonisolated init() {}
}

/// The scope bar of a searchable view (`searchScopes`).
struct SearchScopes: @unchecked Sendable {
    let options: AnyView
    let activation: SearchScopeActivation
}

/// A searchable modifier inside a container's content, for the container to draw.
struct SearchableKey: PreferenceKey {
    static let defaultValue: SearchConfiguration? = nil
    static func reduce(value: inout SearchConfiguration?, nextValue: () -> SearchConfiguration?) {
        value = value ?? nextValue()
    }
}

struct SearchConfigurationKey: EnvironmentKey { static let defaultValue: SearchConfiguration? = nil }
struct SearchToolbarBehaviorKey: EnvironmentKey { static let defaultValue = SearchToolbarBehavior.automatic }
struct SearchDictationKey: EnvironmentKey { static let defaultValue = TextInputDictationBehavior.automatic }
struct SearchScopesKey: EnvironmentKey { static let defaultValue: SearchScopes? = nil }
struct IsInSearchTabKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The search field a `searchable` modifier outside this view asks for, until a container
    /// takes it.
    var searchConfiguration: SearchConfiguration? {
        get { self[SearchConfigurationKey.self] }
        set { self[SearchConfigurationKey.self] = newValue }
    }

    var searchToolbarBehavior: SearchToolbarBehavior {
        get { self[SearchToolbarBehaviorKey.self] }
        set { self[SearchToolbarBehaviorKey.self] = newValue }
    }

    var searchDictationBehavior: TextInputDictationBehavior {
        get { self[SearchDictationKey.self] }
        set { self[SearchDictationKey.self] = newValue }
    }

    var searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }

    /// Set in the content of a tab view's selected search tab: the tab bar draws the field, so
    /// navigation stacks inside leave it to the tab view.
    var isInSearchTab: Bool {
        get { self[IsInSearchTabKey.self] }
        set { self[IsInSearchTabKey.self] = newValue }
    }
}

extension SearchConfiguration {
    /// The search field a container draws: one asked for from outside it (in `environment`),
    /// else one its `content` asks for; nil when none, or when another container drew it.
    @MainActor
    static func find(environment: EnvironmentValues, content: [LayoutNode]) -> SearchConfiguration? {
        if let outer = environment.searchConfiguration, !outer.claim.isClaimed { return outer }
        if let inner = PreferenceCollector.value(SearchableKey.self, in: content), !inner.claim.isClaimed {
            return inner
        }
        return nil
    }
}

/// The `searchable` modifier: gives its content the search's environment (`isSearching`,
/// `dismissSearch`, the configuration for a container inside) and offers the configuration to
/// a container outside, unless one inside drew the field.
struct SearchableModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text?
    /// The tokens' views, made from the tokens binding's value when the modifier resolves.
    var tokens: @MainActor () -> [AnyView] = { [] }

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        // The bindings are read each time the modifier resolves, so a host's changes show.
        let text = text
        let isPresented = isPresented
        var setPresented: (@MainActor (Bool) -> Void)?
        if let isPresented { setPresented = { isPresented.wrappedValue = $0 } }
        var configuration = SearchConfiguration(
            text: text.wrappedValue, setText: { text.wrappedValue = $0 }, prompt: prompt, placement: placement,
            isPresented: isPresented?.wrappedValue ?? false, setPresented: setPresented)
        configuration.tokens = tokens()
        let env = context.environment
        configuration.toolbarBehavior = env.searchToolbarBehavior
        // Dictation in the field is iOS's, iPadOS's and visionOS's; macOS search fields have none.
        configuration.showsMicrophone = env.searchDictationBehavior.showsMicrophone && env.platform != .macOS
        configuration.scopes = env.searchScopes
        configuration.claim = SearchClaim()
        let made = configuration
        let nodes = content(
            context.with {
                $0.searchConfiguration = made
                $0.searchScopes = nil
                $0.isSearching = made.isPresented
                $0.dismissSearch = DismissSearchAction(action: { made.dismiss() })
            })
        return nodes.map { node in
            let writer = PreferenceWriterNode<SearchableKey>(
                child: node, value: { _ in made.claim.isClaimed ? nil : made }, environment: env)
            writer.attributes.recorded.append("searchable")
            return writer
        }
    }
}
