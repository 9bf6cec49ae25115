import Foundation
@_spi(Nodes) import VitroCore

/// Content of a ``TabView``, as SwiftUI's `TabContent`: ``Tab``, ``TabSection``, the tabs a
/// ``TabContentBuilder`` built, ``AnyTabContent``, or a type of the app's own whose `body` is
/// made of them.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the tab view's selection.
    associatedtype TabValue: Hashable
    /// The tabs this content is made of.
    associatedtype Body: TabContent
    /// The tabs this content is made of.
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
    /// No selection.
    public typealias TabValue = Never
}

extension Tab: TabContent {
    /// The type of the selection the tab's value matches.
    public typealias TabValue = Value
}

extension TabSection: TabContent {
    /// The type of the selection its tabs' values match.
    public typealias TabValue = SelectionValue
}

extension TabContentList: TabContent {
    /// The type of the selection the tabs' values match.
    public typealias TabValue = SelectionValue
}

/// The result type of a ``TabContentBuilder``, as SwiftUI's `TabContentBuilder.Content`.
extension TabContentBuilder {
    /// The tabs a builder built.
    public typealias Content = TabContentList<SelectionValue>

    /// Any tab content whose selection type is the builder's, as it is written in the closure.
    public static func buildExpression<C: TabContent>(_ content: C) -> TabContentList<SelectionValue>
    where C.TabValue == SelectionValue {
        TabContentList(tabs: [tabView(of: content)])
    }

    /// The view that draws `content`: tab content is a view, or is made of views through its
    /// body.
    static func tabView<C: TabContent>(of content: C) -> AnyView {
        if let view = content as? any View { return AnyView(erasing: view) }
        if C.Body.self == Never.self { return AnyView(EmptyView()) }
        return tabView(of: content.body)
    }
}

/// Type-erased tab content, as SwiftUI's `AnyTabContent`.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent, View, PrimitiveView {
    /// No body: the tab view draws the tabs.
    public typealias Body = Never
    /// The type of the selection.
    public typealias TabValue = SelectionValue
    let view: AnyView

    /// Tab content that draws as `content`.
    public init<C: TabContent>(_ content: C) where C.TabValue == SelectionValue {
        view = TabContentBuilder<SelectionValue>.tabView(of: content)
    }

    /// Never called: the tab view draws the tabs.
    public var body: Never { return fatalError("AnyTabContent has no body") }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.nodes(view) }
}

/// A tab whose badge can be set through ``TabContent``'s `badge`.
@MainActor
protocol BadgeableTab {
    func withBadge(_ label: Text?) -> Self
    func withHidden(_ hidden: Bool) -> Self
    func withDisabled(_ disabled: Bool) -> Self
    func withPlacement(_ placement: TabPlacement) -> Self
    func withVisibility(_ visibility: Visibility, for placements: [AdaptableTabBarPlacement]) -> Self
    func withItemModifier(_ modifier: @escaping @MainActor (AnyView) -> AnyView) -> Self
}

extension Tab: BadgeableTab {
    func withBadge(_ label: Text?) -> Tab { badge(label) }
    func withHidden(_ hidden: Bool) -> Tab {
        var tab = self
        tab.isHidden = hidden
        return tab
    }
    func withDisabled(_ disabled: Bool) -> Tab {
        var tab = self
        tab.isDisabled = disabled
        return tab
    }
    func withPlacement(_ placement: TabPlacement) -> Tab {
        var tab = self
        tab.placement = placement
        return tab
    }
    func withVisibility(_ visibility: Visibility, for placements: [AdaptableTabBarPlacement]) -> Tab {
        var tab = self
        // `.automatic` stands for both bars a sidebar-adaptable tab view has.
        let bars = placements.contains(.automatic) ? [.tabBar, .sidebar] : placements
        for bar in bars {
            if visibility == .hidden { tab.hiddenPlacements.insert(bar) } else { tab.hiddenPlacements.remove(bar) }
        }
        return tab
    }
    func withItemModifier(_ modifier: @escaping @MainActor (AnyView) -> AnyView) -> Tab {
        var tab = self
        let previous = itemModifier
        tab.itemModifier = { modifier(previous?($0) ?? $0) }
        return tab
    }
}

extension TabContent {
    /// A count badge on the tab; zero shows none.
    public func badge(_ count: Int) -> Self {
        (self as? any BadgeableTab)?.withBadge(count == 0 ? nil : Text(verbatim: "\(count)")) as? Self ?? self
    }

    /// A text badge on the tab; nil shows none.
    public func badge(_ label: Text?) -> Self { (self as? any BadgeableTab)?.withBadge(label) as? Self ?? self }

    /// A localized text badge on the tab.
    public func badge(_ key: LocalizedStringKey?) -> Self {
        (self as? any BadgeableTab)?.withBadge(key.map { Text($0) }) as? Self ?? self
    }

    /// Hides the tab: neither its item nor its content is drawn.
    public func hidden(_ hidden: Bool = true) -> Self {
        (self as? any BadgeableTab)?.withHidden(hidden) as? Self ?? self
    }

    /// The tab's accessibility label (recorded: for assistive technologies).
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility label (recorded: for assistive technologies).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility label (recorded: for assistive technologies).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility hint (recorded: for assistive technologies).
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility hint (recorded: for assistive technologies).
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility hint (recorded: for assistive technologies).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility value (recorded: for assistive technologies).
    public func accessibilityValue(_ value: Text, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility value (recorded: for assistive technologies).
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility value (recorded: for assistive technologies).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility identifier (recorded: for assistive technologies and tests).
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility input labels (recorded: for assistive technologies).
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> Self { self }
    /// The tab's accessibility input labels (recorded: for assistive technologies).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> Self {
        self
    }
    /// The tab's accessibility input labels (recorded: for assistive technologies).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true) -> Self {
        self
    }

    /// A context menu on the tab's item (recorded: a still image shows no menu).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }

    /// How a person may customize the tab in `placements` (recorded: a still image shows the
    /// tabs as declared).
    public func customizationBehavior(
        _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
    ) -> Self {
        self
    }

    /// The identifier a ``TabViewCustomization`` keeps the tab under (recorded: a still image
    /// shows the tabs as declared).
    public func customizationID(_ id: String) -> Self { self }

    /// Lets the tab be dragged as `payload` (recorded: a still image has no drag).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }

    /// Lets items of type `T` be dropped on the tab (recorded: a still image has no drop).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void
    ) -> Self {
        self
    }

    /// Whether a drag hovering over the tab selects it (recorded: a still image has no drag).
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> Self { self }

    /// Swipe actions on the tab's sidebar row (recorded: they show only while swiped).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> Self {
        self
    }
}

/// How a person may customize a tab, as SwiftUI's `TabCustomizationBehavior`.
public struct TabCustomizationBehavior: Sendable {
    let name: String
    /// The platform's behavior.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// The tab can be moved but not hidden.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// The tab cannot be customized.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// Where a tab view shows its tabs, as SwiftUI's `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// The placement the style chooses.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Where a tab view draws its bar, as SwiftUI's `TabBarPlacement` (the `tabBarPlacement`
/// environment value).
public struct TabBarPlacement: Hashable, Sendable {
    let name: String
    /// The bar at the bottom (iPhone).
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    /// The bar at the top (iPad).
    public static let topBar = TabBarPlacement(name: "topBar")
    /// The sidebar (a sidebar-adaptable tab view in regular width).
    public static let sidebar = TabBarPlacement(name: "sidebar")
    /// An ornament beside the window (visionOS).
    public static let ornament = TabBarPlacement(name: "ornament")
    /// Page dots (a page tab view).
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

/// Where a tab shows in a sidebar-adaptable tab view, as SwiftUI's `TabPlacement`.
public struct TabPlacement: Hashable, Sendable {
    let name: String
    /// The placement the tab view chooses.
    public static let automatic = TabPlacement(name: "automatic")
    /// Pinned in the tab bar, apart from the others.
    public static let pinned = TabPlacement(name: "pinned")
    /// Only in the sidebar.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// The size of sidebar rows, as SwiftUI's `SidebarRowSize`.
public enum SidebarRowSize: Hashable, Sendable {
    /// Small rows.
    case small
    /// Medium rows, the default.
    case medium
    /// Large rows.
    case large
}
