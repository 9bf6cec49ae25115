/// The key-value store that `@AppStorage` and `@SceneStorage` read and write: one per host,
/// so tests start clean and can preset values. Used on the main actor, as views are.
public final class HostStorage: @unchecked Sendable {
    var values: [String: Any] = [:]
    private var readers: [String: [WeakNode]] = [:]

    /// An empty storage.
    public init() {}

    /// The value stored for `key`, if any.
    public subscript(key: String) -> Any? {
        get { values[key] }
        set {
            values[key] = newValue
            for reader in readers[key] ?? [] { invalidate(reader.node) }
        }
    }

    @MainActor func addReader(_ node: GraphNode, for key: String) {
        var list = readers[key, default: []].filter { $0.node != nil }
        if !list.contains(where: { $0.node === node }) { list.append(WeakNode(node: node)) }
        readers[key] = list
    }
}

struct WeakNode {
    weak var node: GraphNode?
}
