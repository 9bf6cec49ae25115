import Foundation

/// A geometric angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable, AdditiveArithmetic {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `r` radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle of `d` degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// A zero angle.
    public static let zero = Angle()

    /// Whether `a` is smaller than `b`.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle multiplied by `s`.
    public static func * (a: Angle, s: Double) -> Angle { Angle(radians: a.radians * s) }
}
