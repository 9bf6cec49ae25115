import Foundation

/// A function from unit input to unit output that shapes an animation's pace, as SwiftUI's
/// `UnitCurve`.
///
/// Every curve maps progress 0 to 0 and 1 to 1; a Bézier curve whose control points leave the unit
/// square can overshoot in between. Input outside 0…1 is clamped.
public struct UnitCurve: Hashable, Sendable {
    package enum Storage: Hashable, Sendable {
        case linear
        /// A cubic Bézier from (0, 0) to (1, 1) with these two control points, as CSS `cubic-bezier`.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    package let storage: Storage

    package init(_ storage: Storage) { self.storage = storage }

    /// Constant speed.
    public static let linear = UnitCurve(.linear)
    /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A quarter circle that starts slowly: 1 − √(1 − t²).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle that ends slowly: √(1 − (1 − t)²).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Circular ease-in for the first half, ease-out for the second.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points, as CSS
    /// `cubic-bezier(x1, y1, x2, y2)`. The x coordinates are clamped to 0…1 so time runs forward.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            .bezier(
                x1: min(max(Double(startControlPoint.x), 0), 1), y1: Double(startControlPoint.y),
                x2: min(max(Double(endControlPoint.x), 0), 1), y2: Double(endControlPoint.y)))
    }

    /// The curve's output for `progress` in 0…1.
    public func value(at progress: Double) -> Double {
        let t = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case .linear: return t
        case let .bezier(x1, y1, x2, y2):
            let s = CubicBezier.parameter(forX: t, x1: x1, x2: x2)
            return CubicBezier.coordinate(s, y1, y2)
        case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: return (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5
                ? 0.5 * (1 - (1 - 4 * t * t).squareRoot())
                : 0.5 * ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1)
        }
    }

    /// The curve's slope (d output / d progress) at `progress` in 0…1.
    public func velocity(at progress: Double) -> Double {
        let t = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case .linear: return 1
        case let .bezier(x1, y1, x2, y2):
            let s = CubicBezier.parameter(forX: t, x1: x1, x2: x2)
            let dx = CubicBezier.derivative(s, x1, x2)
            let dy = CubicBezier.derivative(s, y1, y2)
            // A vertical tangent (dx = 0) only happens at the ends with x1 or x2 = 0.
            return dx > 1e-12 ? dy / dx : (dy == 0 ? 0 : .greatestFiniteMagnitude)
        default:
            // The circular curves have closed forms, but their slopes are infinite at one end;
            // a central difference is exact enough inside and finite at the ends.
            let h = 1e-6
            let a = max(t - h, 0)
            let b = min(t + h, 1)
            return (value(at: b) - value(at: a)) / (b - a)
        }
    }

    /// The curve that maps this curve's outputs back to its inputs.
    public var inverse: UnitCurve {
        switch storage {
        case .linear: return self
        case let .bezier(x1, y1, x2, y2):
            return .bezier(
                startControlPoint: UnitPoint(x: y1, y: x1), endControlPoint: UnitPoint(x: y2, y: x2))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut:
            // Ease-in-out circles are symmetric about the center; their inverse is the
            // ease-out-in shape, which SwiftUI does not name, so keep the closest named curve.
            return self
        }
    }
}

/// Cubic Bézier arithmetic for one coordinate of a curve from 0 to 1 with control values a and b.
enum CubicBezier {
    /// B(s) = 3(1−s)²s·a + 3(1−s)s²·b + s³.
    static func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// B′(s).
    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The parameter s at which the x coordinate equals `x`: Newton steps, then bisection when
    /// Newton stalls (x(s) is monotone because x1 and x2 lie in 0…1).
    static func parameter(forX x: Double, x1: Double, x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var lo = 0.0
        var hi = 1.0
        s = min(max(s, 0), 1)
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
