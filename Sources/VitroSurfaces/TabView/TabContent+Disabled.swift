import Foundation
@_spi(Nodes) import VitroCore

extension TabContent {
    /// Disables the tab, as SwiftUI's `TabContent.disabled(_:)`: its item is drawn in the
    /// tertiary label color and a tap does not select it.
    public func disabled(_ disabled: Bool) -> Self {
        (self as? any BadgeableTab)?.withDisabled(disabled) as? Self ?? self
    }
}

extension Tab {
    /// Disables the tab: its item is drawn in the tertiary label color and a tap does not
    /// select it. (Declared on `Tab` too, so a tab in a view builder picks it over
    /// `View.disabled(_:)`.)
    public func disabled(_ disabled: Bool) -> Tab { withDisabled(disabled) }
}
