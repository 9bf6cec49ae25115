import Foundation
import VitroGeometry

/// The outlines a symbol part has built, by stroke width: building one strokes every line of the
/// drawing (`Stroker.outline`), and a screen redraws the same symbols at the same weight on every
/// frame. Shared by the copies of a part; safe to use from any thread.
package final class OutlineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var outlines: [Double: BezierPath] = [:]

    /// A symbol is drawn at a handful of weights; beyond this many the cache starts over.
    static let capacity = 9

    package init() {}

    /// How many outlines are kept.
    var count: Int { lock.withLock { outlines.count } }

    /// The outline for `stroke`, built by `build` the first time.
    package func outline(stroke: Double, _ build: (Double) -> BezierPath) -> BezierPath {
        if let path = lock.withLock({ outlines[stroke] }) { return path }
        let path = build(stroke)
        lock.withLock {
            if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
            outlines[stroke] = path
        }
        return path
    }
}
