import Foundation

/// Dismisses the current presentation, as SwiftUI's `DismissAction`: call it as a function
/// (`dismiss()`). A renderer presents nothing, so the default does nothing; a test sets its own
/// with ``DismissAction/init(_:)`` and checks that it ran.
public struct DismissAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?

    /// A dismiss action that runs `action` (Vitro's addition, for hosts and tests).
    public init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    package init(action: (@MainActor @Sendable () -> Void)?) { self.action = action }

    /// Dismisses the view that read the action.
    @MainActor public func callAsFunction() { action?() }
}

/// The older presentation state read through `presentationMode`, as SwiftUI's `PresentationMode`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented: always true for a rendered view.
    public let isPresented: Bool
    let dismissAction: DismissAction
    /// Dismisses the view (runs the environment's ``DismissAction``).
    @MainActor public mutating func dismiss() { dismissAction() }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: `openURL(url)`. The default does nothing; a test or
/// host sets one with ``OpenURLAction/init(handler:)`` and records what was opened.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public enum Result: Sendable {
        /// The handler opened the URL, rejected it, or left it to the system.
        case handled, discarded, systemAction
        /// The system opens `url` instead.
        case systemActionURL(URL)
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { .systemActionURL(url) }
    }

    let handler: (@MainActor @Sendable (URL) -> Result)?

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) { self.handler = handler }
    package init(handler: (@MainActor @Sendable (URL) -> Result)?) { self.handler = handler }

    /// Opens `url` through the handler.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler?(url) }
    /// Opens `url` through the handler and tells `completion` whether it was accepted.
    @MainActor public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        let result = handler?(url)
        if case .discarded = result { completion(false) } else { completion(handler != nil) }
    }
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A compact or a regular amount of space.
    case compact, regular
}

/// A scene's activity, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is in the background, visible but inactive, or in the foreground and active.
    case background, inactive, active
}

/// Whether a list is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing, editing for a moment (a swipe), or editing.
    case inactive, transient, active
    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

/// The text weight Bold Text asks for, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular text, or bold text as Bold Text asks.
    case regular, bold
}

extension View {
    /// Clears what the host's taps, typing and sliding run, in a subtree.
    @MainActor static func disableInteraction(_ node: LayoutNode) {
        node.attributes.onTap = nil
        node.attributes.onLongPress = nil
        node.attributes.setValue = nil
        for child in node.children { disableInteraction(child) }
    }

    /// Disables the controls in this view, as SwiftUI's `disabled(_:)`: `isEnabled` turns
    /// false, controls draw dimmed (buttons in the tertiary label color) and the host's taps do
    /// nothing. Disabling is inherited: an inner `.disabled(false)` cannot re-enable.
    public func disabled(_ disabled: Bool) -> some View {
        environmentChange { environment in
            guard disabled else { return }
            environment.isEnabled = false
            environment.tint = AnyShapeStyle(Color(semantic: .tertiaryLabel))
        }
        .wrap { node, _ in
            if disabled { Self.disableInteraction(node) }
            return node
        }
    }
}
