import Foundation

/// Horizontal alignment of views in a container, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// Fraction of the width: 0 leading, 0.5 center, 1 trailing.
    let fraction: CGFloat
    /// Aligns the leading edges of views (the left edges in left-to-right layouts).
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Aligns the horizontal centers of views.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Aligns the trailing edges of views.
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// Aligns the leading edges of list row separators (here, the leading edge).
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
    /// Aligns the trailing edges of list row separators (here, the trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment of views in a container, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fraction(CGFloat)
        case firstBaseline, lastBaseline
    }
    let kind: Kind
    /// Aligns the top edges of views.
    public static let top = VerticalAlignment(kind: .fraction(0))
    /// Aligns the vertical centers of views.
    public static let center = VerticalAlignment(kind: .fraction(0.5))
    /// Aligns the bottom edges of views.
    public static let bottom = VerticalAlignment(kind: .fraction(1))
    /// Aligns the first text baselines of views (the bottom edge of a view without text).
    public static let firstTextBaseline = VerticalAlignment(kind: .firstBaseline)
    /// Aligns the last text baselines of views (the bottom edge of a view without text).
    public static let lastTextBaseline = VerticalAlignment(kind: .lastBaseline)

    var fraction: CGFloat {
        if case .fraction(let f) = kind { return f }
        return 1
    }
}

/// Alignment on both axes, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// The alignment along the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment made of a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading horizontally, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing horizontally, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centered horizontally, at the top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centered horizontally, at the bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// At the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// At the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` sits in `container` (left-to-right coordinates).
    func origin(of size: CGSize, in container: CGRect, direction: LayoutDirection = .leftToRight) -> CGPoint {
        var fx = horizontal.fraction
        if direction == .rightToLeft { fx = 1 - fx }
        return CGPoint(
            x: container.minX + (container.width - size.width) * fx,
            y: container.minY + (container.height - size.height) * vertical.fraction)
    }
}
