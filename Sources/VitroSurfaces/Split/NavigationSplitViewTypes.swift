import Foundation
@_spi(Nodes) import VitroCore

/// Which leading columns of a ``NavigationSplitView`` show, as SwiftUI's
/// `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    enum Kind: String, Hashable, Sendable, Codable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    /// The platform's choice: every column of a two-column view; the content and detail of a
    /// three-column view (UIKit's landscape default for a triple-column split view).
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The two trailing columns: sidebar and detail, or content and detail.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a ``NavigationSplitView``, as SwiftUI's `NavigationSplitViewColumn`: the one a
/// collapsed split view shows on top of its stack.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebar, content, detail }
    let kind: Kind
    /// The sidebar, the leading column.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The content column, between the sidebar and the detail.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The detail column, the trailing one.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns that share the space, reducing the detail's width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A detail column that keeps its width, the others overlaying it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

/// The styles Vitro draws, as the environment carries them.
enum SplitStyleKind: Hashable, Sendable {
    case automatic, balanced, prominentDetail
}

struct SplitStyleKey: EnvironmentKey { static let defaultValue = SplitStyleKind.automatic }

extension EnvironmentValues {
    var splitStyle: SplitStyleKind {
        get { self[SplitStyleKey.self] }
        set { self[SplitStyleKey.self] = newValue }
    }
}

/// A column's preferred width (points): fixed, or an ideal within optional bounds.
struct ColumnWidth: Hashable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The width drawn: the ideal within the bounds; a non-finite or negative figure is ignored.
    var resolved: CGFloat {
        func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        var w = clean(ideal) ?? 0
        if let lo = clean(min) { w = Swift.max(w, lo) }
        if let hi = clean(max) { w = Swift.min(w, hi) }
        return w
    }
}

/// The width a column's content asks for (`navigationSplitViewColumnWidth`); the first one
/// set in a column wins.
struct SplitColumnWidthKey: PreferenceKey {
    static let defaultValue: ColumnWidth? = nil
    static func reduce(value: inout ColumnWidth?, nextValue: () -> ColumnWidth?) { value = value ?? nextValue() }
}

extension View {
    /// Sets how a ``NavigationSplitView`` in this view makes room for its leading columns: the
    /// style's `makeBody(configuration:)` draws this view's content.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        modifier(NavigationSplitViewStyleModifier(style: style))
    }

    /// Sets a fixed width (points) for the ``NavigationSplitView`` column holding this view.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: ColumnWidth(min: width, ideal: width, max: width))
    }

    /// Sets a flexible width (points) for the ``NavigationSplitView`` column holding this view:
    /// the column is drawn at `ideal`, kept within `min` and `max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        preference(key: SplitColumnWidthKey.self, value: ColumnWidth(min: min, ideal: ideal, max: max))
    }
}
