import Foundation
import Observation

/// What a view is turned into layout nodes with: its environment and its place in the graph
/// (the nearest graph node and the path from it).
@MainActor
package struct ResolveContext {
    package var environment: EnvironmentValues
    /// The graph node of the nearest enclosing view with a body.
    var graphNode: GraphNode
    /// The structural identity from `graphNode` to the view being resolved.
    var path: ViewPath = []
    /// The graph, kept alive by every context that can still resolve into it (a geometry
    /// reader resolves its content at placement).
    let graph: ViewGraph

    /// A context at the root of `graph`.
    package init(environment: EnvironmentValues, graph: ViewGraph) {
        self.environment = environment
        self.graph = graph
        graphNode = graph.root
    }

    /// A context for a one-off resolution, with a graph of its own that runs no lifecycle.
    package init(environment: EnvironmentValues) {
        self.init(environment: environment, graph: ViewGraph(runsLifecycle: false))
    }

    /// The nodes of any view: primitive views make them directly, others through `body`.
    package func nodes<V: View>(_ view: V) -> [LayoutNode] {
        guard graph.enterView() else { return [] }
        defer { graph.leaveView() }
        let nodes: [LayoutNode]
        if let primitive = view as? any PrimitiveView {
            nodes = primitive.makeNodes(self)
        } else {
            nodes = resolveBody(of: view)
        }
        // The innermost view that made a node names it; wrappers added around it by outer
        // modifiers are named by those.
        for (index, node) in nodes.enumerated() where node.identity == nil {
            node.identity = LayoutIdentity(node: ObjectIdentifier(graphNode), path: path, index: index)
        }
        return nodes
    }

    /// One node for a view: several are stacked vertically, as SwiftUI does at the root.
    package func node<V: View>(_ view: V) -> LayoutNode {
        let list = nodes(view)
        if list.count == 1 { return list[0] }
        return StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: list, environment: environment)
    }

    package func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var c = self
        change(&c.environment)
        return c
    }

    /// The context one step further along the path.
    package func appending(_ component: PathComponent) -> ResolveContext {
        var c = self
        c.path.append(component)
        return c
    }

    /// The graph node for the view (or modifier) of type `type` at this context's path,
    /// marked as reached in this update; `isNew` when the identity has just appeared.
    package func graphChild(_ type: Any.Type) -> (node: GraphNode, isNew: Bool) {
        let found = graphNode.child(at: path, type: type)
        found.node.generation = graph.generation
        return found
    }

    /// The context for what a graph node's body contains.
    func inside(_ node: GraphNode) -> ResolveContext {
        var c = self
        c.graphNode = node
        c.path = []
        return c
    }

    /// Resolves a view with a body through its graph node: the body is evaluated again only
    /// when the view value, its environment or something it read changed, and the layout nodes
    /// of last time are reused when nothing under the node changed either.
    private func resolveBody<V: View>(of view: V) -> [LayoutNode] {
        let (node, _) = graphChild(V.self)
        // Taken (and cleared) before the body is evaluated, so a change made on another thread
        // meanwhile marks the node again for the next update instead of being lost.
        let marks = node.takeMarks()
        let unchanged =
            !marks.isDirty
            && (node.lastEnvironment?.isSame(as: environment) ?? false)
            && ((node.lastView as? V).map { ViewComparison.same($0, view) } ?? false)
        if unchanged, !marks.hasDirtyDescendant, let cached = node.cachedNodes {
            node.markReached(graph.generation)
            return cached
        }
        let body: V.Body
        if unchanged, let last = node.lastBody as? V.Body {
            body = last
        } else {
            var linked = view
            PropertyLinker.link(&linked, to: node, environment: environment)
            body = node.evaluate(environment) { linked.body }
            node.lastView = linked
            node.lastBody = body
            node.lastEnvironment = environment
        }
        let nodes = inside(node).nodes(body)
        node.cachedNodes = nodes
        return nodes
    }
}

extension GraphNode {
    /// Evaluates a body for this node: `@Environment` reads `environment` meanwhile, and the
    /// `@Observable` properties it reads are tracked so a change to one re-renders this node.
    func evaluate<T>(_ environment: EnvironmentValues, _ body: () -> T) -> T {
        bodyCount += 1
        let epoch = beginEvaluation()
        // The epoch moves on only once this evaluation's tracking is installed (when
        // `withObservationTracking` returns): until then a change seen by the last one's still
        // marks the node.
        defer { endEvaluation(epoch) }
        return EnvironmentScope.with(environment) {
            withObservationTracking(body) { [weak self] in
                self?.invalidateObserved(epoch: epoch)
            }
        }
    }
}

/// The environment of the body being evaluated, for an `@Environment` the graph did not link:
/// one held by a value the body makes and calls into, such as a style's `makeBody`. Views and
/// modifiers have theirs linked before their bodies run (`PropertyLinker`). Bound for the
/// length of one evaluation, as a task-local value: scoped, never left behind, safe on any
/// thread.
enum EnvironmentScope {
    @TaskLocal static var current = EnvironmentValues()

    static func with<T>(_ env: EnvironmentValues, _ body: () -> T) -> T {
        $current.withValue(env, operation: body)
    }
}
