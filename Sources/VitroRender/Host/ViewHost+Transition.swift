import Foundation
import VitroImageIO
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

extension ViewHost {
    /// Draws every frame of the animation in flight at `fps` frames per second, from its start
    /// to its end; the last frame is the settled state. With nothing animating, one frame.
    ///
    /// What animates: the change started by the last animated `perform(_:)` (or tap), and the
    /// runs of phase and keyframe animators started by a trigger; the transition lasts until the
    /// last of them ends. While one plays, the view is updated on the host's clock for every
    /// frame. Animators that cycle for ever (continuous phases, repeating keyframes) do not start
    /// a transition of their own: with a `duration`, they play for it; without, they are drawn
    /// as they are now. Under Reduce Motion
    /// (`accessibilityReduceMotion`), an animated change is a cross-fade from the state before it
    /// to the state after it, along the change's animation.
    ///
    /// An animation that never settles (`repeatForever`) needs a `duration`, in seconds; a
    /// duration also cuts a longer animation short (its last frame is still the settled state).
    /// The host's clock moves to the animation's end, and its completions run.
    public func renderTransition(fps: Int = 60, duration: Double? = nil) throws -> [RasterImage] {
        guard (1...1000).contains(fps), duration.map({ $0.isFinite && $0 >= 0 }) ?? true else {
            throw ViewHostError.invalidTiming(fps: fps, duration: duration)
        }
        var frame = update()
        if let exceeded = frame.exceeded { throw exceeded }
        let animatorTime = animators.remaining(after: date)
        let plays = animatorTime != nil || animators.playsContinuously(at: date)
        // An animator that cycles for ever plays only for a duration asked for.
        guard inFlight != nil || animatorTime != nil || (plays && duration != nil) else {
            return [try image(of: frame)]
        }
        let start = inFlight?.elapsed ?? 0
        let flightTime = inFlight.map { $0.animation.duration - start } ?? 0
        let remaining = max(0, duration.map { $0 - start } ?? max(flightTime, animatorTime ?? 0))
        guard remaining.isFinite else { throw ViewHostError.animationNeverSettles }
        let count = Int((remaining * Double(fps)).rounded(.up))
        // Every frame is kept: RenderLimits.animationFrames bounds the memory they take.
        let limit = renderer.limits.animationFrames
        guard count + 1 <= limit else { throw ViewHostError.tooManyFrames(count: count + 1, limit: limit) }
        let clockStart = graph.time
        var faded: Pixmap?
        var images: [RasterImage] = []
        for k in 0...count {
            let t = min(Double(k) / Double(fps), remaining)
            if plays, k > 0 {
                graph.time = clockStart + t
                syncClock()
                frame = update()
            }
            let settled = k == count
            let progress = inFlight?.animation.progress(at: start + t)
            if !settled, let inFlight, let progress, !progress.isFinished, let old = inFlight.crossFade {
                if faded == nil {
                    faded = try renderer.pixmap(
                        for: ImageRenderer<Content>.Frame(root: frame.root, size: frame.size, items: old))
                }
                let now = try renderer.pixmap(for: frame)
                images.append(RasterImage(faded!.crossFaded(to: now, fraction: progress.fraction)))
                continue
            }
            let items = settled ? frame.items : self.items(of: frame, progress: progress)
            let still = ImageRenderer<Content>.Frame(root: frame.root, size: frame.size, items: items)
            images.append(try image(of: still))
        }
        graph.time = clockStart + remaining
        syncClock()
        finishAnimation()
        return images
    }

    /// What `frame` draws `progress` of the way through the animation in flight.
    private func items(of frame: ImageRenderer<Content>.Frame, progress: AnimationProgress?) -> [DisplayList.Item] {
        guard let inFlight, let progress, !progress.isFinished else { return frame.items }
        if let old = inFlight.crossFade {
            return FrameInterpolator.crossFade(from: old, to: frame.items, fraction: progress.fraction)
        }
        return inFlight.interpolator.items(of: frame.root, at: progress.fraction)
    }

    /// The display list `seconds` into the animation in flight (the settled one when nothing
    /// animates), for tests that look at one moment without pixels.
    public func displayList(at seconds: Double) -> DisplayList {
        let frame = update()
        guard seconds.isFinite else { return DisplayList(frame.items) }
        return DisplayList(items(of: frame, progress: inFlight?.animation.progress(at: seconds)))
    }
}
