import Foundation

/// List row actions, context menus, search and badges, recorded on the view's node by name.
/// Presentations (sheets, alerts, dialogs, popovers, menus) are in `Surfaces/Presentation`.
extension View {
    /// A search field for `text` (recorded; where the field is drawn is the container's).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        record("searchable")
    }

    /// A search field with a prompt (recorded).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        record("searchable")
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        record("searchable")
    }

    /// A badge on a list row or tab item (recorded here; List rows and tab bars draw it).
    public func badge(_ count: Int) -> some View { record("badge(\(count))") }

    /// A text badge (recorded here; List rows and tab bars draw it).
    public func badge(_ label: Text?) -> some View { record("badge(\"\(label?.plainText ?? "")\")") }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        record("badge(\"\(label.map { String($0) } ?? "")\")")
    }

    private func recordPresentation(_ name: String, _ presented: Bool) -> some View {
        record(presented ? "\(name) presented" : name)
    }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
    /// When a navigation bar's search field shows, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// A leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable { case leading, trailing }
