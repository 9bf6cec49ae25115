import Foundation
@_spi(Nodes) import VitroCore

/// The order and visibility of a tab view's tabs as a person customized them, as SwiftUI's
/// `TabViewCustomization`. A still image shows the tabs as declared; the customization keeps
/// what is set on it.
public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// The customization of one tab.
    public struct TabCustomization: Equatable, Codable, Sendable {
        var sidebar = Visibility.Stored.automatic
        var tabBar = Visibility.Stored.automatic
        /// The tab's visibility in the sidebar.
        public var sidebarVisibility: Visibility {
            get { sidebar.value }
            set { sidebar = Visibility.Stored(newValue) }
        }
        /// The tab's visibility in the tab bar.
        public var tabBarVisibility: Visibility {
            get { tabBar.value }
            set { tabBar = Visibility.Stored(newValue) }
        }
    }

    /// The customization of one section.
    public struct SectionCustomization: Equatable, Codable, Sendable {
        /// The identifiers of the section's tabs in their customized order (empty: as declared).
        public var tabOrder: [String] = []
        /// Puts the section's tabs back in the order declared.
        public mutating func resetTabOrder() { tabOrder = [] }
    }

    var tabs: [String: TabCustomization] = [:]
    var sections: [String: SectionCustomization] = [:]
    var sectionOrder: [String] = []

    /// No customization: every tab as declared.
    public init() {}

    /// The customization of the tab `id`.
    public subscript(tab id: String) -> TabCustomization {
        get { tabs[id] ?? TabCustomization() }
        set { tabs[id] = newValue }
    }

    /// The customization of the section `id`.
    public subscript(section id: String) -> SectionCustomization {
        get { sections[id] ?? SectionCustomization() }
        set { sections[id] = newValue }
    }

    /// The customization of the section `id`.
    public subscript(sectionID id: String) -> SectionCustomization {
        get { self[section: id] }
        set { self[section: id] = newValue }
    }

    /// The visibility of the tab `id` in the sidebar.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { self[tab: id].sidebarVisibility }
        set { self[tab: id].sidebarVisibility = newValue }
    }

    /// Puts every section's tabs back in the order declared.
    public mutating func resetSectionOrder() {
        sectionOrder = []
        for key in sections.keys { sections[key]?.resetTabOrder() }
    }

    /// Puts the tabs of the sections `sectionIDs` back in the order declared.
    public mutating func resetSectionOrder(for sectionIDs: [String]) {
        for key in sectionIDs { sections[key]?.resetTabOrder() }
    }

    /// Shows every tab as declared.
    public mutating func resetVisibility() { tabs = [:] }
}

extension View {
    /// Binds the tab view's customization (recorded: a still image shows the tabs as declared).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        record("tabViewCustomization")
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view's customization kept under `key` (as the host keeps `@AppStorage` values),
    /// empty until one is stored.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, defaults: store)
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// A tab view's customization kept under `key` for the scene, empty until one is stored.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(storage: AppStorage(key: "scene:" + key, defaultValue: wrappedValue, defaults: store))
    }
}
