import Foundation
@_spi(Nodes) import VitroCore

/// A type-erased list of values pushed on a navigation stack, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable, @unchecked Sendable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of `elements`, first to last.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are on the path.
    public var count: Int { elements.count }
    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}

/// The destinations a view declares with `navigationDestination`, carried up to its stack.
struct NavigationDestinationsKey: PreferenceKey {
    static var defaultValue: [NavigationDestination] { [] }
    static func reduce(value: inout [NavigationDestination], nextValue: () -> [NavigationDestination]) {
        value += nextValue()
    }
}

/// A destination for values of one type, or a destination presented now.
struct NavigationDestination: @unchecked Sendable {
    /// The view for a pushed value, nil when the value is not of this destination's type.
    var make: @MainActor (AnyHashable) -> AnyView?
    /// A destination shown now (`navigationDestination(isPresented:)` with true, or an item).
    var presented: AnyView?
}

extension View {
    /// Declares the view shown when a value of type `data` is pushed on the enclosing stack.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let entry = NavigationDestination(
            make: { value in (value.base as? D).map { AnyView(destination($0)) } }, presented: nil)
        return preference(key: NavigationDestinationsKey.self, value: [entry])
    }

    /// Pushes `destination` while `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    {
        let entry = NavigationDestination(
            make: { _ in nil }, presented: isPresented.wrappedValue ? AnyView(destination()) : nil)
        return preference(key: NavigationDestinationsKey.self, value: [entry])
    }

    /// Pushes the destination for `item` while it is not nil.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let entry = NavigationDestination(
            make: { _ in nil }, presented: item.wrappedValue.map { AnyView(destination($0)) })
        return preference(key: NavigationDestinationsKey.self, value: [entry])
    }
}
