import Foundation

/// Horizontal alignment of views in a container, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// Fraction of the width: 0 leading, 0.5 center, 1 trailing.
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment of views in a container, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fraction(CGFloat)
        case firstBaseline, lastBaseline
    }
    let kind: Kind
    public static let top = VerticalAlignment(kind: .fraction(0))
    public static let center = VerticalAlignment(kind: .fraction(0.5))
    public static let bottom = VerticalAlignment(kind: .fraction(1))
    public static let firstTextBaseline = VerticalAlignment(kind: .firstBaseline)
    public static let lastTextBaseline = VerticalAlignment(kind: .lastBaseline)

    var fraction: CGFloat {
        if case .fraction(let f) = kind { return f }
        return 1
    }
}

/// Alignment on both axes, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
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
