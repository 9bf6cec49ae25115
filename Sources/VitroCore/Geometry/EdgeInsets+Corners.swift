import Foundation

extension EdgeInsets {
    /// These insets grown by the corner insets on `edges`: each edge takes the larger of its
    /// two corners' insets along it (the top edge, the taller of the top corners' heights).
    public func inset(by corners: RectangleCornerInsets, edges: Edge.Set = .all) -> EdgeInsets {
        var result = self
        if edges.contains(.top) { result.top += max(corners.topLeading.height, corners.topTrailing.height) }
        if edges.contains(.bottom) {
            result.bottom += max(corners.bottomLeading.height, corners.bottomTrailing.height)
        }
        if edges.contains(.leading) { result.leading += max(corners.topLeading.width, corners.bottomLeading.width) }
        if edges.contains(.trailing) {
            result.trailing += max(corners.topTrailing.width, corners.bottomTrailing.width)
        }
        return result
    }
}
