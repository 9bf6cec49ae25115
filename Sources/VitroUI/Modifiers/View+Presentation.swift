import Foundation

/// Presentations (alerts, dialogs, sheets, covers, popovers), list row actions, context menus,
/// search and badges. Vitro renders a screen at rest: a presentation that is not presented draws
/// nothing in SwiftUI either, and these are recorded on the view's node by name, with whether
/// each is presented. Drawing a presented sheet or alert over the screen is not done yet: the
/// screen draws as if it were dismissed, and the record says `presented`.
extension View {
    /// An alert with actions (recorded).
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        recordPresentation("alert", isPresented.wrappedValue)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        recordPresentation("alert", isPresented.wrappedValue)
    }

    /// An alert with actions and a message (recorded).
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        recordPresentation("alert", isPresented.wrappedValue)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        recordPresentation("alert", isPresented.wrappedValue)
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        recordPresentation("alert", isPresented.wrappedValue)
    }

    /// An alert about data (recorded).
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        recordPresentation("alert", isPresented.wrappedValue)
    }

    /// The older alert, built from an ``Alert`` (recorded).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        recordPresentation("alert", isPresented.wrappedValue)
    }

    /// The older alert for an item (recorded).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        recordPresentation("alert", item.wrappedValue != nil)
    }

    /// A confirmation dialog (an action sheet) with actions (recorded).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        recordPresentation("confirmationDialog", isPresented.wrappedValue)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        recordPresentation("confirmationDialog", isPresented.wrappedValue)
    }

    /// A confirmation dialog with actions and a message (recorded).
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        recordPresentation("confirmationDialog", isPresented.wrappedValue)
    }

    /// A sheet (recorded).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        recordPresentation("sheet", isPresented.wrappedValue)
    }

    /// A sheet for an item (recorded).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        recordPresentation("sheet", item.wrappedValue != nil)
    }

    /// A full-screen cover (recorded).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        recordPresentation("fullScreenCover", isPresented.wrappedValue)
    }

    /// A full-screen cover for an item (recorded).
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        recordPresentation("fullScreenCover", item.wrappedValue != nil)
    }

    /// A popover (recorded).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        recordPresentation("popover", isPresented.wrappedValue)
    }

    /// The heights a sheet rests at (recorded).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        record("presentationDetents(\(detents.count))")
    }

    /// Whether a sheet shows its grabber (recorded).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        record("presentationDragIndicator(.\(visibility))")
    }

    /// Actions revealed by swiping a list row (recorded: rows are drawn at rest).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        record("swipeActions(edge: .\(edge))")
    }

    /// A menu shown by a long press (recorded: drawn closed).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        record("contextMenu")
    }

    /// A menu with a preview (recorded: drawn closed).
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        record("contextMenu")
    }

    /// A search field for `text` (recorded; where the field is drawn is the container's).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        record("searchable")
    }

    /// A search field with a prompt (recorded).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        record("searchable")
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        record("searchable")
    }

    /// A badge on a list row or tab item (recorded here; List rows and tab bars draw it).
    public func badge(_ count: Int) -> some View { record("badge(\(count))") }

    /// A text badge (recorded here; List rows and tab bars draw it).
    public func badge(_ label: Text?) -> some View { record("badge(\"\(label?.plainText ?? "")\")") }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        record("badge(\"\(label.map { String($0) } ?? "")\")")
    }

    private func recordPresentation(_ name: String, _ presented: Bool) -> some View {
        record(presented ? "\(name) presented" : name)
    }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
    /// When a navigation bar's search field shows, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let fraction: Double
    public static let medium = PresentationDetent(fraction: 0.5)
    public static let large = PresentationDetent(fraction: 1)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(fraction: fraction) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: -height) }
}

/// A leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable { case leading, trailing }

/// The older alert value, as SwiftUI's `Alert` (for `.alert(isPresented:content:)`).
public struct Alert {
    /// An alert button, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }
    let title: Text
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
    }
}
