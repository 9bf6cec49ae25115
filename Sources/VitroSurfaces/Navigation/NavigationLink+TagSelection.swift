import Foundation
@_spi(Nodes) import VitroCore

// The deprecated links that a bound selection or an activation flag presents, as SwiftUI's
// `NavigationLink(destination:tag:selection:label:)` and `NavigationLink(isActive:…)` (iOS 13–16).
// They draw as every other link and push their destination when tapped in a ``ViewHost``; the
// binding that would present them programmatically is recorded (a still render shows the list
// the link sits in, not a destination pushed by a selection already equal to the tag).

extension NavigationLink {
    /// A link that presents `destination` when `selection` equals `tag` (the selection binding
    /// is recorded; a tap pushes the destination).
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
    }

    /// A link that presents the destination when `selection` equals `tag` (the selection
    /// binding is recorded; a tap pushes the destination).
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), label: label)
    }

    /// A link that presents the destination while `isActive` is true (the flag is recorded; a
    /// tap pushes the destination).
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a localized key that presents `destination` when `selection` equals
    /// `tag` (the selection binding is recorded).
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string that presents `destination` when `selection` equals `tag` (the
    /// selection binding is recorded).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by a localized key that presents the destination when `selection` equals
    /// `tag` (the selection binding is recorded).
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
        @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled by a string that presents the destination when `selection` equals `tag`
    /// (the selection binding is recorded).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination()) { Text(title) }
    }

    /// A link titled by a localized key that presents `destination` while `isActive` is true
    /// (the flag is recorded).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string that presents `destination` while `isActive` is true (the flag
    /// is recorded).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by a localized key that presents the destination while `isActive` is true
    /// (the flag is recorded).
    public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled by a string that presents the destination while `isActive` is true (the
    /// flag is recorded).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination()) { Text(title) }
    }
}
