import Foundation

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`: the identity a modifier
/// chosen at run time falls back to (`condition ? AnyModifier : EmptyModifier.identity`).
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// A modifier that changes nothing.
    public nonisolated init() {}

    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}
