import Foundation

/// The accessibility modifiers beyond labels and hints: none draws, each is recorded on the
/// view's node by name, for VoiceOver-minded audits.
extension View {
    /// Makes the view one accessibility element, combining or ignoring its children (recorded).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        record("accessibilityElement(children: .\(children.name))")
    }

    /// Adds traits (recorded).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        record("accessibilityAddTraits(\(traits.rawValue))")
    }

    /// Removes traits (recorded).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        record("accessibilityRemoveTraits(\(traits.rawValue))")
    }

    /// The element's value, as VoiceOver reads it (recorded).
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        record("accessibilityValue(\"\(valueDescription.plainText)\")")
    }

    /// The element's value, as VoiceOver reads it (recorded).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        record("accessibilityValue(\"\(value)\")")
    }

    /// An action VoiceOver can perform (recorded).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        record("accessibilityAction(.\(actionKind.name))")
    }

    /// A named custom action (recorded).
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        record("accessibilityAction(named: \"\(name)\")")
    }

    /// A named custom action (recorded).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        record("accessibilityAction(named: \"\(name.plainText)\")")
    }

    /// What swiping up and down does on an adjustable element (recorded).
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        record("accessibilityAdjustableAction")
    }

    /// The order VoiceOver visits siblings in (recorded).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        record("accessibilitySortPriority(\(sortPriority))")
    }

    /// A heading level (recorded).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        record("accessibilityHeading(.\(level))")
    }

    /// Words Voice Control answers to (recorded).
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        record("accessibilityInputLabels(\(inputLabels.count))")
    }
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Children are ignored: the element stands for them.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children are combined into the element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// Children stay elements of their own inside the element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What an element is, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element is a summary of the app's state.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element updates often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The element starts media playback.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: the elements beside it are ignored.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// A kind of accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// A custom action kind with a name.
    @MainActor public init(named name: Text) { self.name = name.plainText }
    package init(name: String) { self.name = name }
    /// The element's default action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The action that dismisses or goes back.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The two-finger double tap that does the app's most important thing.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// The action that deletes the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// The action that shows the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// Which way an adjustable element moves, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// A heading level, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }
