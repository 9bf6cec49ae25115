// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation
    import VitroImageIO
    import VitroCore

    /// An image, as UIKit's `UIImage`, for code that loads one and shows it with
    /// `Image(uiImage:)`: an asset or symbol by name, or decoded pixels (PNG, JPEG and the other
    /// formats VitroImageIO reads).
    public final class UIImage: @unchecked Sendable {
        enum Source {
            case named(String)
            case system(String)
            case raster(RasterImage)
        }
        let source: Source
        /// Pixels per point.
        public let scale: CGFloat

        init(source: Source, scale: CGFloat = 1) {
            self.source = source
            self.scale = scale
        }

        /// An image from the app's assets.
        public convenience init?(named name: String) { self.init(source: .named(name)) }

        /// An image from the app's assets in `bundle`.
        public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
            self.init(source: .named(name))
        }

        /// An SF Symbol.
        public convenience init?(systemName name: String) { self.init(source: .system(name)) }

        /// Decoded pixels at `scale` pixels a point (what `ImageRenderer.uiImage` returns).
        package convenience init(_ raster: RasterImage, scale: CGFloat) {
            self.init(source: .raster(raster), scale: scale)
        }

        /// Decoded image data; nil if it does not decode.
        public convenience init?(data: Data, scale: CGFloat = 1) {
            guard let raster = try? RasterImage(data: data) else { return nil }
            self.init(source: .raster(raster), scale: scale)
        }

        /// A decoded image file; nil if it cannot be read.
        public convenience init?(contentsOfFile path: String) {
            guard let raster = try? RasterImage(contentsOfFile: path) else { return nil }
            self.init(source: .raster(raster))
        }

        /// The size in points (zero for a named or symbol image, whose size the view decides).
        public var size: CGSize {
            guard case .raster(let r) = source else { return .zero }
            return CGSize(width: CGFloat(r.width) / scale, height: CGFloat(r.height) / scale)
        }

        /// The image as a SwiftUI image.
        @MainActor var image: Image {
            switch source {
            case .named(let name): Image(name)
            case .system(let name): Image(systemName: name)
            case .raster(let raster): Image(raster)
            }
        }
    }

    extension Image {
        /// An image showing `uiImage`.
        @MainActor
        public init(uiImage: UIImage) { self = uiImage.image }
    }
#endif
