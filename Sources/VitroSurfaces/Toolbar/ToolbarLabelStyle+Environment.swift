import Foundation
@_spi(Nodes) import VitroCore

/// A toolbar label style in the environment (a value type of names, safe to share).
struct ToolbarLabelStyleKey: EnvironmentKey { static let defaultValue: ToolbarLabelStyle? = nil }

extension EnvironmentValues {
    /// How toolbar items in this view show their labels, as SwiftUI's `toolbarLabelStyle`;
    /// nil for the toolbar's own choice.
    public var toolbarLabelStyle: ToolbarLabelStyle? {
        get { self[ToolbarLabelStyleKey.self] }
        set { self[ToolbarLabelStyleKey.self] = newValue }
    }
}
