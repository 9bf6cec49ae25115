import Foundation
import Testing
import Vitro

/// Materials against Chromium's CSS `backdrop-filter` (references made by
/// Scripts/generate-chromium-fixtures.py): the interior of each material, 3σ inside its edges,
/// within 40 dB, at scale 1 and 3. The references are the specification's recipes
/// (docs/reference/seeds.md#materials), so the standard
/// levels are pinned to `.seed` by name (the default set draws them as iOS does).
@MainActor
@Suite struct ChromiumMaterialTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let name, background, material, scheme, reference: String
        let scale: Double
        let rect: [Double]
        let sigma, saturation: Double
        let tint: [Double]
        var testDescription: String { name }
    }

    nonisolated static let folder = Bundle.module.url(
        forResource: "chromium", withExtension: nil, subdirectory: "Fixtures")!

    nonisolated static let cases: [Case] = {
        struct Manifest: Decodable { let cases: [Case] }
        let data = try! Data(contentsOf: folder.appendingPathComponent("cases.json"))
        return try! JSONDecoder().decode(Manifest.self, from: data).cases
    }()

    func material(_ c: Case) -> Material {
        switch c.material {
        case "ultraThin": .ultraThin
        case "thin": .thin
        case "regular": .regular
        case "thick": .thick
        case "ultraThick": .ultraThick
        case "bar": .bar
        default:
            .custom(
                blur: c.sigma, saturation: c.saturation,
                tint: Color(red: c.tint[0] / 255, green: c.tint[1] / 255, blue: c.tint[2] / 255, opacity: c.tint[3]))
        }
    }

    @Test(arguments: cases)
    func interiorMatchesChromium(_ c: Case) throws {
        let bg = try RasterImage(contentsOf: Self.folder.appendingPathComponent(c.background))
        let reference = try RasterImage(contentsOf: Self.folder.appendingPathComponent(c.reference))
        let size = CGSize(width: Double(bg.width) / c.scale, height: Double(bg.height) / c.scale)
        let view = ZStack(alignment: .topLeading) {
            Image(bg).resizable().frame(width: size.width, height: size.height)
            Rectangle().fill(material(c))
                .frame(width: c.rect[2], height: c.rect[3])
                .padding(.leading, c.rect[0]).padding(.top, c.rect[1])
        }
        .environment(\.backdropEdgeMode, .mirror)
        .environment(\.materialRecipeSet, .seed)
        .environment(\.colorScheme, c.scheme == "dark" ? .dark : .light)
        let renderer = ImageRenderer(content: view)
        renderer.scale = c.scale
        let ours = try renderer.render()
        #expect(ours.width == reference.width && ours.height == reference.height)
        let m = 3 * c.sigma
        let x0 = Int(((c.rect[0] + m) * c.scale).rounded())
        let x1 = Int(((c.rect[0] + c.rect[2] - m) * c.scale).rounded())
        let y0 = Int(((c.rect[1] + m) * c.scale).rounded())
        let y1 = Int(((c.rect[1] + c.rect[3] - m) * c.scale).rounded())
        try #require(x1 > x0 && y1 > y0, "the interior is empty")
        var se = 0.0
        var n = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * ours.width + x) * 4
                for k in 0..<3 {
                    let d = Double(ours.samples[i + k] / 257) - Double(reference.samples[i + k] / 257)
                    se += d * d
                    n += 1
                }
            }
        }
        let psnr = 10 * log10(255 * 255 / max(se / n, 1e-9))
        #expect(psnr >= 40, "\(c.name): \(psnr) dB")
        print("chromium \(c.name): \(String(format: "%.1f", psnr)) dB")
    }
}
