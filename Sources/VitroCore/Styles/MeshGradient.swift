import Foundation
import VitroColor
import VitroRaster

/// A gradient over a grid of points, as SwiftUI's `MeshGradient`.
///
/// Points are in unit coordinates of the frame (0…1), row by row, `width` × `height` of them.
/// Between points positions and colors follow Catmull–Rom curves in both directions (smooth,
/// as `smoothsColors: true` draws), or straight lines (`smoothsColors: false`). Points given as
/// `BezierPoint`s bound each patch by the cubic curves their control points make (a Coons
/// patch). The mesh is rasterized at the display scale as small Gouraud-shaded triangles, its
/// colors mixed in the device's (gamma-encoded) space.
public struct MeshGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView, Sendable {
    public typealias Body = Never
    /// The number of points in each row of the mesh.
    public var width: Int
    /// The number of rows of points in the mesh.
    public var height: Int
    /// The points of the mesh, `width` × `height` of them, row by row.
    public var locations: Locations
    /// The colors of the points, `width` × `height` of them, row by row.
    public var colors: Colors
    /// The color drawn where the mesh does not reach.
    public var background: Color
    /// Whether colors follow smooth curves between points (or straight lines).
    public var smoothsColors: Bool
    /// The space colors are mixed in.
    public var colorSpace: Gradient.ColorSpace

    /// The points of a mesh: plain positions, or positions with the control points of the curves
    /// between them.
    public enum Locations: Equatable, Sendable {
        /// Positions in unit coordinates; the curves between them are implied.
        case points([SIMD2<Float>])
        /// Positions with explicit control points.
        case bezierPoints([BezierPoint])
    }

    /// The colors of a mesh's points.
    public enum Colors: Equatable, Sendable {
        /// Colors resolved in the view's environment.
        case colors([Color])
        /// Colors already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// A point of a mesh with the control points of the curves to its four neighbours.
    @frozen public struct BezierPoint: Equatable, Sendable {
        /// The point, in unit coordinates.
        public var position: SIMD2<Float>
        /// The control point of the curve toward the point on the left.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the curve toward the point above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the curve toward the point on the right.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the curve toward the point below.
        public var bottomControlPoint: SIMD2<Float>

        /// A point and its four control points, in unit coordinates.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// A mesh of `width` × `height` points and colors.
    public nonisolated init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` × `height` points (unit coordinates, row by row) and their colors, drawn
    /// over `background`; `smoothsColors` interpolates smoothly between points.
    public nonisolated init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points and resolved colors.
    public nonisolated init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points with control points, and colors.
    public nonisolated init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points with control points, and resolved colors.
    public nonisolated init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints),
            colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    /// The positions and, for Bézier points, the four control points of each (leading, top,
    /// trailing, bottom).
    nonisolated var geometry: (points: [SIMD2<Float>], controls: [SIMD2<Float>]?) {
        switch locations {
        case .points(let p): return (p, nil)
        case .bezierPoints(let b):
            return (
                b.map(\.position),
                b.flatMap {
                    [$0.leadingControlPoint, $0.topControlPoint, $0.trailingControlPoint, $0.bottomControlPoint]
                }
            )
        }
    }

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        let (points, controls) = geometry
        let resolved: [RGBColor]
        switch colors {
        case .colors(let c): resolved = c.map { $0.rgbColor(in: environment) }
        case .resolvedColors(let c): resolved = c.map(\.rgbColor)
        }
        guard width >= 2, height >= 2, points.count == width * height, resolved.count == width * height,
            rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite
        else {
            VitroLog.warnOnce(
                "mesh-shape", "a MeshGradient needs width × height points and colors, at least 2 × 2; drawing nothing")
            return .none
        }
        // Rasterized (by the compositor) at the display scale, at most 4096 pixels a side.
        let scale = max(1, environment.displayScale)
        let pw = min(4096, max(1, Int((rect.width * scale).rounded(.up))))
        let ph = min(4096, max(1, Int((rect.height * scale).rounded(.up))))
        var geometry = MeshGradientGeometry(
            columns: width, rows: height, points: points, colors: resolved,
            background: background.rgbColor(in: environment), smooth: smoothsColors, pixelWidth: pw, pixelHeight: ph)
        geometry.controls = controls
        return .paint(.mesh(geometry, rect), .normal)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}
