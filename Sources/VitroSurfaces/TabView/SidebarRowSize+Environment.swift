import Foundation
@_spi(Nodes) import VitroCore

struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue = SidebarRowSize.medium }

extension EnvironmentValues {
    /// The size of sidebar rows a person chose in Settings, as SwiftUI's `sidebarRowSize`.
    /// A renderer has no Settings to read: `.medium` (the system's default) unless set.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}
