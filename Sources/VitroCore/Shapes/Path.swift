import Foundation
import VitroGeometry

/// The outline of a 2-D shape, as SwiftUI's `Path`, in points.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    package var storage: BezierPath

    /// An empty path.
    public init() { storage = BezierPath() }
    package init(_ bezier: BezierPath) { storage = bezier }

    /// A path of a rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path of a rounded rectangle with a corner radius in points; `.continuous` corners by
    /// default.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path of a rounded rectangle with elliptical corners of `cornerSize` points.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path of the ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect { storage.controlPointBounds.cgRect }

    /// The end of the last segment, or `nil` for an empty path.
    public var currentPoint: CGPoint? { storage.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { storage.move(to: p.point2D) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) { storage.addLine(to: p.point2D) }
    /// Adds straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// Adds a quadratic Bézier curve to `p` with one control point.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        storage.addQuadCurve(to: p.point2D, control: control.point2D)
    }
    /// Adds a cubic Bézier curve to `p` with two control points.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: p.point2D, control1: control1.point2D, control2: control2.point2D)
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { storage.closeSubpath() }
    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) { storage.addRect(rect.rect2D) }
    /// Adds rectangles as closed subpaths.
    public mutating func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) { storage.addEllipse(in: rect.rect2D) }
    /// Adds another path, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        storage.addPath(path.storage.applying(transform.transform2D))
    }

    /// Adds an arc; `clockwise` as SwiftUI means it (in its flipped y-down space, `clockwise:
    /// false` draws what appears clockwise on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        storage.addArc(
            center: center.point2D, radiusX: radius, radiusY: radius, startAngle: startAngle.radians,
            endAngle: startAngle.radians + sweep, moveFirst: storage.isEmpty)
    }

    /// Adds a rounded rectangle with elliptical corners of `cornerSize` points.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage.addPath(
            CornerGeometry.roundedRect(
                rect.rect2D, radiusX: cornerSize.width, radiusY: cornerSize.height, continuous: style == .continuous))
    }

    /// The path transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { Path(storage.applying(transform.transform2D)) }
    /// The path moved by `dx`, `dy` points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { Path(storage.applying(.translation(x: dx, y: dy))) }

    public var description: String {
        let b = boundingRect
        return "Path(\(storage.elements.count) elements in \(fmt(b)))"
    }
}

/// The style of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") curve, SwiftUI's default.
    case continuous
}

extension CGPoint {
    package var point2D: Point2D { Point2D(x: x, y: y) }
}

extension CGRect {
    package var rect2D: Rect2D { Rect2D(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

extension Rect2D {
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

package func fmt(_ r: CGRect) -> String { "(\(fmt(r.minX)), \(fmt(r.minY)), \(fmt(r.width)), \(fmt(r.height)))" }
package func fmt(_ v: CGFloat) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(format: "%g", r)
}
