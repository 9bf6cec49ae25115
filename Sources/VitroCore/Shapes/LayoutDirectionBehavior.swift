import Foundation

/// Whether a view or shape mirrors when the layout direction changes, as SwiftUI's
/// `LayoutDirectionBehavior` (iOS 17).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// It does not mirror.
    case fixed
    /// It mirrors when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// It mirrors when the layout direction is right to left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

// Vitro lays stacks, padding and text out right to left, but draws a shape's path as its
// `path(in:)` gives it in either direction: the behaviors below are recorded (they change
// nothing in a left-to-right image, the default).

extension Shape {
    /// How this shape's path mirrors in a right-to-left layout: `.mirrors`, as SwiftUI's
    /// default from iOS 17 (recorded: the path is drawn unmirrored).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension Rectangle {
    /// `.fixed`: a rectangle is the same mirrored (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RoundedRectangle {
    /// `.fixed`: a rounded rectangle is the same mirrored (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule {
    /// `.fixed`: a capsule is the same mirrored (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Circle {
    /// `.fixed`: a circle is the same mirrored (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse {
    /// `.fixed`: an ellipse is the same mirrored (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension OffsetShape {
    /// The behavior of the offset shape (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension RotatedShape {
    /// The behavior of the rotated shape (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension ScaledShape {
    /// The behavior of the scaled shape (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension TransformedShape {
    /// The behavior of the transformed shape (recorded).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension View {
    /// Whether this view mirrors its drawing in a right-to-left layout (recorded: Vitro mirrors
    /// layout, not drawing).
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        record("layoutDirectionBehavior")
    }

    /// Whether this view flips its drawing in a right-to-left layout (recorded, as
    /// `layoutDirectionBehavior(_:)`).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        record("flipsForRightToLeftLayoutDirection(\(enabled))")
    }
}
