import Foundation
@_spi(Nodes) import VitroCore

struct ListSectionMarginsKey: EnvironmentKey {
    static let defaultValue: [Edge: CGFloat] = [:]
}

extension EnvironmentValues {
    /// The section margins set by `listSectionMargins(_:_:)`, by edge; an edge not in it takes
    /// the list style's margin.
    var listSectionMargins: [Edge: CGFloat] {
        get { self[ListSectionMarginsKey.self] }
        set { self[ListSectionMarginsKey.self] = newValue }
    }
}

extension View {
    /// Sets the margins around the sections of lists in this view on `edges`, in points: on
    /// the leading and trailing edges, the space between a section's card and the list's sides
    /// (16 pt in an inset grouped list); on the top and bottom edges, space added above and
    /// below each section. A nil `length` restores the list style's margins on `edges`.
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        environmentChange { env in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
                env.listSectionMargins[edge] = length
            }
        }
    }
}
