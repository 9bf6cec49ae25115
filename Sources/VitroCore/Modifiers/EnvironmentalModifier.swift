import Foundation

/// A modifier that chooses the modifier it applies from the environment, as SwiftUI's
/// `EnvironmentalModifier`: Vitro calls `resolve(in:)` with the environment where the modifier
/// is applied and applies what it returns.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier `resolve(in:)` returns.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// `content` with the modifier resolved in `context`'s environment applied.
    @MainActor
    func resolvedNodes<C: View>(content: C, context: ResolveContext) -> [LayoutNode] {
        let resolved = resolve(in: context.environment)
        return context.appending(.modifier).nodes(ModifiedContent(content: content, modifier: resolved))
    }
}
