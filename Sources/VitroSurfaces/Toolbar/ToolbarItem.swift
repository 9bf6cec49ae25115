import Foundation
@_spi(Nodes) import VitroCore

/// One item of a toolbar at a placement, as SwiftUI's `ToolbarItem`. Items next to each other at
/// one placement share one glass capsule unless a ``ToolbarSpacer`` separates them or
/// `sharedBackgroundVisibility(_:)` hides the shared background.
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    var sharesBackground = true
    var isHidden = false

    var entries: [ToolbarEntry] {
        [
            ToolbarEntry(
                placement: placement, kind: .group([AnyView(content)]), sharesBackground: sharesBackground,
                isHidden: isHidden)
        ]
    }

    /// Hides the glass this item would share with its neighbours: it draws on its own.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> ToolbarItem {
        var item = self
        item.sharesBackground = visibility != .hidden
        return item
    }

    /// Hides the whole item (it leaves no empty glass behind,
    /// docs/reference/seeds.md#adopting-liquid-glass).
    public func hidden(_ hidden: Bool = true) -> ToolbarItem {
        var item = self
        item.isHidden = hidden
        return item
    }
}

extension ToolbarItem where ID == () {
    /// A toolbar item of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A toolbar item of `content` at `placement`, identified by `id` for customization.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`: they share one
/// glass capsule.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Toolbar items of `content` at `placement`, sharing one glass capsule.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, kind: .group([AnyView(content)]), isGroup: true)]
    }
}

/// Space between toolbar items, as iOS 26's `ToolbarSpacer`: `.fixed` separates the glass of
/// the items on either side; `.flexible` also pushes them apart.
public struct ToolbarSpacer: CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A space between toolbar items at `placement`: `flexible` pushes its neighbours apart,
    /// `fixed` keeps a small gap.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, kind: .spacer(flexible: sizing == .flexible))]
    }
}

/// How a toolbar spacer sizes itself, as SwiftUI's `SpacerSizing`.
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    /// A fixed, small gap between items.
    public static let fixed = SpacerSizing(name: "fixed")
    /// A gap that takes the space available.
    public static let flexible = SpacerSizing(name: "flexible")
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, hidden }
    let name: String
    let slot: Slot

    /// The placement the context chooses: the trailing end of the bar on iOS.
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    /// The center of the bar, in place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    /// The leading end of the bar, where back buttons go.
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    /// The place of the view's most common action: the trailing end of the bar on iOS.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    /// Actions less common than the primary one: the trailing end of the bar on iOS.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    /// The bottom toolbar, for status.
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
    /// The action that confirms a modal view: the trailing end of its bar.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    /// The action that cancels a modal view: the leading end of its bar.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    /// The action that deletes in a modal view: the trailing end of its bar.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    /// The bar above the keyboard (not drawn: no keyboard is shown).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .hidden)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    /// The leading end of the navigation bar (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    /// The trailing end of the navigation bar (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    /// The place of the large title.
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle", slot: .principal)
    /// The place of the title.
    public static let title = ToolbarItemPlacement(name: "title", slot: .principal)
    /// The place of the subtitle (not drawn).
    public static let subtitle = ToolbarItemPlacement(name: "subtitle", slot: .hidden)
}
