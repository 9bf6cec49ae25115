import Foundation
@_spi(Nodes) import VitroCore

extension View {
    /// Shows or hides the background of bars (iOS 18; the newer name of `toolbarBackground(_:for:)`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        preference(key: ToolbarBackgroundKey.self, value: ToolbarBackgroundStyle(style: nil, visibility: visibility))
    }
}
