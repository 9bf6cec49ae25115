import Foundation

extension HorizontalAlignment {
    /// The guide's identity: alignments at the same place of a view share a key.
    public var key: AlignmentKey { AlignmentKey(bits: UInt(truncatingIfNeeded: fraction.bitPattern) << 1) }

    /// Merges the explicit values a container's subviews give this guide: their mean, ignoring
    /// subviews that give none (nil when none does), as SwiftUI does for every horizontal guide.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        AlignmentCombination.mean(values)
    }
}

extension VerticalAlignment {
    /// The guide's identity: alignments at the same place of a view share a key; the two text
    /// baselines have keys of their own.
    public var key: AlignmentKey {
        switch kind {
        case .fraction(let f): AlignmentKey(bits: UInt(truncatingIfNeeded: f.bitPattern) << 1)
        case .firstBaseline: AlignmentKey(bits: 1)
        case .lastBaseline: AlignmentKey(bits: 3)
        }
    }

    /// Merges the explicit values a container's subviews give this guide: the smallest for
    /// `firstTextBaseline` (the first line of the container is the topmost), the largest for
    /// `lastTextBaseline`, the mean otherwise; values that are nil are ignored.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        switch kind {
        case .firstBaseline: values.compactMap { $0 }.min()
        case .lastBaseline: values.compactMap { $0 }.max()
        case .fraction: AlignmentCombination.mean(values)
        }
    }
}

/// How alignment guides merge explicit values.
enum AlignmentCombination {
    /// The mean of the values that are not nil; nil when there are none.
    static func mean<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        let given = values.compactMap { $0 }
        guard !given.isEmpty else { return nil }
        return given.reduce(0, +) / CGFloat(given.count)
    }
}
