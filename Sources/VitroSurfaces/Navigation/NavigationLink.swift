import Foundation
@_spi(Nodes) import VitroCore

/// A control that navigates to a destination, as SwiftUI's `NavigationLink`: in a list row it
/// draws its label with a chevron at the trailing edge; elsewhere its label is tinted like a
/// button. Tapping it in a `ViewHost` pushes its destination (or its value) on the enclosing
/// ``NavigationStack``.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    /// The value pushed onto the stack's path (value-based links).
    let value: AnyHashable?
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.navigationPusher) private var pusher
    @Environment(\.rowBadge) private var badge
    @Environment(\.navigationLinkIndicatorVisibility) private var indicatorVisibility

    /// A link drawn as `label` that pushes `destination` onto the enclosing navigation stack.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        value = nil
    }

    /// A link drawn as `label` that pushes the view `destination` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        value = nil
    }

    /// Pushes the link's destination or value on the enclosing stack.
    private func push() {
        if let value {
            pusher?.pushValue(value)
        } else if let destination {
            pusher?.pushView(AnyView(destination))
        }
    }

    /// The deprecated form with an activation binding.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    public var body: some View {
        let push = push
        if isInListRow {
            // The row's badge, drawn here before the chevron rather than after it by the row.
            let _ = badge.map { $0.slot.isDrawn = true }
            HStack(spacing: 8) {
                label
                Spacer(minLength: 0)
                if let badge { badge }
                // The disclosure chevron: 14 pt semibold in the tertiary label color, as UIKit's
                // `UICellAccessory.disclosureIndicator`.
                if indicatorVisibility != .hidden {
                    Image(systemName: "chevron.right")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(HierarchicalShapeStyle.tertiary)
                }
            }
            .attribute { $0.onTap = push }
        } else {
            Button(action: push) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `titleKey` that pushes the view `destination` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled `title` that pushes the view `destination` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the enclosing stack (its `navigationDestination(for:)`
    /// gives the view).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `titleKey` that appends `value` to the stack's path; the stack's
    /// `navigationDestination(for:)` shows it.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that appends `value` to the stack's path.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
