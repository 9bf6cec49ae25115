import Foundation
@_spi(Nodes) import VitroCore

/// How a person may customize a toolbar item, as SwiftUI's `ToolbarCustomizationBehavior`.
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String
    /// The item can be removed, added and moved.
    public static let `default` = ToolbarCustomizationBehavior(name: "default")
    /// The item can be moved but not removed.
    public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
    /// The item cannot be customized.
    public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options of a toolbar item's default customization, as SwiftUI's
/// `ToolbarCustomizationOptions`.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: Int
    /// The options of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays available in the overflow menu when it is removed from the bar.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// A toolbar item the system provides, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable {
    let name: String
    /// The navigation title.
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The sidebar toggle of a split view.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The search field of a searchable view.
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// How a toolbar's items show their labels, as SwiftUI's `ToolbarLabelStyle`.
public struct ToolbarLabelStyle: Sendable {
    let name: String
    /// The platform's style: icons in iOS toolbars.
    public static let automatic = ToolbarLabelStyle(name: "automatic")
    /// Icons only.
    public static let iconOnly = ToolbarLabelStyle(name: "iconOnly")
    /// Titles only.
    public static let titleOnly = ToolbarLabelStyle(name: "titleOnly")
    /// Icons and titles.
    public static let titleAndIcon = ToolbarLabelStyle(name: "titleAndIcon")
}

extension ToolbarContent {
    /// Draws the content without the glass it would share with its neighbours.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> TupleToolbarContent {
        TupleToolbarContent(
            entries: toolbarEntries.map {
                var entry = $0
                entry.sharesBackground = entry.sharesBackground && visibility != .hidden
                return entry
            })
    }

    /// Makes the content the source of a zoom transition with `id` in `namespace` (recorded: a
    /// still image has no transition).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> TupleToolbarContent {
        TupleToolbarContent(entries: toolbarEntries)
    }
}

extension CustomizableToolbarContent {
    /// Draws the content without the glass it would share with its neighbours.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> TupleToolbarContent {
        TupleToolbarContent(
            entries: toolbarEntries.map {
                var entry = $0
                entry.sharesBackground = entry.sharesBackground && visibility != .hidden
                return entry
            })
    }

    /// Makes the content the source of a zoom transition (recorded: a still image has no
    /// transition).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> TupleToolbarContent {
        TupleToolbarContent(entries: toolbarEntries)
    }

    /// How a person may customize the content (recorded: a still image shows the toolbar as
    /// declared).
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> TupleToolbarContent {
        TupleToolbarContent(entries: toolbarEntries)
    }

    /// Whether the content shows before any customization: `.hidden` leaves it out of the bar.
    public func defaultCustomization(
        _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
    ) -> TupleToolbarContent {
        TupleToolbarContent(entries: defaultVisibility == .hidden ? [] : toolbarEntries)
    }
}

extension ToolbarItem where ID == String {
    /// A toolbar item identified by `id` at `placement`; `showsByDefault: false` leaves it out
    /// of the bar until a person adds it.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(id: id, placement: placement, content: content)
        isHidden = !showsByDefault
    }
}

extension ToolbarItemGroup {
    /// Toolbar items of `content` at `placement`, collapsed into a menu labeled `label` where
    /// the bar is short of room (iOS draws the items).
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// The content of a toolbar item group with a label, as SwiftUI's
/// `LabeledToolbarItemGroupContent`: the items, drawn in the bar.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The items.
    public var body: some View { content }
}

extension ToolbarItemPlacement {
    /// Under the large title, where a subtitle goes (iOS 26).
    public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle", slot: .principal)
}

extension View {
    /// Removes a toolbar item the system provides (recorded: Vitro's bars draw no such item
    /// unasked).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        record("toolbar(removing:)")
    }

    /// Shows or hides bars, as `toolbar(_:for:)` does (iOS 18's name).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        preference(key: HiddenBarsKey.self, value: visibility == .hidden ? Set(bars) : [])
    }
}
