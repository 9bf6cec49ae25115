import Foundation

/// The value `onGeometryChange(for:of:action:)` reads from its view's geometry, per value type.
struct GeometryChangeKey<T: Equatable>: PreferenceKey {
    static var defaultValue: T? { nil }
    static func reduce(value: inout T?, nextValue: () -> T?) { value = nextValue() ?? value }
}

/// Reads a value from its content's geometry once the content is placed and runs an action
/// with it after the update in which it appears and after every update that changes it.
struct GeometryChangeModifier<T: Equatable & Sendable>: ViewModifier {
    let transform: @Sendable (GeometryProxy) -> T
    let action: (_ oldValue: T, _ newValue: T) -> Void
    @State private var last: T?

    func body(content: Content) -> some View {
        let transform = transform
        return
            content
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: GeometryChangeKey<T>.self, value: transform(proxy))
                }
            )
            .onPreferenceChange(GeometryChangeKey<T>.self) { value in
                guard let value else { return }
                let old = last ?? value
                last = value
                action(old, value)
            }
    }
}

extension View {
    /// Runs `action` with a value made from this view's geometry (its size, its frame in a
    /// coordinate space): once the view is laid out, and again whenever the value changes.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new value made from this view's geometry: once the view is
    /// laid out (old and new alike), and again whenever the value changes.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
