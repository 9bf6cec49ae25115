import Foundation
@_spi(Nodes) import VitroCore

/// A stack of views with a navigation bar, as SwiftUI's `NavigationStack`, drawn at rest with
/// the top of its path showing.
///
/// The view on top sets the bar's content through preferences: `navigationTitle` (large at the
/// root, 34 pt bold below the bar; inline and centered when pushed or asked for), `toolbar`
/// items in Liquid Glass capsules, and a list's grouped background drawn edge to edge behind
/// the bar. A pushed view (the last value of `path` with a matching `navigationDestination`)
/// gets a back button. iOS 26 bars have no material of their own
/// (docs/reference/seeds.md#adopting-liquid-glass).
///
/// Tapping a `NavigationLink` (`ViewHost/tap(_:)`) pushes its destination: a link's view, or
/// its value onto `path` (or onto the stack's own list without one); the back button pops. The
/// stack also gives its content an edit mode, so an `EditButton` in its bar edits its lists.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: NavigationPathBinding?

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let model = NavigationStackModel.model(in: context)
        let path = path
        let pusher = NavigationPusher(
            pushValue: { value in
                if path?.append(value) != true { model.entries.append(.value(value)) }
                model.changed()
            },
            pushView: { view in
                model.entries.append(.view(view))
                model.changed()
            },
            pop: {
                if !model.entries.isEmpty {
                    model.entries.removeLast()
                } else {
                    path?.removeLast()
                }
                model.changed()
            })
        let editMode = Binding(
            get: { model.editMode },
            set: {
                model.editMode = $0
                model.changed()
            })
        let stackEnvironment: @MainActor (inout EnvironmentValues) -> Void = {
            $0.navigationPusher = pusher
            if $0.editMode == nil { $0.editMode = editMode }
        }
        let inner = context.appending(.content).with(stackEnvironment)
        var nodes = inner.nodes(root)
        var destinations = PreferenceCollector.value(NavigationDestinationsKey.self, in: nodes)
        var isPushed = false
        if let presented = destinations.lazy.compactMap(\.presented).last {
            nodes = inner.appending(.index(1)).nodes(presented)
            isPushed = true
        }
        // The path's values, then what links pushed: each pushed view may declare destinations
        // for the values above it; the top one shows.
        let entries = (path?.values ?? []).map(NavigationStackModel.Entry.value) + model.entries
        for (depth, entry) in entries.enumerated() {
            let view: AnyView? =
                switch entry {
                case .value(let value): destinations.lazy.compactMap({ $0.make(value) }).first
                case .view(let view): view
                }
            guard let view else { continue }
            nodes = inner.appending(.id("pushed \(depth)")).nodes(view)
            destinations += PreferenceCollector.value(NavigationDestinationsKey.self, in: nodes)
            isPushed = true
        }
        let bar = NavigationBar(
            content: nodes, isPushed: isPushed, pop: isPushed ? pusher.pop : nil, environment: inner.environment)
        // The bar's items (an `EditButton`, a back button) act on the same stack.
        return context.appending(.secondary).with(stackEnvironment).nodes(bar.view)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A navigation stack showing `root`, with no bound path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack showing the top of `path`; links push onto it and the back button pops it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        let binding = path
        self.path = NavigationPathBinding(
            values: path.wrappedValue.elements,
            append: { value in
                binding.wrappedValue.elements.append(value)
                return true
            },
            removeLast: { binding.wrappedValue.removeLast() })
    }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing the top of a typed `path`; links with values of its type push onto it.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        let binding = path
        self.path = NavigationPathBinding(
            values: path.wrappedValue.map { AnyHashable($0) },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                binding.wrappedValue.append(element)
                return true
            },
            removeLast: {
                if !binding.wrappedValue.isEmpty { binding.wrappedValue.removeLast() }
            })
    }
}
