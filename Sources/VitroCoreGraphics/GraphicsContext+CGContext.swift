// Apple platforms have CoreGraphics (canImport(CoreGraphics) would also see VitroCompat's module).
#if !canImport(Darwin)
    import Foundation
    import VitroCore
    import VitroImageIO

    extension GraphicsContext {
        /// Draws with CoreGraphics into this context, as SwiftUI's `withCGContext(content:)`:
        /// `content` gets a bitmap context over the canvas at its display scale, in this
        /// context's coordinates (its transform, y down); what it draws is then drawn into this
        /// context under its clip, filters, opacity and blend mode.
        public func withCGContext(content: (CGContext) throws -> Void) rethrows {
            let bounds = canvasBounds
            let scale = CGFloat(environment.displayScale)
            let width = Int((bounds.width * scale).rounded(.up))
            let height = Int((bounds.height * scale).rounded(.up))
            guard
                let cg = CGContext(
                    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return }
            // The canvas's points, y down, from its top-left corner; then this context's transform.
            cg.translateBy(x: 0, y: CGFloat(height))
            cg.scaleBy(x: scale, y: -scale)
            cg.translateBy(x: -bounds.minX, y: -bounds.minY)
            cg.concatenate(transform)
            try content(cg)
            guard let image = cg.makeImage() else { return }
            var parent = self
            parent.transform = .identity
            parent.draw(
                Image(image.raster),
                in: CGRect(
                    x: bounds.minX, y: bounds.minY, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        }
    }
#endif
