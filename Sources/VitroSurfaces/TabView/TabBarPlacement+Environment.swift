import Foundation
@_spi(Nodes) import VitroCore

struct TabBarPlacementKey: EnvironmentKey { static let defaultValue: TabBarPlacement? = nil }

extension EnvironmentValues {
    /// Where the enclosing tab view draws its tabs, as SwiftUI's `tabBarPlacement`: set by a
    /// ``TabView`` for its content; nil outside one.
    public var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }
}

extension TabBarPlacement {
    /// Where a tab view in `environment` draws its tabs: page dots for `.page`, the sidebar for
    /// `.sidebarAdaptable` in regular width (unless `defaultAdaptableTabBarPlacement(.tabBar)`
    /// asks for the tab bar first), the top bar in regular width (iPad), the bottom
    /// bar otherwise (iPhone).
    static func drawn(by environment: EnvironmentValues) -> TabBarPlacement {
        switch environment.tabViewStyleKind {
        case .page: return .pageIndicator
        case .sidebarAdaptable
        where environment.horizontalSizeClass == .regular && environment.defaultAdaptableTabBarPlacement != .tabBar:
            return .sidebar
        default: return environment.horizontalSizeClass == .regular ? .topBar : .bottomBar
        }
    }
}
