import Foundation
import VitroColor
import VitroImageIO
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A laid-out frame ready to be painted on any thread (Vitro's addition): what the view
/// draws, at its pixel size, scale and color space.
///
/// Views resolve and lay out on the main actor (`View` is `@MainActor`, as in Apple's SDK);
/// painting a display list into pixels, the expensive part, does not need it. A server that
/// renders many views at once lays each out on the main actor with
/// ``ImageRenderer/renderFrame()`` and paints the frames concurrently:
///
/// ```swift
/// let frames = try await MainActor.run { try views.map { try ImageRenderer(content: $0).renderFrame() } }
/// let images = try await withThrowingTaskGroup(of: (Int, RasterImage).self) { group in
///     for (i, frame) in frames.enumerated() { group.addTask { (i, try frame.render()) } }
///     return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
/// }
/// ```
///
/// A frame paints the same bytes on any thread, any number of times, alone or alongside
/// others (each band-parallel step splits its work the same way whatever the thread count).
public struct RenderFrame: Sendable {
    /// What the view draws, in points.
    public let displayList: DisplayList
    /// The canvas, pixels.
    public let pixelWidth: Int
    /// The canvas height, in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The space of the pixels (gamma-encoded or linear, per the renderer's color mode).
    public let colorSpace: ColorSpace
    /// Painted over opaque black instead of transparency.
    public let isOpaque: Bool

    /// Paints the frame.
    public func renderPixmap() throws -> Pixmap {
        var pixmap = try Pixmap(width: pixelWidth, height: pixelHeight, colorSpace: colorSpace, pixelLimit: .max)
        if isOpaque { pixmap.clear(to: RGBColor(0, 0, 0)) }
        DisplayListRenderer(scale: scale, colorSpace: colorSpace).render(
            displayList.items, into: &pixmap, isClear: !isOpaque)
        return pixmap
    }

    /// Paints the frame into an image.
    public func render() throws -> RasterImage { try RasterImage(renderPixmap()) }
}

extension ImageRenderer {
    /// Lays out the content into a frame that can be painted off the main actor; throws what
    /// `render()` would before painting (an invalid size or a `RenderLimits` bound).
    public func renderFrame() throws -> RenderFrame { try renderFrame(for: layout()) }
}
