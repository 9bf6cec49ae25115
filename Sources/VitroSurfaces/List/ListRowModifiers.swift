import Foundation
@_spi(Nodes) import VitroCore

/// What a row says about its own chrome, carried up to its list as preferences.
struct ListRowSeparatorKey: PreferenceKey {
    static let defaultValue: Visibility? = nil
    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { value = value ?? nextValue() }
}

struct ListRowInsetsKey: PreferenceKey {
    static let defaultValue: EdgeInsets? = nil
    static func reduce(value: inout EdgeInsets?, nextValue: () -> EdgeInsets?) { value = value ?? nextValue() }
}

/// A row's background view, type-erased.
struct ListRowBackgroundKey: PreferenceKey {
    static let defaultValue: RowBackground? = nil
    static func reduce(value: inout RowBackground?, nextValue: () -> RowBackground?) { value = value ?? nextValue() }
}

/// A view drawn behind a list row (`listRowBackground(_:)`).
struct RowBackground: @unchecked Sendable {
    let view: AnyView
}

/// Marks a row as selected in its list (`List(selection:)`).
struct ListRowSelectedKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

extension View {
    /// Shows or hides the separators of this list row (`edges` is accepted as in SwiftUI; both
    /// of a row's separators follow the visibility).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        preference(key: ListRowSeparatorKey.self, value: visibility)
    }

    /// Tints this list row's separators (recorded; separators keep the system color).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets the padding around this list row's content, in points.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        preference(key: ListRowInsetsKey.self, value: insets)
    }

    /// Draws `view` behind this list row, filling the row (inside the section's rounded card).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        preference(key: ListRowBackgroundKey.self, value: view.map { RowBackground(view: AnyView($0)) })
    }

    /// Shows or hides the separators of this section (recorded as the rows' visibility).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Hides or shows the background of scrollable views such as lists and forms: `.hidden`
    /// lets what is behind the list show between its sections.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environmentChange { $0.scrollContentBackground = visibility }
    }
}

extension VerticalEdge {
    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int
        /// Edges from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top separator.
        public static let top = Set(rawValue: 1)
        /// The bottom separator.
        public static let bottom = Set(rawValue: 2)
        /// Both separators.
        public static let all: Set = [.top, .bottom]
    }
}
