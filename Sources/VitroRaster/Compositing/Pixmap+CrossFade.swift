import Foundation

extension Pixmap {
    /// `self` cross-faded `fraction` of the way (clamped to 0…1) to `other`: each premultiplied
    /// byte mixed linearly, which is what drawing the two states with opacities 1 − f and f
    /// adds up to. For a view that only changes opacity over a still backdrop this is exactly
    /// the opacity animation, which is why Reduce Motion can cross-fade every change.
    /// A pixmap of another size gives `other`.
    package func crossFaded(to other: Pixmap, fraction: Double) -> Pixmap {
        guard width == other.width, height == other.height, fraction.isFinite else { return other }
        let w = UInt32((min(max(fraction, 0), 1) * 255).rounded())
        var out = other
        data.withUnsafeBufferPointer { a in
            other.data.withUnsafeBufferPointer { b in
                out.data.withUnsafeMutableBufferPointer { o in
                    for i in 0..<o.count {
                        o[i] = UInt8((UInt32(a[i]) * (255 - w) + UInt32(b[i]) * w + 127) / 255)
                    }
                }
            }
        }
        return out
    }
}
