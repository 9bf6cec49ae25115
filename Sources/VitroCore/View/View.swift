/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes its content.
///
/// Write views exactly as in SwiftUI; render them with `ImageRenderer`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Views drawn by Vitro itself have no body.
    public var body: Never { fatalError("\(Self.self) is drawn directly and has no body") }
}

/// Views that Vitro lays out and draws itself (everything else is reduced to these through
/// `body`).
@MainActor
package protocol PrimitiveView {
    /// The layout nodes this view contributes: one for most views, any number for groups,
    /// `ForEach` and conditionals, which their container lays out side by side.
    func makeNodes(_ context: ResolveContext) -> [LayoutNode]
}

extension PrimitiveView {
    package func single(_ node: LayoutNode) -> [LayoutNode] { [node] }
}
