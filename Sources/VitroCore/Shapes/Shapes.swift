import Foundation
import VitroGeometry

/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A rectangle filling its frame.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`; continuous corners by default.
public struct RoundedRectangle: InsettableShape {
    /// The width and height of the corners' ellipse, in points.
    public var cornerSize: CGSize
    /// Continuous (Apple's squircle) or circular corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rounded rectangle with a corner radius in points; `.continuous` corners by default.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with corners of `cornerSize` points.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(
            roundedRect: r,
            cornerSize: CGSize(
                width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount)),
            style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

/// A pill: a rectangle whose corner radius is half its shorter side, as SwiftUI's `Capsule`.
public struct Capsule: InsettableShape {
    /// Continuous or circular ends.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule whose ends are semicircles; `.continuous` eases them into the long sides.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule {
        var c = self
        c.insetAmount += amount
        return c
    }
}

/// A circle centered in its frame, as SwiftUI's `Circle`.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A circle centered in its frame, its diameter the shorter side.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) - 2 * insetAmount
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: max(0, d), height: max(0, d)))
    }
    public func inset(by amount: CGFloat) -> Circle {
        var c = self
        c.insetAmount += amount
        return c
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let d = min(s.width, s.height)
        return CGSize(width: proposal.width == nil ? d : s.width, height: proposal.height == nil ? d : s.height)
    }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// An ellipse filling its frame.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse {
        var e = self
        e.insetAmount += amount
        return e
    }
}

/// Radii for four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top leading corner, in points.
    public var topLeading: CGFloat
    /// The radius of the bottom leading corner, in points.
    public var bottomLeading: CGFloat
    /// The radius of the bottom trailing corner, in points.
    public var bottomTrailing: CGFloat
    /// The radius of the top trailing corner, in points.
    public var topTrailing: CGFloat
    /// Corner radii for each corner, in points.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (
            topLeading, bottomLeading, bottomTrailing, topTrailing
        )
    }
}

/// A rectangle with a radius per corner, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radii of the four corners, in points.
    public var cornerRadii: RectangleCornerRadii
    /// Continuous or circular corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle with the given radius for each corner.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given radius for each corner, in points.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let c = cornerRadii
        let i = insetAmount
        return Path(
            CornerGeometry.roundedRect(
                r.rect2D,
                radii: .init(
                    topLeft: max(0, c.topLeading - i), topRight: max(0, c.topTrailing - i),
                    bottomRight: max(0, c.bottomTrailing - i), bottomLeft: max(0, c.bottomLeading - i)),
                continuous: style == .continuous))
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var u = self
        u.insetAmount += amount
        return u
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with a corner radius in points.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with corners of `cornerSize` points.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with the given radius for each corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with the given radius for each corner, in points.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with continuous or circular ends.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
