import Foundation
@_spi(Nodes) import VitroCore

struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The space between adjacent rows of lists, as `listRowSpacing(_:)` sets it (nil: rows
    /// touch, with separators between them).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the vertical space between adjacent rows of lists in this view, as SwiftUI's
    /// `listRowSpacing(_:)` (nil: the default, rows that touch). Spaced rows are drawn apart,
    /// each on its own card in the grouped styles, with no separator between them.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        let value = spacing.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return environmentChange { $0.listRowSpacing = value }
    }

    /// Tints the separators of this section (recorded: the grouped styles draw no section
    /// separators, and the plain style's keep the system color), as SwiftUI's
    /// `listSectionSeparatorTint(_:edges:)`.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        record("listSectionSeparatorTint")
    }

    /// Sets the padding of this list row's content on `edges` to `length` points, keeping the
    /// default on the other edges (nil: the default on `edges` too), as SwiftUI's
    /// `listRowInsets(_:_:)`.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        let d = ListMetrics.rowInsets
        func inset(_ edge: Edge, _ fallback: CGFloat) -> CGFloat {
            guard edges.contains(Edge.Set(edge)), let length, length.isFinite else { return fallback }
            return max(0, length)
        }
        return listRowInsets(
            EdgeInsets(
                top: inset(.top, d.top), leading: inset(.leading, d.leading), bottom: inset(.bottom, d.bottom),
                trailing: inset(.trailing, d.trailing)))
    }
}
