import Foundation

/// The styles of a rounded rectangle's four corners, as SwiftUI's
/// `RoundedRectangularShapeCorners` (what a ``RoundedRectangularShape`` reports, and what
/// `containerShape(_:)` takes to make concentric corners inside it).
public struct RoundedRectangularShapeCorners: Sendable, Hashable, Animatable {
    /// The top leading corner's style.
    public var topLeading: Edge.Corner.Style
    /// The bottom leading corner's style.
    public var bottomLeading: Edge.Corner.Style
    /// The top trailing corner's style.
    public var topTrailing: Edge.Corner.Style
    /// The bottom trailing corner's style.
    public var bottomTrailing: Edge.Corner.Style

    /// Corners with their own styles; square (`0`) where left out.
    public init(
        topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0, bottomLeading: Edge.Corner.Style = 0,
        bottomTrailing: Edge.Corner.Style = 0
    ) {
        (self.topLeading, self.topTrailing, self.bottomLeading, self.bottomTrailing) = (
            topLeading, topTrailing, bottomLeading, bottomTrailing
        )
    }

    /// Four corners of one style.
    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    /// Four corners of a fixed `radius`.
    public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners { .init(all: .fixed(radius)) }

    /// Four corners concentric with the container.
    public static var concentric: RoundedRectangularShapeCorners { .init(all: .concentric) }

    /// Four corners concentric with the container, each never below `minimum` (a fixed style's
    /// radius; a concentric minimum is none).
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners {
        guard let minimum, case .fixed(let radius) = minimum.kind else { return .concentric }
        return .init(all: .concentric(minimum: radius))
    }

    /// The style of `corner`.
    public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }

    /// The fixed radii, animated; concentric corners take their radius from the container and
    /// do not animate.
    public var animatableData: AnimatableData {
        get {
            AnimatableData(
                radii: Edge.Corner.allCases.map { corner in
                    if case .fixed(let r) = self[corner].kind { Double(r) } else { 0 }
                })
        }
        set {
            func update(_ style: inout Edge.Corner.Style, _ value: Double) {
                if case .fixed = style.kind { style = .fixed(CGFloat(value)) }
            }
            let r = newValue.radii + Array(repeating: 0, count: max(0, 4 - newValue.radii.count))
            update(&topLeading, r[0])
            update(&topTrailing, r[1])
            update(&bottomLeading, r[2])
            update(&bottomTrailing, r[3])
        }
    }

    /// The four corners' radii as a vector (in `Edge.Corner.allCases` order), as SwiftUI's
    /// `RoundedRectangularShapeCorners.AnimatableData`.
    public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
        var radii: [Double]

        /// Every radius zero.
        public static var zero: AnimatableData { AnimatableData(radii: [0, 0, 0, 0]) }

        /// The radii's sums.
        public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(radii: zip(lhs.padded, rhs.padded).map { $0 + $1 })
        }

        /// The radii's differences.
        public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(radii: zip(lhs.padded, rhs.padded).map { $0 - $1 })
        }

        /// Scales every radius by `rhs`.
        public mutating func scale(by rhs: Double) { radii = radii.map { $0 * rhs } }

        /// The sum of the squared radii.
        public var magnitudeSquared: Double { radii.reduce(0) { $0 + $1 * $1 } }

        var padded: [Double] { radii + Array(repeating: 0, count: max(0, 4 - radii.count)) }
    }
}
