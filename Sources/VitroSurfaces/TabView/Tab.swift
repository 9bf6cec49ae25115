import Foundation
@_spi(Nodes) import VitroCore

/// A tab of a ``TabView``, as SwiftUI's `Tab` (iOS 18): a title, a symbol, a value the
/// selection matches, and content shown when it is selected. `role: .search` places it apart
/// at the trailing end of the tab bar (docs/reference/seeds.md#adopting-liquid-glass).
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label
    /// The tab's badge (`badge(_:)`), drawn at its symbol's top trailing corner.
    var badgeLabel: Text? = nil
    /// A tab hidden with `hidden(_:)`: neither its item nor its content is drawn.
    var isHidden = false
    /// A tab disabled with `disabled(_:)`: its item is drawn dimmed and does not select.
    var isDisabled = false
    /// Where the tab shows (`tabPlacement(_:)`): `.sidebarOnly` keeps it out of the tab bar.
    var placement = TabPlacement.automatic
    /// The bars the tab is left out of (`defaultVisibility(.hidden, for:)`).
    var hiddenPlacements: Set<AdaptableTabBarPlacement> = []
    /// Wraps the tab's item where a bar draws it (a `popover(...)` anchored to the item).
    var itemModifier: (@MainActor (AnyView) -> AnyView)? = nil

    /// Never called: the tab view draws the tab (a tab is both a view and tab content).
    public var body: Never { return fatalError("Tab has no body") }

    /// A count badge on the tab: a red capsule with the count in white; zero shows none.
    public func badge(_ count: Int) -> Tab {
        var tab = self
        tab.badgeLabel = count == 0 ? nil : Text(verbatim: "\(count)")
        return tab
    }

    /// A text badge on the tab; nil shows none.
    public func badge(_ label: Text?) -> Tab {
        var tab = self
        tab.badgeLabel = label
        return tab
    }

    /// A text badge on the tab; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Tab {
        badge(label.map { Text(verbatim: String($0)) })
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        guard !isHidden else { return [] }
        let content = content
        let label = label
        let marker = TabMarkerNode(
            value: value.map { AnyHashable($0) }, isSearch: role == .search, label: AnyView(label),
            content: { $0.nodes(content) }, environment: context.environment)
        marker.attributes.badge = badgeLabel
        marker.isDisabled = isDisabled
        marker.isInTabBar = placement != .sidebarOnly && !hiddenPlacements.contains(.tabBar)
        marker.isInSidebar = !hiddenPlacements.contains(.sidebar)
        marker.present = itemModifier
        return [marker]
    }
}

extension Tab where Label == TabLabel {
    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    public init(
        _ title: String, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.value = value
        self.role = role
        self.content = content()
        label = TabLabel(title: title, systemImage: systemImage)
    }

    /// A tab of `role` (a search tab) selected by `value`.
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.value = value
        self.role = role
        self.content = content()
        label = TabLabel(title: role == .search ? "Search" : "", systemImage: "magnifyingglass")
    }
}

extension Tab where Value == Never, Label == TabLabel {
    /// A tab titled `title` with the symbol `systemImage`, without a value.
    public init(_ title: String, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        value = nil
        self.role = role
        self.content = content()
        label = TabLabel(title: title, systemImage: systemImage)
    }

    /// A tab of `role` (a search tab), without a value.
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        value = nil
        self.role = role
        self.content = content()
        label = TabLabel(title: role == .search ? "Search" : "", systemImage: "magnifyingglass")
    }
}

extension Tab where Label: View {
    /// A tab labeled by `label`, selected by `value`.
    public init(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }
}

/// The label of a tab made from a title and a symbol.
public struct TabLabel: View {
    let title: String
    let systemImage: String
    /// An image from the app's assets, in place of the symbol (`Tab(_:image:…)`).
    var image: String? = nil
    public var body: some View {
        if let image {
            VitroSurfaces.Label(title: { Text(title) }, icon: { Image(image) })
        } else {
            VitroSurfaces.Label(title, systemImage: systemImage)
        }
    }
}

/// What a tab is for, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab, set apart at the trailing end of the tab bar.
    public static let search = TabRole(name: "search")
}

/// A tab's parts, for its tab view to draw.
@MainActor
final class TabMarkerNode: LayoutNode {
    let value: AnyHashable?
    let isSearch: Bool
    let label: AnyView
    /// Resolves the tab's content (only the selected tab's is drawn).
    let content: @MainActor (ResolveContext) -> [LayoutNode]
    /// The ``TabSection`` the tab is in, if any.
    var section: TabSectionInfo?
    /// Whether the tab is disabled (`disabled(_:)`).
    var isDisabled = false
    /// Whether the tab bar shows the tab (not `.sidebarOnly`, not hidden for `.tabBar`).
    var isInTabBar = true
    /// Whether a sidebar shows the tab (not hidden for `.sidebar`).
    var isInSidebar = true
    /// Wraps the tab's item where a bar draws it (`popover(...)`).
    var present: (@MainActor (AnyView) -> AnyView)?

    init(
        value: AnyHashable?, isSearch: Bool, label: AnyView,
        content: @escaping @MainActor (ResolveContext) -> [LayoutNode],
        environment: EnvironmentValues
    ) {
        self.value = value
        self.isSearch = isSearch
        self.label = label
        self.content = content
        super.init(environment: environment)
    }
}

/// The label a view gives itself as a tab (`tabItem`).
struct TabItemKey: PreferenceKey {
    static let defaultValue: TabItemLabel? = nil
    static func reduce(value: inout TabItemLabel?, nextValue: () -> TabItemLabel?) { value = value ?? nextValue() }
}

struct TabItemLabel: @unchecked Sendable {
    let view: AnyView
}

extension View {
    /// Makes this view a tab of the enclosing ``TabView`` with `label` (a `Label`, or an image
    /// and a text) in the tab bar. The older form of ``Tab``.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        preference(key: TabItemKey.self, value: TabItemLabel(view: AnyView(label())))
    }

    /// The style of tab views: `.page` hides the tab bar; `.sidebarAdaptable` shows the tabs
    /// in a floating glass sidebar in a regular-width environment (iPad) and as the tab bar in
    /// a compact one (iPhone); the others draw iOS 26's tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind: TabViewStyleKind =
            style is PageTabViewStyle ? .page : style is SidebarAdaptableTabViewStyle ? .sidebarAdaptable : .automatic
        return environmentChange { $0.tabViewStyleKind = kind }
    }
}

/// A tab view style, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}
/// The platform's tab bar.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// A tab bar that becomes a sidebar in a regular-width environment (iPad).
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
/// Pages swiped sideways, without a tab bar.
public struct PageTabViewStyle: TabViewStyle {
    /// A style of pages swiped side by side.
    public init() {}
    /// A style of pages swiped side by side, with an index shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode) {}
    /// Whether the page dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's tab view style: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar in regular width.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// A style of pages swiped side by side.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// A style of pages swiped side by side, with an index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle()
    }
}

/// The tab view styles Vitro draws, as the environment carries them.
enum TabViewStyleKind: Hashable, Sendable { case automatic, sidebarAdaptable, page }

struct TabViewStyleKindKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}
