import Foundation
@_spi(Nodes) import VitroCore

/// One item of a toolbar at a placement, as SwiftUI's `ToolbarItem`. Items next to each other at
/// one placement share one glass capsule unless a ``ToolbarSpacer`` separates them or
/// ``sharedBackgroundVisibility(_:)`` hides the shared background.
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
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
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
    public static let fixed = SpacerSizing(name: "fixed")
    public static let flexible = SpacerSizing(name: "flexible")
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, hidden }
    let name: String
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .hidden)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle", slot: .principal)
    public static let title = ToolbarItemPlacement(name: "title", slot: .principal)
    public static let subtitle = ToolbarItemPlacement(name: "subtitle", slot: .hidden)
}
