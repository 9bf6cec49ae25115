import Foundation

/// Modifiers from SwiftUI's documentation with no effect on a still image: section indexes,
/// header prominence, toolbar roles, search activation, drag containers and equatable views.
/// Each compiles with SwiftUI's signature and is recorded on the view's node by name.
extension View {
    /// The label a section index shows for this section (iOS 26; recorded: no index is drawn).
    public func sectionIndexLabel(_ label: Text?) -> some View { record("sectionIndexLabel") }

    /// The label a section index shows for this section (iOS 26; recorded).
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { record("sectionIndexLabel") }

    /// The label a section index shows for this section (iOS 26; recorded).
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { record("sectionIndexLabel") }

    /// Whether a list shows its section index (iOS 26; recorded).
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        record("listSectionIndexVisibility(.\(visibility))")
    }

    /// The prominence of a section header (recorded: headers keep their standard style); the
    /// content reads it as `EnvironmentValues/headerProminence`.
    public func headerProminence(_ prominence: Prominence) -> some View {
        record("headerProminence(.\(prominence))").environmentChange { $0.headerProminence = prominence }
    }

    /// The role of the toolbar (recorded: iOS draws the navigation toolbar the same way).
    public func toolbarRole(_ role: ToolbarRole) -> some View { record("toolbarRole(.\(role.name))") }

    /// How the search tab activates its field (iOS 26; recorded).
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        record("tabViewSearchActivation(.\(activation.name))")
    }

    /// Provides the identifiers of selected items to a drag container (iOS 26; recorded).
    public func dragContainerSelection<ItemID: Hashable & Sendable>(
        _ selection: @autoclosure @escaping () -> [ItemID], containerNamespace: Namespace.ID? = nil
    ) -> some View {
        record("dragContainerSelection")
    }

    /// A container of draggable views whose payload comes from the dragged items'
    /// identifiers (iOS 26; recorded: nothing is dragged in a still image).
    public func dragContainer<Item: Transferable & Identifiable, Data: Collection>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([Item.ID]) -> Data
    ) -> some View where Item == Data.Element, Item.ID: Sendable {
        record("dragContainer")
    }

    /// A container of draggable views, each item found by its identifier (iOS 26; recorded).
    public func dragContainer<Item: Transferable & Identifiable>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
        _ payload: @escaping (Item.ID) -> Item?
    ) -> some View where Item.ID: Sendable {
        record("dragContainer")
    }

    /// A container of draggable views keyed by a property of the items (iOS 26; recorded).
    public func dragContainer<ItemID: Hashable & Sendable, Item: Transferable, Data: Collection>(
        for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([ItemID]) -> Data
    ) -> some View where Item == Data.Element {
        record("dragContainer")
    }

    /// Makes the view draggable inside a drag container (iOS 26; recorded).
    public func draggable<ItemID: Hashable & Sendable>(
        containerItemID: ItemID, containerNamespace: Namespace.ID? = nil
    ) -> some View {
        record("draggable")
    }

    /// Makes the view the source of a drag with `payload` (recorded).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        record("draggable")
    }

    /// Makes the view the source of a drag with `payload` and a custom preview (recorded).
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        record("draggable")
    }

    /// Accepts dropped items of type `T` (recorded: nothing is dropped in a still image).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        record("dropDestination")
    }

    /// Prevents the view from updating while its value is equal to the previous one (recorded:
    /// a still image is one update).
    public func equatable() -> EquatableView<Self> where Self: Equatable { EquatableView(content: self) }
}

/// The prominence of a section header, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

/// The purpose of a toolbar, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// How the search tab activates its search field, as SwiftUI's `TabSearchActivation` (iOS 26).
public struct TabSearchActivation: Hashable, Sendable {
    let name: String
    public static let automatic = TabSearchActivation(name: "automatic")
    public static let searchTabSelection = TabSearchActivation(name: "searchTabSelection")
}

extension View {
    /// The width reserved for label icons, so titles line up (iOS 26; recorded).
    public func labelReservedIconWidth(_ value: CGFloat) -> some View { record("labelReservedIconWidth(\(value))") }

    /// A drag container of a selection of items (iOS 26; recorded).
    public func dragContainer<Item: Transferable, ItemID: Hashable, C: Collection>(
        for itemType: Item.Type = Item.self, selection: C, _ payload: @escaping (ItemID) -> Item?
    ) -> some View where C.Element == ItemID {
        record("dragContainer")
    }
}

extension View {
    /// Accepts dropped items of type `T` during a drop session (iOS 26; recorded).
    public func dropDestination<T: Transferable>(
        for type: T.Type = T.self, isEnabled: Bool = true,
        action: @escaping (_ items: [T], _ session: DropSession) -> Void
    ) -> some View {
        record("dropDestination")
    }
}

/// A drop in progress, as SwiftUI's `DropSession` (iOS 26). A still image has none.
public struct DropSession: Sendable {
    /// Where the drop is, in the destination view's coordinates.
    public var location: CGPoint
}
