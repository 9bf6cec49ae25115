import Foundation
@_spi(Nodes) import VitroCore

/// What a navigation stack keeps between updates: the views and values pushed by tapping its
/// links (on top of its `path` binding, when it has one) and its edit mode.
@MainActor
final class NavigationStackModel {
    /// A pushed destination: a value for `navigationDestination(for:)`, or a link's own view.
    enum Entry {
        case value(AnyHashable)
        case view(AnyView)
    }

    /// Entries pushed without a path binding (values), or views pushed by links.
    var entries: [Entry] = []
    /// The stack's edit mode, for `EditButton`s and lists in it without an `editMode` binding.
    var editMode: EditMode = .inactive
    /// The graph node that re-resolves the stack when the model changes.
    weak var node: GraphNode?

    func changed() { node?.invalidate() }

    /// The model of the stack resolving in `context`, made on first use.
    static func model(in context: ResolveContext) -> NavigationStackModel {
        let (storage, _) = context.appending(.modifier).graphChild(NavigationStackModel.self)
        if let model = storage.modifierState as? NavigationStackModel { return model }
        let model = NavigationStackModel()
        model.node = storage
        storage.modifierState = model
        return model
    }
}

/// Pushes onto and pops the enclosing navigation stack: `NavigationLink` taps push, the back
/// button pops.
@MainActor
struct NavigationPusher {
    let pushValue: @MainActor (AnyHashable) -> Void
    let pushView: @MainActor (AnyView) -> Void
    let pop: @MainActor () -> Void
}

struct NavigationPusherKey: EnvironmentKey {
    static let defaultValue: NavigationPusherBox? = nil
}

/// The pusher, as an environment value.
struct NavigationPusherBox: @unchecked Sendable {
    let pusher: NavigationPusher
}

extension EnvironmentValues {
    /// How the enclosing navigation stack pushes and pops (nil outside a stack).
    var navigationPusher: NavigationPusher? {
        get { self[NavigationPusherKey.self]?.pusher }
        set { self[NavigationPusherKey.self] = newValue.map(NavigationPusherBox.init) }
    }
}

/// A stack's `path` binding, type-erased: pushes append to it and pops remove its last value.
struct NavigationPathBinding: @unchecked Sendable {
    let values: [AnyHashable]
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor () -> Void
}
