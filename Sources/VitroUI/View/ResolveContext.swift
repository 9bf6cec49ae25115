/// What a view is turned into layout nodes with: its environment.
@MainActor
struct ResolveContext {
    var environment: EnvironmentValues

    /// The nodes of any view: primitive views make them directly, others through `body`, with
    /// `@Environment` properties reading this context's environment meanwhile.
    func nodes<V: View>(_ view: V) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(self)
        }
        let body = EnvironmentScope.with(environment) { view.body }
        return nodes(body)
    }

    /// One node for a view: several are stacked vertically, as SwiftUI does at the root.
    func node<V: View>(_ view: V) -> LayoutNode {
        let list = nodes(view)
        if list.count == 1 { return list[0] }
        return StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: list, environment: environment)
    }

    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var c = self
        change(&c.environment)
        return c
    }
}

/// The environment `@Environment` reads while a body is being evaluated.
@MainActor
enum EnvironmentScope {
    static var current = EnvironmentValues()

    static func with<T>(_ env: EnvironmentValues, _ body: () -> T) -> T {
        let saved = current
        current = env
        defer { current = saved }
        return body()
    }
}
