import Foundation
@_spi(Nodes) import VitroCore

/// A toolbar item the system provides, placed where the app puts it, as SwiftUI's
/// `DefaultToolbarItem` (iOS 26): `DefaultToolbarItem(kind: .search, placement: .bottomBar)`
/// moves a searchable view's field to the bottom toolbar (on an iPad too, where it otherwise
/// sits at the top trailing end), and a top-bar placement moves an iPhone's field up from the
/// bottom into the navigation bar's trailing end.
public struct DefaultToolbarItem: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// No body: the bar draws the item.
    public typealias Body = Never
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// The system item `kind` at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    var entries: [ToolbarEntry] {
        // Hidden: the bar draws the system item (the search field) where it is moved, not a
        // view of its own.
        [ToolbarEntry(placement: placement, kind: .group([]), isHidden: true, defaultItem: kind.name)]
    }
}
