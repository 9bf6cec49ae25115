import Foundation
import VitroGeometry

/// A vector symbol drawn for Vitro: one or more parts in a unit square (0…1, y down), each a
/// filled outline; a part that erases cuts its outline out of the parts before it (the details
/// knocked out of a `.fill` or `.circle.fill` symbol, the gap beside a `.slash`).
struct Symbol: Sendable {
    /// One layer of a symbol.
    struct Part: Sendable {
        /// Builds the outline, given a stroke width in unit-square units.
        var build: @Sendable (_ stroke: Double) -> BezierPath
        var rule: FillRule = .nonZero
        /// Cuts this outline out of the parts drawn before it instead of drawing it.
        var erases = false
    }

    /// Width over height.
    var aspect: CGFloat = 1
    var parts: [Part]

    init(aspect: CGFloat = 1, rule: FillRule = .nonZero, build: @escaping @Sendable (_ stroke: Double) -> BezierPath) {
        self.aspect = aspect
        parts = [Part(build: build, rule: rule)]
    }

    init(aspect: CGFloat = 1, parts: [Part]) {
        self.aspect = aspect
        self.parts = parts
    }

    /// The fill rule of the first part.
    var rule: FillRule { parts.first?.rule ?? .nonZero }

    /// Whether any part erases, so the symbol must be drawn in its own layer.
    var hasErasure: Bool { parts.contains { $0.erases } }

    /// The stroke width in unit-square units for a font weight (400 regular, 700 bold).
    static func strokeWidth(weight: Int) -> Double { 0.075 * (0.55 + Double(weight) / 900) }

    /// Maps the unit square onto the symbol's box in `rect`: 84 % of the line height, centered.
    func transform(in rect: CGRect) -> Transform2D {
        let side = min(rect.width / aspect, rect.height) * 0.84
        return Transform2D.scale(x: side * aspect, y: side)
            .translated(x: rect.midX - side * aspect / 2, y: rect.midY - side / 2)
    }

    /// Every part's outline in `rect`, in drawing order, its strokes as heavy as `weight` makes them.
    func paths(in rect: CGRect, weight: Int) -> [(path: Path, part: Part)] {
        let t = transform(in: rect)
        let s = Symbol.strokeWidth(weight: weight)
        return parts.map { (Path($0.build(s).applying(t)), $0) }
    }

    /// The outline of the drawing parts together (the erasing parts left out), in `rect`.
    func path(in rect: CGRect, weight: Int) -> Path {
        var p = Path()
        for (path, part) in paths(in: rect, weight: weight) where !part.erases { p.addPath(path) }
        return p
    }
}
