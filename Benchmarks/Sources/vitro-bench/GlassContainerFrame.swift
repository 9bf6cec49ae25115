import Foundation
import Vitro

/// A row of glass over the photograph (402×120 pt at 3x): eight 40×44 pt capsules 6 pt apart in
/// a `GlassEffectContainer` of spacing 12 (so neighbors bridge), or one capsule covering the
/// row's bounding box (362×44 pt), or no glass at all (the backdrop's own cost).
@MainActor
struct GlassContainerFrame: View {
    enum Content { case eightCapsules, oneCapsule, none }
    let photo: RasterImage
    let content: Content

    var body: some View {
        ZStack {
            Image(photo).resizable().frame(width: 402, height: 120)
            switch content {
            case .eightCapsules:
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 6) {
                        ForEach(0..<8, id: \.self) { _ in Color.clear.frame(width: 40, height: 44).glassEffect() }
                    }
                }
            case .oneCapsule:
                Color.clear.frame(width: 362, height: 44).glassEffect()
            case .none:
                EmptyView()
            }
        }
        .frame(width: 402, height: 120)
    }
}

/// Times the container of eight capsules against one capsule over the row's bounds (issue
/// target: ≤ 1.3×), each as a whole render and as its glass alone (the render less the
/// backdrop-only render), best of `runs`.
@MainActor
enum GlassContainerBenchmark {
    static func run(photo: RasterImage, runs: Int, outDir: String) throws -> [String: Any] {
        let contents: [GlassContainerFrame.Content] = [.eightCapsules, .oneCapsule, .none]
        var images = [RasterImage?](repeating: nil, count: contents.count)
        let bodies: [() throws -> Void] = contents.indices.map { i in
            {
                let r = ImageRenderer(content: GlassContainerFrame(photo: photo, content: contents[i]))
                r.scale = 3
                images[i] = try r.render()
            }
        }
        // Taking turns, render by render, so that all three meet the same load.
        let t = try interleavedTimings(runs: runs, bodies)
        for (i, name) in ["glass-container-8", "glass-container-1"].enumerated() {
            if let image = images[i] {
                try image.writePNG(to: URL(fileURLWithPath: outDir + "/\(name).png"))
            }
        }
        let (eight, one, bare) = (t[0].best, t[1].best, t[2].best)
        let ratio = eight / one
        let glassRatio = max(eight - bare, 0) / max(one - bare, 1e-6)
        let lines = [
            String(
                format: "glass container, 8 capsules in a row @3x: %.2f ms; one capsule over the row: %.2f ms; "
                    + "backdrop alone: %.2f ms (best of %d)", eight, one, bare, runs),
            String(
                format: "8 capsules / 1 capsule: %.2f× whole render, %.2f× glass alone (target ≤ 1.3×)", ratio,
                glassRatio),
        ]
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        return [
            "eightCapsulesMs": eight, "oneCapsuleMs": one, "backdropMs": bare, "ratio": ratio,
            "glassRatio": glassRatio,
        ]
    }
}
