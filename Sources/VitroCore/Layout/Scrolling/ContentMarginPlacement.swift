import Foundation

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`: a scroll view's content,
/// its scroll indicators, or both (`automatic`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String

    /// Both the content and the scroll indicators of a scroll view.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
    /// A scroll view's content, not its indicators.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
    /// A scroll view's indicators, not its content (no indicator is drawn at rest, so these
    /// margins change nothing in a still image).
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }

    /// Whether margins of this placement inset a scroll view's content.
    var insetsContent: Bool { self != .scrollIndicators }
}

/// The margins scroll views inside a view add around their content, per edge (an edge no
/// `contentMargins` named is absent).
struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue: [Edge: CGFloat] = [:]
}

extension EnvironmentValues {
    /// The margins scroll views add around their content, by edge.
    package var scrollContentMargins: [Edge: CGFloat] {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// The margins as insets (zero on edges without one).
    var scrollContentInsets: EdgeInsets {
        let m = scrollContentMargins
        return EdgeInsets(
            top: m[.top] ?? 0, leading: m[.leading] ?? 0, bottom: m[.bottom] ?? 0, trailing: m[.trailing] ?? 0)
    }
}

extension View {
    /// Insets the content of scroll views in this view by `insets` on `edges`, as SwiftUI's
    /// `contentMargins(_:_:for:)`: the scroll view keeps its size and its content starts
    /// (and ends) that far in. Margins for `.scrollIndicators` only move indicators, which a
    /// still image does not show.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        environmentChange { env in
            guard placement.insetsContent else { return }
            for (edge, value) in [
                (Edge.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom),
                (.trailing, insets.trailing),
            ] where edges.contains(Edge.Set(edge)) {
                env.scrollContentMargins[edge] = value.isFinite ? max(0, value) : 0
            }
        }
    }

    /// Insets the content of scroll views in this view by `length` on `edges` (nil: the
    /// system's margin, none beyond the safe area), as SwiftUI's `contentMargins(_:_:for:)`.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let l = length ?? 0
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Insets the content of scroll views in this view by `length` on every edge, as SwiftUI's
    /// `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
