import Foundation

extension RectangleCornerRadii {
    /// The radius of `corner`, in points.
    public subscript(corner: Edge.Corner) -> CGFloat {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}
