import Foundation

/// A shape combined with another by a boolean operation on their filled regions: what
/// `Shape.union(_:eoFill:)` and its siblings return.
struct ShapeBooleanOperation<A: Shape, B: Shape>: Shape {
    enum Operation: Sendable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    var first: A
    var second: B
    var operation: Operation
    var eoFill: Bool

    func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect)
        let b = second.path(in: rect)
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }
}

extension Shape {
    /// A shape with the filled regions of this shape or `other`.
    public nonisolated func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeBooleanOperation(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// A shape with the filled regions common to this shape and `other`.
    public nonisolated func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeBooleanOperation(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// A shape with the filled regions of this shape that are not in `other`.
    public nonisolated func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeBooleanOperation(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// A shape with the filled regions in this shape or `other`, but not in both.
    public nonisolated func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeBooleanOperation(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// The line of this shape where it overlaps the filled region of `other`.
    public nonisolated func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeBooleanOperation(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// The line of this shape where it does not overlap the filled region of `other`.
    public nonisolated func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeBooleanOperation(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}
