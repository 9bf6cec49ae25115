import Foundation

extension EnvironmentValues {
    /// The size of one pixel in points: 1 over the display scale (0.5 pt on a 2× display, about
    /// 0.33 pt on a 3× one), as SwiftUI's `pixelLength`, for hairlines.
    public var pixelLength: CGFloat {
        let scale = displayScale
        return scale.isFinite && scale > 0 ? 1 / scale : 1
    }
}
