import Foundation

extension View {
    /// Runs `action` after the update in which the view's identity first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` after the update in which the view's identity disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs `action` with the old and new value after an update in which `value` changed (and
    /// once when the view appears, if `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update in which `value` changed (and once when the view appears,
    /// if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Starts `action` when the view appears and cancels it when the view disappears. The host
    /// runs it on its clock (`ViewHost/advance(by:)`).
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: 0, action: action))
    }

    /// Starts `action` when the view appears and again (cancelling the running one) whenever
    /// `id` changes; cancels it when the view disappears.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, action: action))
    }
}

/// `onAppear` and `onDisappear`: actions tied to the identity of the modified view.
struct LifecycleModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let (node, isNew) = context.appending(.modifier).graphChild(Self.self)
        if isNew, let onAppear {
            node.graph.enqueue { onAppear() }
        }
        if let onDisappear {
            node.onDisappear = [{ onDisappear() }]
        }
        return content(context)
    }
}

/// `onChange(of:initial:_:)`: compares the value with last update's and runs the action after
/// the update when it changed.
struct ChangeModifier<V: Equatable>: ViewModifier, NodeModifier {
    typealias Body = Never
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let (node, isNew) = context.appending(.modifier).graphChild(Self.self)
        let action = action
        let new = value
        if isNew {
            if initial { node.graph.enqueue { action(new, new) } }
        } else if let old = node.modifierState as? V, old != new {
            node.graph.enqueue { action(old, new) }
        }
        node.modifierState = new
        return content(context)
    }
}

/// `task(_:)` and `task(id:_:)`: a task per identity, restarted when its id changes.
struct TaskModifier<ID: Equatable>: ViewModifier, NodeModifier {
    typealias Body = Never
    let id: ID
    let action: @isolated(any) @Sendable () async -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let (node, isNew) = context.appending(.modifier).graphChild(Self.self)
        let changed = !isNew && (node.modifierState as? ID) != id
        if isNew || changed {
            node.modifierState = id
            node.task?.cancel()
            let action = action
            let graph = node.graph
            node.task = nil
            // Started after the update, as SwiftUI starts tasks once the view is on screen.
            graph.enqueue { [weak node] in
                guard let node, !node.isRemoved else { return }
                node.task = graph.start(action)
            }
        }
        return content(context)
    }
}
