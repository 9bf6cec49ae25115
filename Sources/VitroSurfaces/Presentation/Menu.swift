import Foundation
@_spi(Nodes) import VitroCore

/// A control that shows a menu of actions, as SwiftUI's `Menu`.
///
/// At rest it is its label, drawn as a button (tinted in content, in its glass capsule in a
/// toolbar). Tapping it (`ViewHost/tap(_:)`) opens the menu: a Liquid Glass panel growing out
/// of the button (see `MenuPanel`); choosing an item runs its action and closes the menu. A
/// menu with a primary action runs that on a tap and opens on a long press.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    /// Set for `Menu(configuration)`: the platform's look even under an app's style.
    var drawsPlatformLook = false
    @State private var isOpen = false
    @Environment(\.menuStyle) private var style

    /// A button drawn as `label` that shows the menu of `content`'s items.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction`; a long press opens it.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if let style, !drawsPlatformLook {
            style.make(MenuStyleConfiguration(label: AnyView(label), content: AnyView(content)))
        } else {
            platformBody
        }
    }

    private var platformBody: some View {
        let open = $isOpen
        let primary = primaryAction
        let items = AnyView(content)
        // The request rides on the label, so the button stays the outermost node and answers to
        // the accessibility label or identifier given to the menu.
        return Button(action: { if let primary { primary() } else { open.wrappedValue.toggle() } }) {
            label
                .presentation(.menu, isPresented: isOpen, dismiss: { open.wrappedValue = false }) {
                    geometry, resolver in
                    MenuPanel.layer(items, kind: .menu, in: geometry, resolver: resolver) {
                        open.wrappedValue = false
                    }
                }
        }
        .onLongPressGesture { open.wrappedValue = true }
    }
}

extension Menu where Label == Text {
    /// A menu button titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu button titled `titleKey` that runs `primaryAction` when tapped and shows its menu
    /// when long-pressed.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == VitroSurfaces.Label<Text, Image> {
    /// A menu button titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { VitroSurfaces.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu button titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { VitroSurfaces.Label(title, systemImage: systemImage) }
    }
}

extension View {
    /// The order of a menu's items (recorded: items are drawn in the order given).
    public func menuOrder(_ order: MenuOrder) -> some View { record("menuOrder") }

    /// Whether a menu's label shows its indicator (recorded).
    public func menuIndicator(_ visibility: Visibility) -> some View { record("menuIndicator(.\(visibility))") }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The platform orders the items.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first items are placed nearest the button.
    public static let priority = MenuOrder(name: "priority")
    /// The items stay in the order written.
    public static let fixed = MenuOrder(name: "fixed")
}
