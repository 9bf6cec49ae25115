import Foundation

extension DefaultGlassEffectShape {
    /// Glass fills its shape.
    public nonisolated static var role: ShapeRole { .fill }

    /// The size a capsule takes for `proposal`: all of it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Capsule().sizeThatFits(proposal) }
}
