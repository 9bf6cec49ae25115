// Apple platforms have CoreGraphics (canImport(CoreGraphics) would also see VitroCompat's module).
#if !canImport(Darwin)
    import Foundation
    import VitroCore

    /// The rule that decides which points a path encloses, as CoreGraphics' `CGPathFillRule`.
    public enum CGPathFillRule: Int, Sendable {
        /// A point is inside where the path winds around it a nonzero number of times.
        case winding
        /// A point is inside where a ray from it crosses the path an odd number of times.
        case evenOdd
    }

    /// An immutable outline, as CoreGraphics' `CGPath`: what `Path.cgPath` gives and
    /// `Path(_:)` takes. It holds the same elements as the `Path` it was made from.
    open class CGPath: @unchecked Sendable, Equatable {
        /// The path's elements; a mutable path changes them.
        package var path: Path

        package init(_ path: Path) { self.path = path }

        /// A path of the rectangle `rect`.
        public convenience init(rect: CGRect, transform: CGAffineTransform = .identity) {
            self.init(Path(rect).applying(transform))
        }

        /// A path of the ellipse inscribed in `rect`.
        public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform = .identity) {
            self.init(Path(ellipseIn: rect).applying(transform))
        }

        /// A path of `rect` with elliptical corners `cornerWidth` by `cornerHeight` points.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: CGAffineTransform = .identity
        ) {
            let size = CGSize(width: cornerWidth, height: cornerHeight)
            self.init(Path(roundedRect: rect, cornerSize: size, style: .circular).applying(transform))
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { path.isEmpty }
        /// The smallest rectangle holding every point and control point of the path.
        public var boundingBox: CGRect { path.boundingRect }
        /// The smallest rectangle holding the path's outline (here with its control points, as
        /// `boundingBox`: a curve never leaves the hull of its control points).
        public var boundingBoxOfPath: CGRect { path.boundingRect }
        /// The end of the last segment; the origin for an empty path.
        public var currentPoint: CGPoint { path.currentPoint ?? .zero }

        /// Whether `point`, moved by `transform`, is inside the path by `rule`.
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            path.applying(transform).contains(point, eoFill: rule == .evenOdd)
        }

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(path) }
        /// An immutable copy moved by `transform`.
        public func copy(using transform: CGAffineTransform) -> CGPath? { CGPath(path.applying(transform)) }
        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

        public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    }

    /// A path built element by element, as CoreGraphics' `CGMutablePath`. Each addition takes
    /// an optional transform that its points are moved by.
    open class CGMutablePath: CGPath, @unchecked Sendable {
        /// An empty path.
        public init() { super.init(Path()) }

        package override init(_ path: Path) { super.init(path) }

        /// Starts a subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            path.move(to: point.applying(transform))
        }

        /// Adds a line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            path.addLine(to: point.applying(transform))
        }

        /// Adds lines through `points`, starting a subpath at the first.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            path.addLines(points.map { $0.applying(transform) })
        }

        /// Adds a quadratic curve to `end` with one control point.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
        }

        /// Adds a cubic curve to `end` with two control points.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            path.addCurve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        }

        /// Adds a rectangle as a closed subpath.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            path.addRect(rect, transform: transform)
        }

        /// Adds rectangles as closed subpaths.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            path.addRects(rects, transform: transform)
        }

        /// Adds the ellipse inscribed in `rect` as a closed subpath.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            path.addEllipse(in: rect, transform: transform)
        }

        /// Adds a rectangle with elliptical corners `cornerWidth` by `cornerHeight` points.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let size = CGSize(width: cornerWidth, height: cornerHeight)
            path.addRoundedRect(in: rect, cornerSize: size, style: .circular, transform: transform)
        }

        /// Adds an arc of a circle, angles in radians, joined to the current point by a line.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            path.addArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
        }

        /// Adds another path, moved by `transform`.
        public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
            path.addPath(other.path, transform: transform)
        }

        /// Closes the current subpath with a line to its start.
        public func closeSubpath() { path.closeSubpath() }
    }

    extension Path {
        /// The path as a CoreGraphics path, as SwiftUI's `cgPath`: the same elements.
        public var cgPath: CGPath { CGPath(self) }

        /// A path of a CoreGraphics path's elements (a `CGMutablePath` too).
        public init(_ path: CGPath) { self = path.path }
    }
#endif
