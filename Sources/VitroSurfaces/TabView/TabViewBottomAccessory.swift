import Foundation
@_spi(Nodes) import VitroCore

/// Where a tab view's bottom accessory shows, as SwiftUI's `TabViewBottomAccessoryPlacement`:
/// read it from the environment (`tabViewBottomAccessoryPlacement`) to fit the accessory's
/// content to its place.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// In line with a minimized tab bar, between its selected tab and its search tab.
    case inline
    /// On its own glass capsule above the tab bar, as wide as the bar and its search tab.
    case expanded
}

/// A bottom accessory as the environment carries it to the tab view it was set on.
struct TabViewBottomAccessoryContent: @unchecked Sendable {
    let view: AnyView
}

struct TabViewBottomAccessoryKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryContent? = nil
}

struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

struct TabBarMinimizeBehaviorKey: EnvironmentKey {
    static let defaultValue = TabBarMinimizeBehavior.automatic
}

extension EnvironmentValues {
    /// Where the bottom accessory this view is in shows; nil outside an accessory.
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The accessory set on the tab view below (cleared inside it).
    var tabViewBottomAccessory: TabViewBottomAccessoryContent? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }

    /// When the tab view below minimizes its bar.
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[TabBarMinimizeBehaviorKey.self] }
        set { self[TabBarMinimizeBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Places `content` as the bottom accessory of this tab view: on its own glass capsule above
    /// the tab bar, or in line with the bar when it is minimized (iPhone). The content reads
    /// where it is from `tabViewBottomAccessoryPlacement`.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let accessory = TabViewBottomAccessoryContent(view: AnyView(content()))
        return environmentChange { $0.tabViewBottomAccessory = accessory }
    }

    /// Places `content` as the bottom accessory of this tab view when `isEnabled` is true, and
    /// none otherwise.
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content)
        -> some View
    {
        let accessory = isEnabled ? TabViewBottomAccessoryContent(view: AnyView(content())) : nil
        return environmentChange { $0.tabViewBottomAccessory = accessory }
    }

    /// Sets when the tab bar of this tab view minimizes on iPhone: `.onScrollDown` once the
    /// selected tab's content is scrolled down (expanding when it is scrolled back up),
    /// `.onScrollUp` once it is scrolled up; `.automatic` and `.never` keep it full size, as
    /// iOS does.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        environmentChange { $0.tabBarMinimizeBehavior = behavior }
    }
}

/// When the tab bar minimizes, as SwiftUI's `TabBarMinimizeBehavior`.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, onScrollDown, onScrollUp, never }
    let kind: Kind
    /// The platform's choice: on iPhone and iPad the tab bar does not minimize.
    public static let automatic = TabBarMinimizeBehavior(kind: .automatic)
    /// Minimizes when scrolling down starts and expands when scrolling back up (iPhone).
    public static let onScrollDown = TabBarMinimizeBehavior(kind: .onScrollDown)
    /// Minimizes when scrolling up starts and expands when scrolling back down (iPhone): for
    /// content aligned to the bottom.
    public static let onScrollUp = TabBarMinimizeBehavior(kind: .onScrollUp)
    /// Never minimizes.
    public static let never = TabBarMinimizeBehavior(kind: .never)

    /// Whether a tab bar with this behavior is minimized over content scrolled to `offset`
    /// (points; nil: no scroll view), whose last scroll moved it by `lastScroll` (positive y:
    /// down; nil: placed with `scrollOffset`, counted as a scroll down). Only compact
    /// (iPhone) tab bars minimize.
    func isMinimized(offset: CGPoint?, lastScroll: CGPoint?, isCompact: Bool) -> Bool {
        guard isCompact, let offset else { return false }
        let direction = lastScroll?.y ?? offset.y
        switch kind {
        case .automatic, .never: return false
        case .onScrollDown: return offset.y > TabBarMetrics.minimizeThreshold && direction > 0
        case .onScrollUp: return direction < 0
        }
    }
}
