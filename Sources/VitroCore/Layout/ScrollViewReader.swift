import Foundation

/// A view that gives its content a proxy to scroll to identified views, as SwiftUI's
/// `ScrollViewReader`. A still image shows the scroll view at rest; `scrollTo` is recorded.
public struct ScrollViewReader<Content: View>: View {
    /// The view built with the scroll view proxy.
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls the scroll views of a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view with `id` (recorded: a still image shows the scroll view at rest).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
