import Foundation

extension Gradient {
    /// The space a gradient's colors are mixed in, as SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        let perceptual: Bool

        /// The device's color space (gamma-encoded RGB), SwiftUI's default.
        public static let device = ColorSpace(perceptual: false)
        /// A perceptually even space (Oklab).
        public static let perceptual = ColorSpace(perceptual: true)
    }
}
