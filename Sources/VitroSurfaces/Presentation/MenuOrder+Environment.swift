import Foundation
@_spi(Nodes) import VitroCore

struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }

extension EnvironmentValues {
    /// The order menus in this view list their items in, as SwiftUI's `menuOrder`
    /// environment value (`.automatic` unless set).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
}
