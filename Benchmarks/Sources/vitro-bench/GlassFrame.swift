import Foundation
import Vitro

/// The glass frame: an iPhone screen (402×874 pt at 3x) over the photograph scaled to fill,
/// with a tab bar, a search capsule, two toolbar capsules, four circular buttons and a
/// 362×300 pt card — all Liquid Glass, or all `.regularMaterial` for comparison.
@MainActor
struct GlassFrame: View {
    let photo: RasterImage
    let glass: Bool

    /// The shapes: (x, y, width, height) in points, and whether each is a circle, else a capsule
    /// (the card is a 34 pt rounded rectangle).
    static let capsules: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
        (16, 62, 96, 44), (290, 62, 96, 44),  // toolbar
        (16, 726, 370, 48),  // search
        (16, 790, 370, 62),  // tab bar
    ]
    static let circles: [(CGFloat, CGFloat)] = [(16, 124), (72, 124), (286, 124), (342, 124)]
    static let card = (x: CGFloat(20), y: CGFloat(300), width: CGFloat(362), height: CGFloat(300))

    var body: some View {
        ZStack(alignment: .topLeading) {
            Image(photo).resizable().frame(width: 402, height: 874)
            ForEach(0..<Self.capsules.count, id: \.self) { i in
                let c = Self.capsules[i]
                element(Capsule(), width: c.2, height: c.3).padding(.leading, c.0).padding(.top, c.1)
            }
            ForEach(0..<Self.circles.count, id: \.self) { i in
                element(Circle(), width: 44, height: 44)
                    .padding(.leading, Self.circles[i].0).padding(.top, Self.circles[i].1)
            }
            element(RoundedRectangle(cornerRadius: 34), width: Self.card.width, height: Self.card.height)
                .padding(.leading, Self.card.x).padding(.top, Self.card.y)
        }
        .frame(width: 402, height: 874, alignment: .topLeading)
    }

    @ViewBuilder
    func element(_ shape: some Shape, width: CGFloat, height: CGFloat) -> some View {
        if glass {
            Color.clear.frame(width: width, height: height).glassEffect(.regular, in: shape)
        } else {
            Color.clear.frame(width: width, height: height).background(.regularMaterial, in: shape)
        }
    }
}

/// Times the glass frame against the material frame in one run (taking turns, render by render), and the distance fields the
/// glass builds, and reports both on standard error and as a JSON object.
@MainActor
enum GlassFrameBenchmark {
    static func run(photo: RasterImage, runs: Int, outDir: String) throws -> [String: Any] {
        func frame(_ glass: Bool) -> () throws -> RasterImage {
            {
                let r = ImageRenderer(content: GlassFrame(photo: photo, glass: glass))
                r.scale = 3
                return try r.render()
            }
        }
        var glassImage: RasterImage?
        var materialImage: RasterImage?
        let both = try interleavedTimings(
            runs: runs, [{ glassImage = try frame(true)() }, { materialImage = try frame(false)() }])
        let (glass, material) = (both[0], both[1])
        if let glassImage {
            try glassImage.writePNG(to: URL(fileURLWithPath: outDir + "/glass-frame.png"))
        }
        if let materialImage {
            try materialImage.writePNG(to: URL(fileURLWithPath: outDir + "/material-frame.png"))
        }
        // Fields of a 240×80 pt capsule and rounded rectangle at 3x, with a 20 pt margin.
        let rect = CGRect(x: 0, y: 0, width: 240, height: 80)
        let capsuleAnalytic = timings(runs: runs) { _ = Capsule().signedDistanceField(in: rect, scale: 3, margin: 20) }
        let capsuleBanded = timings(runs: runs) {
            _ = Path(roundedRect: rect, cornerRadius: 40, style: .circular).signedDistanceField(
                in: rect, scale: 3, margin: 20, band: 66)
        }
        let continuousBanded = timings(runs: runs) {
            _ = RoundedRectangle(cornerRadius: 24).signedDistanceField(in: rect, scale: 3, margin: 20, band: 66)
        }
        // Writing the frame, apart from drawing it: PNG at 8 and at 16 bits a channel.
        var png: [String: Double] = [:]
        if let glassImage {
            for depth in [8, 16] {
                let url = URL(fileURLWithPath: outDir + "/glass-frame-\(depth)-bit.png")
                png["\(depth)"] =
                    timings(runs: max(1, runs / 3)) {
                        try? glassImage.writePNG(to: url, bitDepth: depth)
                    }.best
            }
        }
        let ratio = glass.best / material.best
        let lines = [
            String(format: "glass frame 402×874 pt @3x: %.1f ms best, %.1f ms median", glass.best, glass.median),
            String(
                format: "same shapes in .regularMaterial: %.1f ms best, %.1f ms median", material.best, material.median),
            String(format: "glass / material: %.2f× (target ≤ 2×)", ratio),
            String(
                format: "writePNG of the glass frame: %.1f ms at 8 bits, %.1f ms at 16 bits", png["8"] ?? .nan,
                png["16"] ?? .nan),
            String(
                format: "fields 240×80 pt @3x: capsule %.2f ms (closed form), %.2f ms (path, 22 pt band); "
                    + "continuous rounded rect %.2f ms (path, 22 pt band)",
                capsuleAnalytic.best, capsuleBanded.best, continuousBanded.best),
        ]
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        return [
            "glassMs": glass.best, "glassMedianMs": glass.median, "materialMs": material.best,
            "materialMedianMs": material.median, "ratio": ratio, "png8Ms": png["8"] ?? -1, "png16Ms": png["16"] ?? -1,
            "capsuleFieldMs": capsuleAnalytic.best,
            "capsulePathFieldMs": capsuleBanded.best, "continuousFieldMs": continuousBanded.best,
        ]
    }
}
