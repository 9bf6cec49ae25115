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

    /// The direction an image is drawn in, as SwiftUI's `Image.Orientation` (Vitro draws `.up`).
    extension Image {
        public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
            case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
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
        public var dx: CGFloat
        public var dy: CGFloat
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }
        public init() { self.init(dx: 0, dy: 0) }
        public static let zero = CGVector()
    }
#endif
