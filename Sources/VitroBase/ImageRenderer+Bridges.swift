// `ImageRenderer`'s CoreGraphics and UIKit images, here because this module sees both the
// renderer and the stand-ins for those frameworks (neither depends on the other).
#if !canImport(Darwin)
    import Foundation
    import VitroCore
    import VitroCoreGraphics
    import VitroRender
    import VitroUIKit

    extension ImageRenderer {
        /// The content rendered as a CoreGraphics image, as SwiftUI's `cgImage`: its pixels at
        /// the renderer's scale; nil when it cannot be rendered (no size, or beyond the limits).
        @MainActor public var cgImage: CGImage? {
            guard let raster = try? render() else { return nil }
            return CGImage(raster)
        }

        /// The content rendered as a UIKit image, as SwiftUI's `uiImage`: its pixels, and the
        /// renderer's scale as the image's, so its size is the content's in points; nil when it
        /// cannot be rendered.
        @MainActor public var uiImage: UIImage? {
            guard let raster = try? render() else { return nil }
            return UIImage(raster, scale: scale)
        }

        /// Draws the content into a CoreGraphics context, as SwiftUI's
        /// `render(rasterizationScale:renderer:)`: `renderer` gets the content's size in points
        /// and a function that draws the content into a context, upright over the rectangle
        /// from the origin to that size in the context's user coordinates. Vitro draws the
        /// content as an image of `rasterizationScale` pixels a point (SwiftUI keeps what it can
        /// as vector drawing and rasterizes the rest at that scale); nothing is drawn when it
        /// cannot be rendered.
        @MainActor public func render(
            rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void
        ) {
            let (size, raster) = rasterized(rasterizationScale: rasterizationScale)
            renderer(size) { context in
                guard let raster else { return }
                context.draw(CGImage(raster), in: CGRect(origin: .zero, size: size))
            }
        }
    }

    extension Color.Resolved {
        /// The color as a CoreGraphics color, as SwiftUI's `cgColor`: its gamma-encoded sRGB
        /// components (extended range) and opacity.
        public var cgColor: CGColor {
            CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }
    }
#endif
