import Foundation
import VitroGeometry

extension Path {
    /// One element of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, with one control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a line back to its start.
        case closeSubpath
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        func cg(_ p: Point2D) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for e in storage.elements {
            switch e {
            case .move(let p): body(.move(to: cg(p)))
            case .line(let p): body(.line(to: cg(p)))
            case .quadCurve(let p, let c): body(.quadCurve(to: cg(p), control: cg(c)))
            case .curve(let p, let c1, let c2): body(.curve(to: cg(p), control1: cg(c1), control2: cg(c2)))
            case .closeSubpath: body(.closeSubpath)
            }
        }
    }
}
