import Foundation

extension Edge.Corner.Style: Animatable {
    /// A corner style as a vector, as SwiftUI's `Edge.Corner.Style.AnimatableData`: the radius
    /// (a fixed radius, or a concentric corner's minimum) and how concentric the corner is (0
    /// fixed, 1 concentric), so an animation between two styles moves the radius smoothly and
    /// switches kind halfway.
    public struct AnimatableData: VectorArithmetic, Hashable, Sendable {
        /// The fixed radius, or the concentric corner's minimum, in points.
        var radius: Double
        /// 0 for a fixed corner, 1 for a concentric one.
        var concentric: Double

        /// No radius, fixed.
        public static var zero: AnimatableData { AnimatableData(radius: 0, concentric: 0) }

        /// The sum of two styles' vectors.
        public static func + (a: AnimatableData, b: AnimatableData) -> AnimatableData {
            AnimatableData(radius: a.radius + b.radius, concentric: a.concentric + b.concentric)
        }

        /// The difference of two styles' vectors.
        public static func - (a: AnimatableData, b: AnimatableData) -> AnimatableData {
            AnimatableData(radius: a.radius - b.radius, concentric: a.concentric - b.concentric)
        }

        /// Both components multiplied by `rhs`.
        public mutating func scale(by rhs: Double) {
            radius *= rhs
            concentric *= rhs
        }

        /// The vector's length, squared.
        public var magnitudeSquared: Double { radius * radius + concentric * concentric }
    }

    /// The style as a vector: an animation interpolates the radius and switches between fixed
    /// and concentric halfway.
    public var animatableData: AnimatableData {
        get {
            switch kind {
            case .fixed(let r): AnimatableData(radius: Double(r), concentric: 0)
            case .concentric(let minimum): AnimatableData(radius: Double(minimum ?? 0), concentric: 1)
            }
        }
        set {
            let radius = newValue.radius.isFinite ? CGFloat(newValue.radius) : 0
            if newValue.concentric >= 0.5 {
                self = Edge.Corner.Style(kind: .concentric(minimum: radius > 0 ? radius : nil))
            } else {
                self = Edge.Corner.Style(kind: .fixed(radius))
            }
        }
    }
}
