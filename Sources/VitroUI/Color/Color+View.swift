import Foundation
import VitroGeometry

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [
            ShapeNode(
                path: { Path($0) }, sizing: { $0.replacingUnspecifiedDimensions() }, style: self, rule: .nonZero,
                environment: context.environment)
        ]
    }
}

extension Material: View, PrimitiveView {
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [
            ShapeNode(
                path: { Path($0) }, sizing: { $0.replacingUnspecifiedDimensions() }, style: self, rule: .nonZero,
                environment: context.environment)
        ]
    }
}
