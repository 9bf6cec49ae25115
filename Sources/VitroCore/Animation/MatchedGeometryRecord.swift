/// A view's entry in a matched-geometry group.
package struct MatchedGeometryRecord {
    /// The identifier shared by the matched views.
    package var id: AnyHashable
    /// The namespace the identifier lives in.
    package var namespace: Namespace.ID
    /// Which geometry follows the source: position, size or both.
    package var properties: MatchedGeometryProperties
    /// The point of the frames that is matched.
    package var anchor: UnitPoint
    /// True when this view defines the geometry of the group.
    package var isSource: Bool
}
