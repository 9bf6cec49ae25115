import Foundation
import VitroColor
import VitroRaster

/// A gradient over a grid of points, as SwiftUI's `MeshGradient`.
///
/// Points are in unit coordinates of the frame (0…1), row by row, `width` × `height` of them.
/// Between points positions and colors follow Catmull–Rom curves in both directions (smooth,
/// as `smoothsColors: true` draws), or straight lines (`smoothsColors: false`). The mesh is
/// rasterized at the display scale as small Gouraud-shaded triangles.
public struct MeshGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView, Sendable {
    public typealias Body = Never
    /// The number of points in each row of the mesh.
    public let width: Int
    /// The number of rows of points in the mesh.
    public let height: Int
    let points: [SIMD2<Float>]
    let colors: [Color]
    let background: Color
    let smoothsColors: Bool

    /// A mesh of `width` × `height` points (unit coordinates, row by row) and their colors, drawn
    /// over `background`; `smoothsColors` interpolates smoothly between points.
    public nonisolated init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        guard width >= 2, height >= 2, points.count == width * height, colors.count == width * height,
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
        let geometry = MeshGradientGeometry(
            columns: width, rows: height, points: points, colors: colors.map { $0.rgbColor(in: environment) },
            background: background.rgbColor(in: environment), smooth: smoothsColors, pixelWidth: pw, pixelHeight: ph)
        return .paint(.mesh(geometry, rect), .normal)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}
