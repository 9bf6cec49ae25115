import Foundation

/// A type that identifies a custom alignment guide, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    /// Where the guide falls in a view of `context`'s size when the view sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A custom guide. Vitro aligns by the guide's default value: its fraction of a view's
    /// width (`context[.leading]` is 0, `context.width` is 1).
    public init(_ id: AlignmentID.Type) {
        self.init(fraction: AlignmentFraction.of(id, horizontal: true))
    }
}

extension VerticalAlignment {
    /// A custom guide, aligned by its default value's fraction of a view's height.
    public init(_ id: AlignmentID.Type) {
        self.init(kind: .fraction(AlignmentFraction.of(id, horizontal: false)))
    }
}

/// The fraction of a view's size a custom guide's default value falls at, measured on a view
/// of 1000 × 1000 points (large enough for guides written as `d.height / 3` and the like).
enum AlignmentFraction {
    static let probe: CGFloat = 1000

    static func of(_ id: AlignmentID.Type, horizontal: Bool) -> CGFloat {
        let value = id.defaultValue(in: ViewDimensions(width: probe, height: probe, firstBaseline: nil))
        guard value.isFinite else { return 0 }
        return value / probe
    }
}

extension View {
    /// Sets the value of a horizontal guide for this view. Vitro's containers align by the
    /// guides' default values, so the explicit value is recorded, not applied.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        record("alignmentGuide(horizontal)")
    }

    /// Sets the value of a vertical guide for this view (recorded, as the horizontal one).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        record("alignmentGuide(vertical)")
    }
}
