import Foundation
import Vitro

/// Synthetic backdrops and measurements for the glass tests.
@MainActor
public enum GlassScene {
    /// A backdrop `width` × `height` pixels from a function of the pixel, shown 1:1 at `scale`.
    public static func backdrop(width: Int, height: Int, scale: CGFloat, _ color: (Int, Int) -> RGBColor) -> some View {
        var p = try! Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                p[x, y] = SIMD4(UInt8(c.red * 255), UInt8(c.green * 255), UInt8(c.blue * 255), 255)
            }
        }
        return Image(RasterImage(p)).resizable().interpolation(.none)
            .frame(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }

    /// `content` centered over a backdrop, rendered at `scale`.
    public static func render(
        _ content: some View, over backdrop: some View, size: CGSize, scale: CGFloat
    ) -> Pixmap {
        let renderer = ImageRenderer(
            content: ZStack {
                backdrop
                content
            }
            .frame(width: size.width, height: size.height))
        renderer.scale = scale
        return try! renderer.renderPixmap()
    }

    /// Rec. 709 luma of a pixel, 0…1.
    public static func luma(_ p: SIMD4<UInt8>) -> Double {
        (0.2126 * Double(p.x) + 0.7152 * Double(p.y) + 0.0722 * Double(p.z)) / 255
    }

    /// WCAG relative luminance of an opaque pixel.
    public static func relativeLuminance(_ p: SIMD4<UInt8>) -> Double {
        func lin(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(p.x) + 0.7152 * lin(p.y) + 0.0722 * lin(p.z)
    }

    /// WCAG contrast ratio of two opaque pixels (1…21).
    public static func contrast(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>) -> Double {
        let la = relativeLuminance(a)
        let lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The standard deviation of luma over a square of pixels.
    public static func lumaDeviation(_ p: Pixmap, x: Int, y: Int, radius: Int) -> Double {
        var values: [Double] = []
        for yy in y - radius...y + radius { for xx in x - radius...x + radius { values.append(luma(p[xx, yy])) } }
        let mean = values.reduce(0, +) / Double(values.count)
        return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
    }
}
