import Foundation
import Testing
import Vitro

@testable import VitroRaster

/// The same view gives the same bytes: across runs, across thread counts, and when many
/// frames are painted at once from a task group (`RenderFrame`, the off-main-actor path).
@MainActor
@Suite struct DeterminismTests {
    /// A screen that uses every band-parallel step: a full-bleed gradient and mesh-sized
    /// fills, a material backdrop, Liquid Glass, a blurred and a shadowed layer, text.
    static func screen(_ variant: Int) -> some View {
        ZStack {
            LinearGradient(
                colors: [.orange, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 8) {
                Text("Vitro \(variant)").font(.title).foregroundStyle(.white)
                Circle().fill(.yellow).frame(width: 30, height: 30).blur(radius: 6)
                RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 70, height: 20)
                    .shadow(radius: 8, x: 0, y: 4)
                Text("Glass").padding(10).glassEffect()
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
            .rotationEffect(.degrees(Double(variant) * 3))
        }
        .frame(width: 110, height: 160)
    }

    func render(_ variant: Int, scale: CGFloat = 1) throws -> [UInt8] {
        let r = ImageRenderer(content: Self.screen(variant))
        r.scale = scale
        return try r.renderPixmap().data
    }

    @Test func theSameViewRendersTheSameBytesEveryTime() throws {
        let first = try render(0)
        for _ in 0..<2 { #expect(try render(0) == first) }
        #expect(try render(1) != first, "a different view differs: the comparison can fail")
    }

    @Test func theBytesDoNotDependOnTheThreadCount() throws {
        let all = try render(0, scale: 2)
        for threads in [1, 2, 3] {
            let bytes = try ParallelBands.$threadLimit.withValue(threads) { try render(0, scale: 2) }
            #expect(bytes == all, "\(threads) threads")
        }
    }

    /// Paints `frames` concurrently, one child task each.
    nonisolated static func paintConcurrently(_ frames: [RenderFrame]) async throws -> [[UInt8]] {
        try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (i, frame) in frames.enumerated() { group.addTask { (i, try frame.renderPixmap().data) } }
            var out = [[UInt8]](repeating: [], count: frames.count)
            for try await (i, bytes) in group { out[i] = bytes }
            return out
        }
    }

    @Test func sixteenFramesPaintedConcurrentlyMatchSerialPainting() async throws {
        let frames = try (0..<16).map { i in
            try ImageRenderer(content: Self.screen(i % 4)).renderFrame()
        }
        let serial = try frames.map { try $0.renderPixmap().data }
        let concurrent = try await Self.paintConcurrently(frames)
        for i in 0..<16 { #expect(concurrent[i] == serial[i], "frame \(i)") }
        #expect(serial[0] == serial[4] && serial[0] != serial[1])
    }

    @Test func renderersInSeveralTasksGiveTheSameBytesAsOneAtATime() async throws {
        let expected = try (0..<4).map { try render($0) }
        // Eight tasks lay out with their own renderers, interleaved on the main actor…
        let frames = try await withThrowingTaskGroup(of: (Int, RenderFrame).self) { group in
            for i in 0..<8 {
                group.addTask { @MainActor in
                    (i, try ImageRenderer(content: Self.screen(i % 4)).renderFrame())
                }
            }
            var out = [Int: RenderFrame]()
            for try await (i, frame) in group { out[i] = frame }
            return (0..<8).map { out[$0]! }
        }
        // …and their frames are painted at once, off it.
        let painted = try await Self.paintConcurrently(frames)
        for i in 0..<8 { #expect(painted[i] == expected[i % 4], "task \(i)") }
    }
}
