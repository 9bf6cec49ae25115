import Foundation
import VitroImageIO

extension ViewHost {
    /// Draws every frame of the animation in flight at `fps` frames per second, from its start
    /// to its end; the last frame is the settled state. With no animation in flight, one frame.
    ///
    /// An animation that never settles (`repeatForever`) needs a `duration`, in seconds; a
    /// duration also cuts a longer animation short (its last frame is still the settled state).
    /// The host's clock moves to the animation's end, and its completions run.
    public func renderTransition(fps: Int = 60, duration: Double? = nil) throws -> [RasterImage] {
        guard (1...1000).contains(fps), duration.map({ $0.isFinite && $0 >= 0 }) ?? true else {
            throw ViewHostError.invalidTiming(fps: fps, duration: duration)
        }
        let frame = update()
        guard let inFlight else { return [try image(of: frame)] }
        let total = duration ?? inFlight.animation.duration
        guard total.isFinite else { throw ViewHostError.animationNeverSettles }
        let start = inFlight.elapsed
        let remaining = max(0, total - start)
        let count = Int((remaining * Double(fps)).rounded(.up))
        // An hour of frames is far more than any transition a test or a README needs.
        let limit = 3600 * fps
        guard count <= limit else { throw ViewHostError.tooManyFrames(count: count, limit: limit) }
        var images: [RasterImage] = []
        for k in 0...count {
            let time = start + Double(k) / Double(fps)
            let settled = k == count
            let items =
                settled
                ? frame.items
                : inFlight.interpolator.items(of: frame.root, at: inFlight.animation.progress(at: time).fraction)
            let still = ImageRenderer<Content>.Frame(root: frame.root, size: frame.size, items: items)
            images.append(try image(of: still))
        }
        graph.time += remaining
        syncClock()
        finishAnimation()
        return images
    }

    /// The display list `seconds` into the animation in flight (the settled one when nothing
    /// animates), for tests that look at one moment without pixels.
    public func displayList(at seconds: Double) -> DisplayList {
        let frame = update()
        guard let inFlight, seconds.isFinite else { return DisplayList(frame.items) }
        let progress = inFlight.animation.progress(at: seconds)
        return DisplayList(
            progress.isFinished ? frame.items : inFlight.interpolator.items(of: frame.root, at: progress.fraction))
    }
}
