import Foundation

/// A type-erased shape, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape, @unchecked Sendable {
    let shape: any Shape

    public init<S: Shape>(_ shape: S) { self.shape = (shape as? AnyShape)?.shape ?? shape }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
