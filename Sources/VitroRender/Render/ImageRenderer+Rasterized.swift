import Foundation
import VitroCore
import VitroImageIO

extension ImageRenderer {
    /// The content's size in points and its pixels at `rasterizationScale` pixels per point,
    /// rendered by a renderer set up as this one but for its scale (so this one's observers
    /// see no change); nil pixels when it cannot be rendered.
    package func rasterized(rasterizationScale: CGFloat) -> (size: CGSize, image: RasterImage?) {
        let copy = ImageRenderer(content: content)
        copy.proposedSize = proposedSize
        copy.scale = rasterizationScale
        copy.isOpaque = isOpaque
        copy.colorMode = colorMode
        copy.colorSpace = colorSpace
        copy.allowedDynamicRange = allowedDynamicRange
        copy.limits = limits
        copy.baseEnvironment = baseEnvironment
        return (layout().size, try? copy.render())
    }
}
