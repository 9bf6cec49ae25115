import Foundation

extension ConcentricRectangle {
    /// The fixed radii of the four corners as a vector, as SwiftUI's
    /// `ConcentricRectangle.AnimatableData`; concentric corners follow their container and do
    /// not animate.
    public typealias AnimatableData = RoundedRectangularShapeCorners.AnimatableData

    var cornerStyles: RoundedRectangularShapeCorners {
        get {
            RoundedRectangularShapeCorners(
                topLeading: corners[.topLeading] ?? .concentric, topTrailing: corners[.topTrailing] ?? .concentric,
                bottomLeading: corners[.bottomLeading] ?? .concentric,
                bottomTrailing: corners[.bottomTrailing] ?? .concentric)
        }
        set {
            corners = [
                .topLeading: newValue.topLeading, .topTrailing: newValue.topTrailing,
                .bottomLeading: newValue.bottomLeading, .bottomTrailing: newValue.bottomTrailing,
            ]
        }
    }

    /// The fixed corner radii, animated.
    public var animatableData: AnimatableData {
        get { cornerStyles.animatableData }
        set { cornerStyles.animatableData = newValue }
    }
}
