import Foundation
import VitroImageIO
import VitroRaster

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
        set { renderer.proposedSize = newValue }
    }
    /// Pixels per point.
    public var scale: CGFloat {
        get { renderer.scale }
        set { renderer.scale = newValue }
    }
    /// The environment the content starts from: set a color scheme, a dynamic type size, … here.
    public var environment: EnvironmentValues {
        get { renderer.baseEnvironment }
        set { renderer.baseEnvironment = newValue }
    }
    /// The store `@AppStorage` and `@SceneStorage` read and write.
    public var storage: HostStorage { graph.storage }
    /// Seconds the clock has moved since the host was made.
    public var time: Double { graph.time }

    let graph: ViewGraph
    let renderer: ImageRenderer<Content>

    /// The most updates one step may take before the host stops (a view whose update always
    /// changes its own state would otherwise never settle).
    static var updateLimit: Int { 100 }

    public init(_ content: Content) {
        graph = ViewGraph(runsLifecycle: true)
        renderer = ImageRenderer(content: content)
        renderer.graph = graph
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
    public func render() throws -> RasterImage {
        update()
        return try renderer.render()
    }

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
    public func perform(_ change: () -> Void) {
        change()
        update()
    }

    /// Moves the clock by `seconds` and lets the view's tasks run until they wait for something
    /// else, then updates the view.
    public func advance(by seconds: Double = 0) async {
        graph.time += max(0, seconds.isFinite ? seconds : 0)
        update()
        for _ in 0..<Self.updateLimit {
            graph.runningTasks.removeAll { $0.isCancelled }
            await Task.yield()
            let pending = graph.needsUpdate
            update()
            if !pending, !graph.needsUpdate { break }
        }
    }

    /// Brings the graph up to date: updates until no state is left to apply.
    @discardableResult
    func update() -> ImageRenderer<Content>.Frame {
        var frame = renderer.layout()
        for _ in 0..<Self.updateLimit {
            let ranActions = graph.runPending()
            guard ranActions || graph.needsUpdate else { break }
            if graph.needsUpdate { frame = renderer.layout() }
        }
        lastFrame = frame
        return frame
    }

    var lastFrame: ImageRenderer<Content>.Frame?
}
