import Foundation
@_spi(Nodes) import VitroCore

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. The container decides what
/// each placement means on each platform (see `SearchField`).
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When a navigation bar's search field shows, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// The field hides once the content is scrolled.
        case automatic
        /// The field stays whatever the scroll.
        case always
    }

    enum Kind: Hashable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer, toolbarPrincipal }
    let kind: Kind
    var displayMode = NavigationBarDrawerDisplayMode.automatic

    /// The platform's place: on iPhone the bottom toolbar (iOS 26), on iPad and Mac the
    /// trailing end of the toolbar.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// The toolbar: on iPhone the bottom toolbar, on iPad and Mac its trailing end.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// The top of a split view's sidebar (elsewhere as `automatic`).
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// Under the navigation bar's title, in a filled field (the `automatic` display mode).
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)
    /// The principal (center) place of the navigation bar.
    public static var toolbarPrincipal: SearchFieldPlacement { SearchFieldPlacement(kind: .toolbarPrincipal) }
    /// Under the navigation bar's title; `displayMode` says whether scrolling hides it.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer, displayMode: displayMode)
    }
}

/// How a toolbar's search field looks at rest, as SwiftUI's `SearchToolbarBehavior` (iOS 26).
public struct SearchToolbarBehavior: Hashable, Sendable {
    let isMinimized: Bool
    /// The platform's choice: a full field.
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(isMinimized: false) }
    /// A glass button with a magnifying glass that becomes the field when tapped.
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(isMinimized: true) }
}

/// How the toolbar adapts while searching, as SwiftUI's `SearchPresentationToolbarBehavior`
/// (recorded: a still image shows one state of the bar).
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice (recorded).
    public static var automatic: SearchPresentationToolbarBehavior { .init(name: "automatic") }
    /// Keeps the bar's content while searching (recorded).
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { .init(name: "avoidHidingContent") }
}

/// When dictation starts in a search field, as SwiftUI's `TextInputDictationActivation`.
public struct TextInputDictationActivation: Hashable, Sendable {
    let name: String
    /// Dictation starts when the microphone is selected.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    /// Dictation starts when the microphone is selected or the field looked at (visionOS).
    public static let onLook = TextInputDictationActivation(name: "onLook")
}

/// Whether a search field shows a microphone, as SwiftUI's `TextInputDictationBehavior`.
public struct TextInputDictationBehavior: Hashable, Sendable {
    let showsMicrophone: Bool
    /// The platform's choice: a microphone in iOS and iPadOS search fields.
    public static let automatic = TextInputDictationBehavior(showsMicrophone: true)
    /// No microphone in the field.
    public static let preventDictation = TextInputDictationBehavior(showsMicrophone: false)
    /// A microphone in the field, dictating as `activation` says.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(showsMicrophone: true)
    }
}

/// When the scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    /// On iOS once text is typed, on macOS while searching.
    public static var automatic: SearchScopeActivation { .init(name: "automatic") }
    /// Once typing starts.
    public static var onTextEntry: SearchScopeActivation { .init(name: "onTextEntry") }
    /// While search is presented.
    public static var onSearchPresentation: SearchScopeActivation { .init(name: "onSearchPresentation") }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String
    /// The platform's place: a list over the content on iOS.
    public static var automatic: SearchSuggestionsPlacement { .init(name: "automatic") }
    /// In a menu under the field.
    public static var menu: SearchSuggestionsPlacement { .init(name: "menu") }
    /// In the app's content.
    public static var content: SearchSuggestionsPlacement { .init(name: "content") }

    /// A set of placements, as SwiftUI's `SearchSuggestionsPlacement.Set`.
    public struct Set: OptionSet, Sendable {
        /// The placements as bits.
        public let rawValue: Int
        /// Placements from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Suggestions in a menu under the search field.
        public static var menu: Set { Set(rawValue: 1) }
        /// Suggestions in the content under the search field.
        public static var content: Set { Set(rawValue: 2) }
    }
}

/// Ends the current search, as SwiftUI's `DismissSearchAction`: read it from the environment
/// (`@Environment(\.dismissSearch)`) and call it. It sets the search's `isPresented` binding to
/// false and clears its text; outside a searchable view it does nothing.
public struct DismissSearchAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?

    /// Ends the current search, if any.
    @MainActor public func callAsFunction() { action?() }
}

struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction(action: nil) }

extension EnvironmentValues {
    /// Ends the search of the nearest searchable view: its `isPresented` binding becomes false
    /// and its text empty, so `isSearching` is false on the next update.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Where the suggestions being built show: `.automatic` (a list over the content on iOS).
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        .automatic
    }
}
