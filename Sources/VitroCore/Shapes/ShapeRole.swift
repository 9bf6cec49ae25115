import Foundation

/// How a shape is styled by default, as SwiftUI's `ShapeRole`. Recorded: the role is kept, and
/// Vitro styles a shape the same whatever its role.
public enum ShapeRole: Hashable, Sendable {
    /// The shape is filled.
    case fill
    /// The shape's outline is stroked.
    case stroke
    /// The shape separates content, as a divider does.
    case separator
}

extension Shape {
    /// The shape's role; `.fill` unless the shape says otherwise (recorded).
    public nonisolated static var role: ShapeRole { .fill }
}

extension RotatedShape {
    /// The role of the rotated shape (recorded).
    public nonisolated static var role: ShapeRole { Content.role }
}

extension OffsetShape {
    /// The role of the moved shape (recorded).
    public nonisolated static var role: ShapeRole { Content.role }
}

extension ScaledShape {
    /// The role of the scaled shape (recorded).
    public nonisolated static var role: ShapeRole { Content.role }
}

extension TransformedShape {
    /// The role of the transformed shape (recorded).
    public nonisolated static var role: ShapeRole { Content.role }
}
