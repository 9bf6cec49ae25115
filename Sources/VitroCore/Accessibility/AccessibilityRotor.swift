import Foundation

/// Content of an accessibility rotor, as SwiftUI's `AccessibilityRotorContent`: entries that
/// VoiceOver's rotor steps through. Assistive technologies do not read a still image; the
/// entries are kept, not drawn.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The entries this content is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The entries this content is made of.
    @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

extension AccessibilityRotorContent where Body == Never {
    /// Never called: an entry has no body.
    public var body: Never { fatalError("\(Self.self) has no rotor body") }
}

/// Builds the entries of an accessibility rotor, as SwiftUI's
/// `@AccessibilityRotorContentBuilder`.
@resultBuilder @MainActor
public struct AccessibilityRotorContentBuilder {
    /// An entry as it is written in the builder closure.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// The entries of a builder closure, in order.
    public static func buildBlock<each Content: AccessibilityRotorContent>(
        _ content: repeat each Content
    ) -> _AccessibilityRotorEntries {
        var count = 0
        for _ in repeat each content { count += 1 }
        return _AccessibilityRotorEntries(count: count)
    }

    /// The entries of an `if` without `else`, or none.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries(count: content == nil ? 0 : 1)
    }
}

/// Entries a rotor builder built.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {
    /// No body: the entries are kept as they are.
    public typealias Body = Never
    let count: Int
}

/// An entry of an accessibility rotor, as SwiftUI's `AccessibilityRotorEntry`: a label, and
/// the element it moves VoiceOver's focus to (recorded: no effect on a still image).
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    /// No body: the entry is kept as it is.
    public typealias Body = Never
    let label: Text?

    /// An entry labeled `label` that focuses the element `id` in `namespace`.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = label
    }

    /// An entry labeled `label` that focuses the element `id`.
    public init(
        _ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = label
    }

    /// An entry labeled `labelKey` that focuses the element `id` in `namespace`.
    public init(
        _ labelKey: LocalizedStringKey, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        label = Text(labelKey)
    }

    /// An entry labeled `label` that focuses the element `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = Text(String(label))
    }

    /// An entry labeled `labelKey` that focuses the element `id`.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        label = Text(labelKey)
    }

    /// An entry labeled `label` that focuses the element `id`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = Text(String(label))
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry labeled `label` for a range of text.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label
    }

    /// An entry labeled `labelKey` for a range of text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
    }

    /// An entry labeled `label` for a range of text.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = Text(String(label))
    }
}

/// A rotor the system provides, as SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    /// Links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Visited or unvisited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
    }
    /// Headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// Headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings(\(level))")
    }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

extension View {
    /// A custom rotor labeled `label` with `entries` (recorded: for assistive technologies, no
    /// effect on a still image).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        record("accessibilityRotor")
    }

    /// A custom rotor labeled `labelKey` with `entries` (recorded: for assistive technologies,
    /// no effect on a still image).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        record("accessibilityRotor")
    }

    /// A custom rotor labeled `label` with `entries` (recorded: for assistive technologies, no
    /// effect on a still image).
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        record("accessibilityRotor")
    }

    /// Replaces the system rotor `systemRotor` with `entries` (recorded: for assistive
    /// technologies, no effect on a still image).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        record("accessibilityRotor")
    }
}
