import Foundation
import VitroGeometry

/// A 2-D shape, as SwiftUI's `Shape`: a path in a rectangle. As a view it fills itself with
/// the foreground style and takes the space it is offered.
public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal; by default the proposal (10 × 10 for unspecified axes).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(.nonZero)) }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, drawing: .fill(style.isEOFilled ? .evenOdd : .nonZero))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { fill(ForegroundStyle(), style: style) }

    /// Strokes the outline, centered on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style, inset: false))
    }

    /// Strokes the shape's outline with `content`, `lineWidth` points wide, centered on the
    /// outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline with the foreground style and `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> { stroke(ForegroundStyle(), style: style) }
    /// Strokes the shape's outline with the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }
}

/// Shapes whose stroke can be drawn inside their edge, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the outline inside the shape, so the stroke stays within its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<InsetShape> {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, drawing: .stroke(style, inset: true))
    }

    /// Strokes the shape's outline inset by half the line width, so the stroke stays inside the
    /// shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline inside the shape with the foreground style, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (otherwise the nonzero winding rule).
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased.
    public var isAntialiased: Bool
    /// A fill style with the even-odd or nonzero rule.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// How the ends of open lines are drawn: flat at the end, rounded, or squared past it.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How lines meet at corners: mitered, rounded or beveled.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How the ends of open lines are drawn.
    public var lineCap: LineCap
    /// How lines meet at corners.
    public var lineJoin: LineJoin
    /// The longest miter, as a multiple of the line width, before a miter join is beveled.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating, in points; empty draws a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// A stroke style; by default a solid 1-point line with butt caps and miter joins.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit, self.dash, self.dashPhase) = (
            lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase
        )
    }

    var parameters: StrokeParameters {
        StrokeParameters(
            width: lineWidth,
            cap: lineCap == .butt ? .butt : (lineCap == .round ? .round : .square),
            join: lineJoin == .miter ? .miter : (lineJoin == .round ? .round : .bevel),
            miterLimit: miterLimit)
    }
}

/// A shape drawn with a style: SwiftUI's `_ShapeView`, what `fill` and `stroke` return.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    public typealias Body = Never
    enum Drawing {
        case fill(FillRule)
        case stroke(StrokeStyle, inset: Bool)
    }

    /// The shape drawn.
    public let shape: Content
    let style: any ShapeStyle
    let drawing: Drawing

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let shape = shape
        let drawing = drawing
        let makePath: @MainActor (CGRect) -> Path = { rect in
            let p = shape.path(in: rect)
            switch drawing {
            case .fill: return p
            case .stroke(let s, _): return p.strokedPath(s)
            }
        }
        let rule: FillRule
        if case .fill(let r) = drawing { rule = r } else { rule = .nonZero }
        return [
            ShapeNode(
                path: makePath, sizing: { shape.sizeThatFits($0) }, style: style, rule: rule,
                environment: context.environment)
        ]
    }
}
