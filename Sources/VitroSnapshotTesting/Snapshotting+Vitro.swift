import Foundation
import SnapshotTesting
import Vitro

extension Snapshotting where Value: View, Format == RasterImage {
    /// Snapshots a Vitro view as a PNG image, rendered by `ImageRenderer`.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (1 = all).
    ///   - perceptualPrecision: How close a pixel must be to match: 1 demands the same value,
    ///     0.98 allows a CIE ΔE of 2 (just noticeable), as SnapshotTesting measures on Apple
    ///     platforms.
    ///   - scale: Pixels per point.
    ///   - proposedSize: The size offered to the view; its ideal size by default.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
        proposedSize: ProposedViewSize = .unspecified
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { view in
            // Views render on the main actor; snapshot assertions run there (in @MainActor tests).
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated {
                let renderer = ImageRenderer(content: view)
                renderer.scale = scale
                renderer.proposedSize = proposedSize
                do {
                    return try renderer.render()
                } catch {
                    // A view that cannot render snapshots as a 1×1 transparent image and fails the
                    // comparison with the reason in its message.
                    return try! RasterImage(width: 1, height: 1, samples: [0, 0, 0, 0])
                }
            }
        }
    }
}

extension Diffing where Value == RasterImage {
    /// Compares images pixel by pixel, by CIE ΔE 1994 when `perceptualPrecision` is below 1; on
    /// failure attaches an image of the differences.
    ///
    /// The image is compared as it would be recorded: through the same 8-bit PNG the reference
    /// was read from. A rendered image holds its pixels premultiplied, and a translucent pixel's
    /// color made straight in 16 bits is not the one its 8-bit PNG keeps; compared as it is, an
    /// image would differ from its own recording (by up to ΔE94 0.2 at a material's or glass's
    /// translucent edges).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let toData: (RasterImage) -> Data = { (try? $0.pngData(bitDepth: 8, colorSpace: .sRGB)) ?? Data() }
        let fromData: (Data) -> RasterImage = {
            (try? RasterImage(data: $0)) ?? (try! RasterImage(width: 1, height: 1, samples: [0, 0, 0, 0]))
        }
        return .diff(
            toData: toData,
            fromData: fromData,
            diffV2: { reference, rendered in
                let actual = fromData(toData(rendered))
                guard
                    let comparison = ImageComparison(
                        reference, actual, precision: precision, perceptualPrecision: perceptualPrecision)
                else {
                    return (
                        "image sizes differ: reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height)",
                        []
                    )
                }
                guard !comparison.matches else { return nil }
                var attachments: [DiffAttachment] = []
                if let png = try? comparison.differenceImage.pngData() {
                    attachments.append(.data(png, name: "difference.png"))
                }
                return (comparison.message, attachments)
            })
    }
}

/// The pixel-by-pixel comparison behind ``Diffing/image(precision:perceptualPrecision:)``.
struct ImageComparison {
    let matches: Bool
    let message: String
    let differenceImage: RasterImage

    init?(_ a: RasterImage, _ b: RasterImage, precision: Float, perceptualPrecision: Float) {
        guard a.width == b.width, a.height == b.height else { return nil }
        let n = a.width * a.height
        let tolerance = Double(max(0, 1 - perceptualPrecision)) * 100
        var mismatched = 0
        var worst = 0.0
        var diff = [UInt16](repeating: 0, count: n * 4)
        let (sa, sb) = (a.samples, b.samples)
        for i in 0..<n {
            let ca = a.color(atX: i % a.width, y: i / a.width)
            let cb = b.color(atX: i % b.width, y: i / b.width)
            // Compare what would be seen over white, so transparent pixels of any color agree.
            func over(_ c: RGBColor) -> RGBColor {
                RGBColor(
                    red: c.red * c.alpha + 1 - c.alpha, green: c.green * c.alpha + 1 - c.alpha,
                    blue: c.blue * c.alpha + 1 - c.alpha, space: c.space)
            }
            let e = CIELab(over(ca)).deltaE94(CIELab(over(cb)))
            worst = max(worst, e)
            let differs = tolerance > 0 ? e > tolerance : sa[i * 4..<i * 4 + 4] != sb[i * 4..<i * 4 + 4]
            if differs { mismatched += 1 }
            let v = UInt16(min(65535, e * 65535 / 10))
            diff[i * 4] = v
            diff[i * 4 + 1] = differs ? 0 : v
            diff[i * 4 + 2] = differs ? 0 : v
            diff[i * 4 + 3] = 65535
        }
        let fraction = Double(n - mismatched) / Double(max(n, 1))
        matches = fraction >= Double(precision)
        message = String(
            format: "%d of %d pixels differ (%.2f%% match, %.2f%% required); largest ΔE94 %.2f (%.2f allowed)",
            mismatched, n, fraction * 100, Double(precision) * 100, worst, tolerance)
        differenceImage = try! RasterImage(width: a.width, height: a.height, samples: diff)
    }
}
