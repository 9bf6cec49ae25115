import Foundation

/// A modifier whose own updates run in a changed transaction, made by `ViewModifier`'s
/// `animation(_:)` and `transaction(_:)`: the transform applies to the values the modifier sets
/// (as `View.transaction(_:body:)` does), not to its content.
struct TransactionScopedModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> some View {
        let base = base
        return content.transaction(transform) { $0.modifier(base) }
    }
}

extension ViewModifier {
    /// This modifier with its changes animated with `animation`, as SwiftUI's
    /// `ViewModifier.animation(_:)`.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        TransactionScopedModifier(base: self) { if !$0.disablesAnimations { $0.animation = animation } }
    }

    /// This modifier with the transactions of its changes passed through `transform`, as
    /// SwiftUI's `ViewModifier.transaction(_:)`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        TransactionScopedModifier(base: self, transform: transform)
    }
}
