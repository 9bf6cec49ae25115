import Foundation

/// A geometric value of a view (its bounds, a corner, a point) that another view resolves in
/// its own coordinates, as SwiftUI's `Anchor`: made by `anchorPreference`, read through
/// `GeometryProxy[anchor]`.
public struct Anchor<Value>: Sendable {
    /// The value in a space whose origin is at the given global point.
    let resolve: @MainActor @Sendable (CGPoint) -> Value

    /// What an anchor measures, as SwiftUI's `Anchor.Source`.
    public struct Source: Sendable {
        /// The value for a view placed at a frame, in a space whose origin is at a global point.
        let make: @MainActor @Sendable (CGRect, CGPoint) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 0, height: 0), bounds: true) }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, bounds: false) }

    private static func rect(_ r: CGRect, bounds: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame, origin in
            let local = bounds ? CGRect(origin: .zero, size: frame.size) : r
            return local.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame, origin in
            CGPoint(x: frame.minX + p.x - origin.x, y: frame.minY + p.y - origin.y)
        }
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame, origin in
            CGPoint(x: frame.minX + u.x * frame.width - origin.x, y: frame.minY + u.y * frame.height - origin.y)
        }
    }

    /// The view's top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinates (its view's frame is at the origin).
    @MainActor
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(origin) }
}
