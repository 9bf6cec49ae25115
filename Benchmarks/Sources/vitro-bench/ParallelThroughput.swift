import Foundation
import Vitro

/// Parallel renders: 16 paints of the glass frame's display list (GlassFrame.swift, 402×874 pt
/// at 3x) through `RenderFrame`, run concurrently in a task group, against the same 16 one after
/// another on the calling thread. Total throughput concurrently must be no worse than serially.
///
///   vitro-bench IMAGE OUTDIR --parallel [--runs N]
///
/// The view lays out once on the main actor (`ImageRenderer.renderFrame()`); what is timed is
/// display list → pixels, the part a server runs off the main actor. Serial and concurrent
/// batches take turns, batch by batch, so both meet the same load on a shared machine; the best
/// and the median of N batches each are printed, and the ratio of the best.
@MainActor
enum ParallelThroughput {
    /// Renders per batch (issue: "16 renders running concurrently").
    nonisolated static let batch = 16

    static func run(photo: RasterImage, runs: Int) async throws -> Bool {
        let renderer = ImageRenderer(content: GlassFrame(photo: photo, glass: true))
        renderer.scale = 3
        let frame = try renderer.renderFrame()
        let reference = try frame.renderPixmap()

        // Untimed: every concurrent paint gives the serial paint's bytes.
        let same = try await concurrent(frame) { $0.data == reference.data }
        guard same.allSatisfy({ $0 }) else {
            print("parallel: a concurrent paint differs from the serial one")
            return false
        }

        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
        }
        var serial: [Double] = []
        var parallel: [Double] = []
        for _ in 0..<max(1, runs) {
            serial.append(
                ms(
                    try clock.measure {
                        for _ in 0..<batch { _ = try frame.renderPixmap() }
                    }))
            let start = clock.now
            _ = try await concurrent(frame) { $0.width }
            parallel.append(ms(clock.now - start))
        }
        serial.sort()
        parallel.sort()
        let ratio = parallel[0] / serial[0]
        let line = String(
            format: "parallel: %d paints of the glass frame %d×%d px on %d cores: serial best %.0f ms "
                + "(median %.0f), task group best %.0f ms (median %.0f), concurrent/serial %.2f "
                + "(%.1f vs %.1f paints/s) over %d batches each: %@\n",
            batch, frame.pixelWidth, frame.pixelHeight, ProcessInfo.processInfo.activeProcessorCount,
            serial[0], serial[serial.count / 2], parallel[0], parallel[parallel.count / 2], ratio,
            Double(batch) * 1000 / parallel[0], Double(batch) * 1000 / serial[0], serial.count,
            ratio <= 1 ? "no worse than serial" : "WORSE than serial")
        print(line, terminator: "")
        return ratio <= 1
    }

    /// Paints `frame` `batch` times concurrently in a task group; `check` reads each result
    /// inside its task, so the pixels are not all kept at once.
    nonisolated static func concurrent<T: Sendable>(
        _ frame: RenderFrame, _ check: @escaping @Sendable (Pixmap) -> T
    ) async throws -> [T] {
        try await withThrowingTaskGroup(of: T.self) { group in
            for _ in 0..<batch { group.addTask { check(try frame.renderPixmap()) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }
}
