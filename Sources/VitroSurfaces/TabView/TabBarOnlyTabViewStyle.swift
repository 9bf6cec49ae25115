import Foundation
@_spi(Nodes) import VitroCore

/// A tab view style that always shows a tab bar, never a sidebar, as SwiftUI's
/// `TabBarOnlyTabViewStyle` (`.tabBarOnly`): drawn as the automatic style's tab bar (at the
/// bottom on iPhone, at the top in regular width), whatever the size class.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    public init() {}
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar, never a sidebar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
