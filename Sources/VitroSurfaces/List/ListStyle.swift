import Foundation
@_spi(Nodes) import VitroCore

/// How a list draws its sections, as SwiftUI's `ListStyle`: set with `listStyle(_:)`.
@MainActor @preconcurrency
public protocol ListStyle {}

/// The style a list takes when none is set: inset grouped on iOS 26.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rows edge to edge on the system background, separators between them.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections as rounded cards inset from the edges on the grouped background (iOS's default).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Rows inset from the edges on the system background.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar: rows with icons, selection as a rounded highlight, no separators.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// The platform's list style: inset grouped on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// A list of plain rows, edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// A list of sections on rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// A list of sections in groups, edge to edge, on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// A list of plain rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A list styled as a sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The styles Vitro draws, as the environment carries them.
enum ListStyleKind: Hashable, Sendable {
    case plain, insetGrouped, grouped, inset, sidebar

    @MainActor
    init(_ style: any ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is GroupedListStyle: self = .grouped
        case is InsetListStyle: self = .inset
        case is SidebarListStyle: self = .sidebar
        default: self = .insetGrouped
        }
    }

    /// Sections drawn as rounded cards.
    var hasCards: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
    /// The grouped background behind the sections.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped }
}

struct ListStyleKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
/// Set while a list resolves its content, so sections and rows know they are in one.
struct InListKey: EnvironmentKey { static let defaultValue = false }
/// Set for the views of a list row (navigation links draw their chevron).
struct InListRowKey: EnvironmentKey { static let defaultValue = false }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    var listStyleKind: ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = ListStyleKind(style)
        return environmentChange { $0.listStyleKind = kind }
    }

    /// Sets the space between the sections of lists in this view.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environmentChange { $0.listSectionSpacing = spacing.points }
    }

    /// Sets the space between the sections of lists in this view, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environmentChange { $0.listSectionSpacing = spacing }
    }
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    /// The spacing in points; nil for the platform's, which depends on headers and footers.
    let points: CGFloat?
    /// The platform's spacing between sections.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Half the platform's spacing between sections.
    public static let compact = ListSectionSpacing(points: ListMetrics.sectionSpacing / 2)
    /// Sections `spacing` points apart.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}
