import Foundation
import VitroGeometry

extension Edge {
    /// A corner of a rectangle, as SwiftUI's `Edge.Corner`.
    public enum Corner: Hashable, Sendable, CaseIterable {
        /// The four corners, named by the edges they join.
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner's radius is chosen, as SwiftUI's `Edge.Corner.Style`.
        public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                case concentric(minimum: CGFloat?)
            }
            let kind: Kind

            /// A constant radius.
            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }
            /// The container's corner radius less the distance to the container's corner; a
            /// result of zero or less is a square corner.
            public static let concentric = Style(kind: .concentric(minimum: nil))
            /// Concentric, but never below `minimum`.
            public static func concentric(minimum: CGFloat = 0) -> Style { Style(kind: .concentric(minimum: minimum)) }

            /// A fixed radius from a floating-point literal, in points.
            public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
            /// A fixed radius from an integer literal, in points.
            public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
            init(kind: Kind) { self.kind = kind }
        }
    }
}

/// A rectangle concentric with the nearest container shape, as SwiftUI's `ConcentricRectangle`.
///
/// Each corner resolves against the container set by `containerShape(_:)`: its radius is the
/// container's radius at that corner less the corner's inset from the container's corner (the
/// larger of the horizontal and vertical insets), never below a `minimum`; zero is square.
/// Corners made uniform take the largest of their resolved radii. Without a container, or with
/// one that is not a rounded rectangle, concentric corners fall back to the container shape
/// inset to this frame (``ContainerRelativeShape``), and to square corners at the root.
public struct ConcentricRectangle: Shape {
    var corners: [Edge.Corner: Edge.Corner.Style]
    /// Groups of corners that share the largest resolved radius.
    let uniformGroups: [[Edge.Corner]]

    /// Every corner concentric, each resolved on its own.
    public init() { self.init(corners: .concentric, isUniform: false) }

    /// A concentric rectangle whose four corners take `corners`; with `isUniform`, each is resolved
    /// and the largest radius used on all four.
    public init(corners: Edge.Corner.Style = .concentric, isUniform: Bool = false) {
        self.corners = Dictionary(uniqueKeysWithValues: Edge.Corner.allCases.map { ($0, corners) })
        uniformGroups = isUniform ? [Edge.Corner.allCases] : []
    }

    /// A concentric rectangle with its own style for each corner.
    public init(
        topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        corners = [
            .topLeading: topLeadingCorner, .topTrailing: topTrailingCorner, .bottomLeading: bottomLeadingCorner,
            .bottomTrailing: bottomTrailingCorner,
        ]
        uniformGroups = []
    }

    /// A concentric rectangle with one style for both top corners and another for both bottom
    /// corners.
    public init(
        uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric
    ) {
        corners = [
            .topLeading: uniformTopCorners, .topTrailing: uniformTopCorners, .bottomLeading: uniformBottomCorners,
            .bottomTrailing: uniformBottomCorners,
        ]
        uniformGroups = [[.topLeading, .topTrailing], [.bottomLeading, .bottomTrailing]]
    }

    /// A concentric rectangle with one style for both leading corners and another for both trailing
    /// corners.
    public init(
        uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric
    ) {
        corners = [
            .topLeading: uniformLeadingCorners, .bottomLeading: uniformLeadingCorners,
            .topTrailing: uniformTrailingCorners, .bottomTrailing: uniformTrailingCorners,
        ]
        uniformGroups = [[.topLeading, .bottomLeading], [.topTrailing, .bottomTrailing]]
    }

    /// A concentric rectangle with one style for both top corners and one for each bottom corner.
    public init(
        uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        corners = [
            .topLeading: uniformTopCorners, .topTrailing: uniformTopCorners, .bottomLeading: bottomLeadingCorner,
            .bottomTrailing: bottomTrailingCorner,
        ]
        uniformGroups = [[.topLeading, .topTrailing]]
    }

    /// A concentric rectangle with one style for both bottom corners and one for each top corner.
    public init(
        uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        topTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        corners = [
            .bottomLeading: uniformBottomCorners, .bottomTrailing: uniformBottomCorners, .topLeading: topLeadingCorner,
            .topTrailing: topTrailingCorner,
        ]
        uniformGroups = [[.bottomLeading, .bottomTrailing]]
    }

    /// A concentric rectangle with one style for both leading corners and one for each trailing
    /// corner.
    public init(
        uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        corners = [
            .topLeading: uniformLeadingCorners, .bottomLeading: uniformLeadingCorners, .topTrailing: topTrailingCorner,
            .bottomTrailing: bottomTrailingCorner,
        ]
        uniformGroups = [[.topLeading, .bottomLeading]]
    }

    /// A concentric rectangle with one style for both trailing corners and one for each leading
    /// corner.
    public init(
        uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric
    ) {
        corners = [
            .topTrailing: uniformTrailingCorners, .bottomTrailing: uniformTrailingCorners,
            .topLeading: topLeadingCorner, .bottomLeading: bottomLeadingCorner,
        ]
        uniformGroups = [[.topTrailing, .bottomTrailing]]
    }

    /// The radius of each corner in `rect` against the current container.
    public func resolvedRadii(in rect: CGRect) -> RectangleCornerRadii {
        let container = ContainerScope.current
        var r: [Edge.Corner: CGFloat] = [:]
        for corner in Edge.Corner.allCases {
            switch corners[corner]?.kind ?? .concentric(minimum: nil) {
            case .fixed(let v):
                r[corner] = max(0, v)
            case .concentric(let minimum):
                var v: CGFloat = 0
                if let container, let radii = container.radii {
                    let outer: CGFloat
                    let dx: CGFloat
                    let dy: CGFloat
                    switch corner {
                    case .topLeading:
                        (outer, dx, dy) = (
                            radii.topLeading, rect.minX - container.rect.minX, rect.minY - container.rect.minY
                        )
                    case .topTrailing:
                        (outer, dx, dy) = (
                            radii.topTrailing, container.rect.maxX - rect.maxX, rect.minY - container.rect.minY
                        )
                    case .bottomLeading:
                        (outer, dx, dy) = (
                            radii.bottomLeading, rect.minX - container.rect.minX, container.rect.maxY - rect.maxY
                        )
                    case .bottomTrailing:
                        (outer, dx, dy) = (
                            radii.bottomTrailing, container.rect.maxX - rect.maxX, container.rect.maxY - rect.maxY
                        )
                    }
                    v = outer - max(dx, dy, 0)
                }
                r[corner] = max(minimum ?? 0, max(0, v))
            }
        }
        for group in uniformGroups {
            let m = group.compactMap { r[$0] }.max() ?? 0
            for c in group { r[c] = m }
        }
        return RectangleCornerRadii(
            topLeading: r[.topLeading]!, bottomLeading: r[.bottomLeading]!, bottomTrailing: r[.bottomTrailing]!,
            topTrailing: r[.topTrailing]!)
    }

    public func path(in rect: CGRect) -> Path {
        if let container = ContainerScope.current, container.radii == nil,
            corners.values.allSatisfy({ $0 == .concentric })
        {
            return ContainerRelativeShape().path(in: rect)
        }
        return UnevenRoundedRectangle(cornerRadii: resolvedRadii(in: rect), style: .continuous).path(in: rect)
    }
}

/// The container shape, inset to this view's frame, as SwiftUI's `ContainerRelativeShape`.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    /// The shape of the nearest container, inset to the view's frame.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard let container = ContainerScope.current else { return Path(r) }
        if container.radii != nil {
            return ConcentricRectangle().path(in: r)
        }
        // The container's own outline, drawn outside any container: a container that is itself
        // container-relative would otherwise ask itself for its outline without end.
        return ContainerScope.with(info: nil) { container.shape.path(in: r) }
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var c = self
        c.insetAmount += amount
        return c
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle whose corners share one style; `isUniform` gives all four the largest resolved radius.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
    /// A concentric rectangle with its own style for each corner.
    public static func rect(
        topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) -> ConcentricRectangle {
        ConcentricRectangle(
            topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
            bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    /// A concentric rectangle with one style for the top corners and another for the bottom
    /// corners.
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style)
        -> ConcentricRectangle
    {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }
    /// A concentric rectangle with one style for the leading corners and another for the trailing
    /// corners.
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style)
        -> ConcentricRectangle
    {
        ConcentricRectangle(
            uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }
    /// A concentric rectangle with one style for the top corners and one for each bottom corner.
    public static func rect(
        uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style,
        bottomTrailingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(
            uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner,
            bottomTrailingCorner: bottomTrailingCorner)
    }
    /// A concentric rectangle with one style for the bottom corners and one for each top corner.
    public static func rect(
        uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
        topTrailingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(
            uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner,
            topTrailingCorner: topTrailingCorner)
    }
    /// A concentric rectangle with one style for the leading corners and one for each trailing
    /// corner.
    public static func rect(
        uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
        bottomTrailingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(
            uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
            bottomTrailingCorner: bottomTrailingCorner)
    }
    /// A concentric rectangle with one style for the trailing corners and one for each leading
    /// corner.
    public static func rect(
        uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
        bottomLeadingCorner: Edge.Corner.Style
    ) -> ConcentricRectangle {
        ConcentricRectangle(
            uniformTrailingCorners: uniformTrailingCorners, topLeadingCorner: topLeadingCorner,
            bottomLeadingCorner: bottomLeadingCorner)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the nearest container.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
