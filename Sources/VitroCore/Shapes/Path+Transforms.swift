import Foundation

/// `Path`'s forms that add a figure through a transform, as SwiftUI declares them
/// (`addRect(_:transform:)`, ...). The figure is built in its own coordinates, then added
/// transformed.
extension Path {
    /// Adds a rectangle, transformed by `transform`.
    @_disfavoredOverload
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var figure = Path()
        figure.addRect(rect)
        addPath(figure, transform: transform)
    }

    /// Adds rectangles, each transformed by `transform`.
    @_disfavoredOverload
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect`, transformed by `transform`.
    @_disfavoredOverload
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var figure = Path()
        figure.addEllipse(in: rect)
        addPath(figure, transform: transform)
    }

    /// Adds a rounded rectangle, transformed by `transform`.
    @_disfavoredOverload
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        var figure = Path()
        figure.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        addPath(figure, transform: transform)
    }

    /// Adds an arc, transformed by `transform`. Untransformed, the arc joins the current point
    /// with a line, as `addArc(center:radius:startAngle:endAngle:clockwise:)` does.
    @_disfavoredOverload
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        if transform == .identity {
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            return
        }
        var figure = Path()
        figure.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addPath(figure, transform: transform)
    }
}
