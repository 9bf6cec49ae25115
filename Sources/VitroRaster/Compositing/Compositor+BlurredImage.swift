import VitroGeometry

extension Compositor {
    /// An opaque blur of one image on whole pixels, within the image's own frame (a photo view
    /// with `.blur(radius:opaque: true)`): the image is blurred straight into the target, or
    /// into a pixmap of its own size composited source-over, instead of being copied into a
    /// layer and blurred there. The bytes are the layer's: the layer holds the image at its
    /// place and nothing else, and an opaque blur reads no further than the frame. Returns
    /// false where the layer is anything else.
    func blurredImage(_ e: LayerEffects, _ children: [DrawCommand], into s: inout Surface) -> Bool {
        guard e.blurSigma > 0, e.blurSigma.isFinite, let frame = e.opaqueBlurFrame, e.clip == nil, e.mask == nil,
            e.shadow == nil, e.colorMatrix == nil, e.alphaThreshold == nil, children.count == 1,
            case .image(let image, let t, _, let opacity) = children[0], opacity >= 1,
            let (x, y) = t.wholePixelOffset
        else { return false }
        let placed = PixelRect(x: x, y: y, width: image.width, height: image.height)
        // The frame as the layer's blur rounds it.
        let r = PixelRect(
            x: Int(frame.minX.rounded()), y: Int(frame.minY.rounded()), width: Int(frame.width.rounded()),
            height: Int(frame.height.rounded()))
        guard r == placed, placed.intersection(s.pixmap.bounds) == placed else { return false }
        if s.isClear, placed == s.pixmap.bounds, e.opacity >= 1, e.blend.isCopyOverClear {
            s.pixmap.blur(from: image, sigma: e.blurSigma)
        } else {
            // Elsewhere the layer is transparent, which source-over leaves as it is.
            guard e.blend == .normal,
                var blurred = try? Pixmap(
                    width: image.width, height: image.height, colorSpace: s.pixmap.colorSpace, pixelLimit: .max)
            else { return false }
            blurred.blur(from: image, sigma: e.blurSigma)
            s.pixmap.draw(blurred, atX: x, y: y, opacity: e.opacity, blend: .normal, mask: nil, overClear: s.isClear)
        }
        s.isClear = false
        return true
    }
}

extension Transform2D {
    /// The offset of a translation by whole pixels, taking scales and offsets within rounding
    /// error of one as one (a 3480-pixel image over 1160 points at 3x has a = 1 + 2e-16: across
    /// the largest pixmap the sample positions move by under 1e-5 pixel); nil for anything else.
    var wholePixelOffset: (x: Int, y: Int)? {
        guard abs(a - 1) < 1e-9, abs(d - 1) < 1e-9, abs(b) < 1e-12, abs(c) < 1e-12, abs(tx - tx.rounded()) < 1e-6,
            abs(ty - ty.rounded()) < 1e-6, abs(tx) < 1e9, abs(ty) < 1e9
        else { return nil }
        return (Int(tx.rounded()), Int(ty.rounded()))
    }
}
