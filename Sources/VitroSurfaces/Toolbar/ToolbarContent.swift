import Foundation
@_spi(Nodes) import VitroCore

/// Content for a toolbar, as SwiftUI's `ToolbarContent`: ``ToolbarItem``,
/// ``ToolbarItemGroup`` and ``ToolbarSpacer``, or a type of yours whose `body` is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// Customizable toolbar content, as SwiftUI's `CustomizableToolbarContent` (customization is
/// not drawn; the items are).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

extension Never: ToolbarContent {}
extension Never: CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is drawn directly and has no body") }
}

/// Toolbar content Vitro reads directly.
@MainActor
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The entries of any toolbar content: primitive content gives them, other content
    /// through `body`.
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
        return body.toolbarEntries
    }
}

/// Builds toolbar content from closures, as SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// No toolbar items.
    public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(entries: []) }

    /// The one toolbar item of a builder closure.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// The toolbar items of a builder closure, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item.toolbarEntries }
        return TupleToolbarContent(entries: entries)
    }

    /// A toolbar item as it is written in a builder closure.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// The items of an `if` without `else`, or none. The result is the optional itself, as in
    /// SwiftUI: a result that does not name `Content` leaves it uninferable on the `else` path.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The items of an `if` without `else`, or none.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The items of an `if` or a `switch`'s first branch.
    public static func buildEither<T: ToolbarContent>(first: T) -> TupleToolbarContent {
        TupleToolbarContent(entries: first.toolbarEntries)
    }

    /// The items of an `else` or a `switch`'s other branches.
    public static func buildEither<T: ToolbarContent>(second: T) -> TupleToolbarContent {
        TupleToolbarContent(entries: second.toolbarEntries)
    }

    /// The items of an `if #available` branch.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> TupleToolbarContent {
        TupleToolbarContent(entries: content.toolbarEntries)
    }
}

/// Toolbar content that may be absent: an `if` without `else` in a builder.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    var entries: [ToolbarEntry] { self?.toolbarEntries ?? [] }
}

/// Several pieces of toolbar content from a builder.
public struct TupleToolbarContent: CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let entries: [ToolbarEntry]
}

/// One item of a toolbar as the bar lays it out.
struct ToolbarEntry: @unchecked Sendable {
    enum Kind {
        /// Views that share one glass capsule.
        case group([AnyView])
        /// A gap that separates the glass of its neighbours (`ToolbarSpacer(.fixed)`), or pushes
        /// them apart (`.flexible`).
        case spacer(flexible: Bool)
    }

    var placement: ToolbarItemPlacement
    var kind: Kind
    /// False when the item asks for no shared background (`sharedBackgroundVisibility(.hidden)`).
    var sharesBackground = true
    /// A `ToolbarItemGroup`: its views share one capsule of their own.
    var isGroup = false
    /// Items hidden with `hidden()` on the item leave nothing behind
    /// (docs/reference/seeds.md#adopting-liquid-glass).
    var isHidden = false
    /// The system item a ``DefaultToolbarItem`` moves to `placement` (its `name`); such an
    /// entry draws nothing itself.
    var defaultItem: String? = nil
}

/// The toolbar entries a view's content sets, in order.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) { value += nextValue() }
}

extension View {
    /// Adds items to the toolbar of the enclosing navigation stack (or tab, window) — drawn by
    /// iOS 26's rules: items of one group share a Liquid Glass capsule.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        preference(key: ToolbarItemsKey.self, value: content().toolbarEntries)
    }

    /// Adds views to the toolbar at the automatic placement (the trailing end of the bar).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, kind: .group([AnyView(content())]))
        return preference(key: ToolbarItemsKey.self, value: [entry])
    }

    /// Adds items with an id for customization (drawn as `toolbar(content:)`).
    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
        -> some View
    {
        toolbar(content: content)
    }
}
