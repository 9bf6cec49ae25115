import Foundation

/// The size a parent offers a child, as SwiftUI's `ProposedViewSize`: nil on an axis asks for
/// the child's ideal size there, `.infinity` for its largest, 0 for its smallest.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points; `nil` asks for the view's ideal width, `.infinity` for its
    /// largest.
    public var width: CGFloat?
    /// The proposed height in points; `nil` asks for the view's ideal height, `.infinity` for its
    /// largest.
    public var height: CGFloat?

    /// A proposal of `width` and `height`, either of which may be `nil` (unspecified).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// A proposal of zero on both axes: the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal with both dimensions unspecified: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity on both axes: the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil replaced by `size`'s values.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
