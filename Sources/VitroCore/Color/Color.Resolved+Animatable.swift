import Foundation

extension Color.Resolved: Animatable {
    /// The color in linear sRGB with premultiplied alpha: (red, (green, (blue, opacity))).
    ///
    /// Animations interpolate colors in linear light, as light mixes, and premultiplied, so a
    /// color fading to clear keeps its hue instead of darkening through black. Extended-range
    /// components (Display P3 colors outside sRGB) interpolate like any other.
    public nonisolated var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            AnimatablePair(
                linearRed * opacity,
                AnimatablePair(linearGreen * opacity, AnimatablePair(linearBlue * opacity, opacity)))
        }
        set {
            let a = min(max(newValue.second.second.second, 0), 1)
            // A fully transparent color has no hue left to recover: it becomes clear black.
            let scale = a > 0 ? 1 / a : 0
            linearRed = newValue.first * scale
            linearGreen = newValue.second.first * scale
            linearBlue = newValue.second.second.first * scale
            opacity = a
        }
    }

    /// The color `fraction` of the way to `other`, mixed in linear light with premultiplied
    /// alpha (0 gives this color, 1 gives `other`; springs may pass a fraction outside 0…1,
    /// and the opacity is kept within 0…1).
    package nonisolated func mixed(with other: Color.Resolved, by fraction: Double) -> Color.Resolved {
        var result = other
        result.animatableData = animatableData.interpolated(towards: other.animatableData, amount: fraction)
        return result
    }
}
