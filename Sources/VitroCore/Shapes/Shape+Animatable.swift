import Foundation

// What each built-in shape animates, as in SwiftUI: the corner geometry; the other shapes have
// nothing of their own to animate (their frame animates through layout).

extension RoundedRectangle {
    /// The corner size.
    public nonisolated var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension RectangleCornerRadii: Animatable {
    /// (top leading, top trailing), (bottom trailing, bottom leading).
    public nonisolated var animatableData:
        AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    {
        get {
            AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading))
        }
        set {
            (topLeading, topTrailing) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, bottomLeading) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension UnevenRoundedRectangle {
    /// The four corner radii.
    public nonisolated var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}
