import Foundation

extension Color: View, PrimitiveView {
    public typealias Body = Never

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}

extension Material: View, PrimitiveView {
    public typealias Body = Never

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}
