// Apple platforms have CoreGraphics (canImport(CoreGraphics) would also see VitroCompat's module).
#if !canImport(Darwin)
    import Foundation
    import VitroImageIO
    import VitroRaster
    import VitroCore

    /// A bitmap, as CoreGraphics' `CGImage`, for code that hands one to
    /// `Image(decorative:scale:)`: decoded pixels of a `RasterImage`.
    public final class CGImage: @unchecked Sendable {
        let raster: RasterImage
        /// Width in pixels.
        public var width: Int { raster.width }
        /// Height in pixels.
        public var height: Int { raster.height }

        /// An image of decoded pixels.
        public init(_ raster: RasterImage) { self.raster = raster }
    }

    extension Image {
        /// The direction an image is drawn in, as SwiftUI's `Image.Orientation` (Vitro draws
        /// `.up`).
        public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
            /// As stored.
            case up
            /// Flipped left to right.
            case upMirrored
            /// Turned half a turn.
            case down
            /// Turned half a turn and flipped left to right.
            case downMirrored
            /// Turned a quarter turn counterclockwise.
            case left
            /// Turned a quarter turn counterclockwise and flipped.
            case leftMirrored
            /// Turned a quarter turn clockwise.
            case right
            /// Turned a quarter turn clockwise and flipped.
            case rightMirrored
        }

        /// An image of `cgImage`'s pixels, hidden from accessibility.
        public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
            self.init(cgImage.raster)
        }

        /// An image of `cgImage`'s pixels with an accessibility label.
        public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
            self.init(cgImage.raster)
        }
    }

    /// A vector, as CoreGraphics' `CGVector` (which Foundation lacks on Linux).
    public struct CGVector: Hashable, Sendable {
        /// The horizontal component.
        public var dx: CGFloat
        /// The vertical component.
        public var dy: CGFloat
        /// A vector of `dx` and `dy`.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }
        /// The zero vector.
        public init() { self.init(dx: 0, dy: 0) }
        /// The zero vector.
        public static let zero = CGVector()
    }
#endif
