import Foundation
import VitroImageIO
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Keeps a view alive between frames, as an app's window does, so a test can drive it: tap its
/// buttons, move its clock, change its models, and render what it shows after each step.
///
/// ```swift
/// let host = ViewHost(CounterView())
/// try host.tap("Increment")
/// let image = try host.render()   // shows "Count: 1"
/// ```
///
/// The host owns the view's graph (its `@State` and other storage), its store for
/// `@AppStorage`, and its clock. After every change it updates the graph until no state is
/// left to apply, running `onAppear`, `onChange` and preference actions on the way.
@MainActor
public final class ViewHost<Content: View> {
    /// The view the host shows. Setting it updates the view as a parent's re-render would.
    public var content: Content {
        get { renderer.content }
        set {
            renderer.content = newValue
            graph.setNeedsUpdate()
        }
    }
    /// The size proposed to the content; by default its ideal size, as ``ImageRenderer``.
    public var proposedSize: ProposedViewSize {
        get { renderer.proposedSize }
        set {
            renderer.proposedSize = newValue
            graph.setNeedsUpdate()
        }
    }
    /// Pixels per point.
    public var scale: CGFloat {
        get { renderer.scale }
        set {
            renderer.scale = newValue
            graph.setNeedsUpdate()
        }
    }
    /// The environment the content starts from: set a color scheme, a dynamic type size, … here.
    public var environment: EnvironmentValues {
        get { renderer.baseEnvironment }
        set {
            renderer.baseEnvironment = newValue
            graph.setNeedsUpdate()
        }
    }
    /// The store `@AppStorage` and `@SceneStorage` read and write.
    public var storage: HostStorage { graph.storage }
    /// The undo manager the content's views register with (`EnvironmentValues/undoManager`),
    /// as a window's on iOS: undo and redo their changes through it.
    public let undoManager = UndoManager()
    /// Seconds the clock has moved since the host was made.
    public var time: Double { graph.time }
    /// The date the clock started at, which `TimelineView`s see moved by `time`. Fixed by
    /// default (2001-01-01 00:00 UTC), so renders do not depend on when a test runs.
    public var startDate = Date(timeIntervalSinceReferenceDate: 0) {
        didSet { syncClock() }
    }
    /// The date on the host's clock.
    public var date: Date { startDate.addingTimeInterval(time) }

    let graph: ViewGraph
    let renderer: ImageRenderer<Content>
    /// The runs of the phase and keyframe animators on screen.
    let animators = AnimatorLedger()

    /// The most updates one step may take before the host stops (a view whose update always
    /// changes its own state would otherwise never settle).
    static var updateLimit: Int { 100 }

    /// A host for `content`, with its own graph, clock and storage.
    public init(_ content: Content) {
        graph = ViewGraph(runsLifecycle: true)
        renderer = ImageRenderer(content: content)
        renderer.graph = graph
        renderer.baseEnvironment.undoManager = undoManager
        syncClock()
    }

    /// Shows the clock's date to the views that read it (`TimelineView`).
    func syncClock() {
        renderer.baseEnvironment.timelineDate = date
        renderer.baseEnvironment.animatorLedger = animators
        graph.setNeedsUpdate()
    }

    isolated deinit {
        graph.tearDown()
    }

    /// Sets one environment value for the content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) {
        environment[keyPath: keyPath] = value
        graph.setNeedsUpdate()
    }

    /// Renders what the view shows now.
    ///
    /// Only what changed since the last frame is drawn again: the pixels are those of a fresh
    /// render, but the rows, cards and backgrounds that stayed as they were keep their pixels.
    public func render() throws -> RasterImage {
        try image(of: update())
    }

    /// Whether a render redraws only what changed since the last one (Vitro's addition; on by
    /// default). The pixels are the same either way; turn it off to time or debug whole renders.
    public var reusesUnchangedPixels = true

    /// The image of a laid-out frame, drawn over the last frame's pixels where they still hold.
    func image(of frame: ImageRenderer<Content>.Frame) throws -> RasterImage {
        let canvas = try renderer.canvas(for: frame)
        if !reusesUnchangedPixels { frameReuse.reset() }
        return try frameReuse.image(
            of: frame.items, on: canvas,
            renderer: DisplayListRenderer(scale: canvas.scale, colorSpace: canvas.colorSpace))
    }

    /// The last frame drawn, whose pixels the next one reuses.
    let frameReuse = FrameReuse()

    /// What the view draws now, in points.
    public var displayList: DisplayList {
        DisplayList(update().items)
    }

    /// The layout tree with each node's frame, one per line.
    public var layoutDescription: String {
        update()
        return renderer.layoutDescription
    }

    /// Runs `change` (a model update, a state write through a binding), then updates the view.
    /// A change made inside `withAnimation` starts an animation: `renderTransition(fps:duration:)`
    /// draws its frames.
    public func perform(_ change: () -> Void) {
        applyChange(change)
    }

    /// Runs a change, noting the animations of the transactions committed meanwhile, then
    /// updates; an animated change keeps a snapshot of the layout before it to animate from.
    func applyChange(_ change: () -> Void) {
        let before = lastFrame ?? update()
        let committed = CommittedTransactions()
        let outer = Transaction.didCommit
        Transaction.didCommit = { committed.list.append($0) }
        change()
        Transaction.didCommit = outer
        let completions = committed.list.flatMap(\.animationCompletions)
        let explicit = committed.list.compactMap(\.animation).last
        // `.animation(_:value:)` needs the layout before the change too, to compare its values.
        let snapshot =
            explicit != nil || FrameInterpolator.hasImplicitAnimations(before.root)
            ? FrameInterpolator(snapshotOf: before.root) : nil
        let frame = update()
        let animation = explicit ?? snapshot?.implicitAnimation(in: frame.root)
        if let snapshot, let animation {
            finishAnimation()
            // Reduce Motion: the change cross-fades from what was drawn before, without bounce.
            // The host's own setting, or one the root view sets with `.environment(_:_:)`: the
            // content drawn under it asks for less motion.
            let reduced = environment.accessibilityReduceMotion || Self.asksForReducedMotion(frame.root)
            inFlight = InFlightAnimation(
                interpolator: snapshot, animation: reduced ? animation.withReducedMotion : animation,
                completions: completions)
            if reduced { inFlight?.crossFade = before.items }
        } else {
            for completion in completions { completion.run() }
        }
    }

    /// Ends the animation in flight: its completions run.
    func finishAnimation() {
        guard let finished = inFlight else { return }
        inFlight = nil
        for completion in finished.completions { completion.run() }
    }

    /// The animation started by the last animated change, until its frames are drawn or the
    /// clock passes its end.
    var inFlight: InFlightAnimation?

    /// Moves the clock by `seconds` and lets the view's tasks run until they wait for something
    /// else, then updates the view. Tasks cancelled because their view disappeared run to their
    /// end first (a task that ignores cancellation and never ends keeps this call waiting).
    public func advance(by seconds: Double = 0) async {
        let step = max(0, seconds.isFinite ? seconds : 0)
        graph.time += step
        if step > 0 { syncClock() }
        if let inFlight {
            inFlight.elapsed += step
            if inFlight.animation.progress(at: inFlight.elapsed).isFinished { finishAnimation() }
        }
        update()
        for _ in 0..<Self.updateLimit {
            // A task whose view went away is cancelled; its `catch` and `defer` run once its
            // wait ends, which can be on another thread and after any number of yields, so the
            // host waits for it to finish rather than for a yield round.
            let cancelled = graph.runningTasks.filter(\.isCancelled)
            graph.runningTasks.removeAll { $0.isCancelled }
            for task in cancelled { await task.value }
            await Task.yield()
            let pending = graph.needsUpdate
            update()
            if !pending, !graph.needsUpdate { break }
        }
    }

    /// Brings the graph up to date: updates until no state is left to apply.
    @discardableResult
    package func update() -> ImageRenderer<Content>.Frame {
        // Nothing changed since the last frame: it is still what the view shows.
        if !graph.needsUpdate, let lastFrame { return lastFrame }
        var frame = renderer.layout()
        for _ in 0..<Self.updateLimit {
            let ranActions = graph.runPending()
            guard ranActions || graph.needsUpdate else { break }
            if graph.needsUpdate { frame = renderer.layout() }
        }
        lastFrame = frame
        return frame
    }

    package internal(set) var lastFrame: ImageRenderer<Content>.Frame?
}

/// The transactions committed while a host runs a change.
@MainActor
final class CommittedTransactions {
    var list: [Transaction] = []
}

/// An animation a host is running: where the layout came from, how it moves, and what to run
/// when it ends.
@MainActor
final class InFlightAnimation {
    let interpolator: FrameInterpolator
    let animation: Animation
    let completions: [AnimationCompletion]
    /// Seconds of the animation the host's clock has passed.
    var elapsed: Double = 0
    /// Under Reduce Motion, what was drawn before the change, which the animation cross-fades from.
    var crossFade: [DisplayList.Item]?

    init(interpolator: FrameInterpolator, animation: Animation, completions: [AnimationCompletion]) {
        self.interpolator = interpolator
        self.animation = animation
        self.completions = completions
    }
}
