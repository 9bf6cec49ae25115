import Foundation
import Vitro

/// The view graph's speed figures, best of `runs` each, in
/// milliseconds:
/// - a 20-row list screen at 3x in which one row's state changes, re-rendered through a warm
///   `ViewHost`, against the same screen rendered by a fresh `ViewHost` (target ≤ 25 %);
/// - 60 frames of a card moving over that screen at 2x (`renderTransition(fps: 60)`), against
///   60 still renders of one frame (target ≤ 1.5×);
/// - SwiftUI's glass toggle example's transition (docs/reference/seeds.md#glass-api) over the
///   photograph at 2x: the average frame of `renderTransition(fps: 60)` against a still render of
///   its end state (target ≤ 1.2×).
@MainActor
enum ViewGraphBenchmark {
    /// Runs the three figures, or only the one named `only` ("list", "card" or "glass").
    static func run(photo: RasterImage, runs: Int, outDir: String, only: String? = nil) throws -> [String: Any] {
        var results: [String: Any] = [:]
        if only == nil || only == "list" { results["listUpdate"] = try listUpdate(runs: runs, outDir: outDir) }
        if only == nil || only == "card" { results["movingCard"] = try movingCard(runs: runs, outDir: outDir) }
        if only == nil || only == "glass" {
            results["glassToggle"] = try glassToggle(photo: photo, runs: runs, outDir: outDir)
        }
        return results
    }

    static func report(_ lines: [String]) {
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    static func listUpdate(runs: Int, outDir: String) throws -> [String: Any] {
        let model = ViewGraphSceneModel()
        let fresh = try timings(runs: runs) {
            let host = ViewHost(ListScreen(model: model))
            host.scale = 3
            _ = try host.render()
        }
        func update(reusingPixels: Bool) throws -> Double {
            let host = ViewHost(ListScreen(model: model))
            host.scale = 3
            host.reusesUnchangedPixels = reusingPixels
            _ = try host.render()
            let row = model.rows[7]
            // The image is dropped as a window drops a presented frame; the last is kept below.
            let t = try timings(runs: runs) {
                host.perform { row.isOn.toggle() }
                _ = try host.render()
            }
            if reusingPixels { try host.render().writePNG(to: URL(fileURLWithPath: outDir + "/view-graph-list.png")) }
            return t.best
        }
        let whole = try update(reusingPixels: false)
        let reused = try update(reusingPixels: true)
        let ratio = reused / fresh.best
        report([
            String(
                format: "list of 20 rows @3x, one row changed, through a warm ViewHost: %.2f ms "
                    + "(%.2f ms redrawing the whole frame); fresh ViewHost: %.2f ms (best of %d)", reused, whole,
                fresh.best, runs),
            String(
                format: "list update / fresh render: %.1f %% (target ≤ 25 %%; %.1f %% redrawing the whole frame)",
                ratio * 100, whole / fresh.best * 100),
        ])
        return ["updateMs": reused, "wholeFrameUpdateMs": whole, "freshMs": fresh.best, "ratio": ratio]
    }

    /// Toggles one row of the list screen and re-renders it through a warm host for `seconds`
    /// (`--profile list-update`, for perf); returns the number of updates.
    static func profileListUpdate(seconds: Double) throws -> Int {
        let model = ViewGraphSceneModel()
        let host = ViewHost(ListScreen(model: model))
        host.scale = 3
        _ = try host.render()
        let row = model.rows[7]
        let start = Date()
        var count = 0
        while Date().timeIntervalSince(start) < seconds {
            try listUpdateStep(host, row)
            count += 1
        }
        return count
    }

    /// One step of `profileListUpdate`, apart so a profiler can count it alone
    /// (`valgrind --tool=callgrind --toggle-collect='*listUpdateStep*'`).
    @inline(never)
    static func listUpdateStep(_ host: ViewHost<ListScreen>, _ row: ListRowModel) throws {
        host.perform { row.isOn.toggle() }
        _ = try host.render()
    }

    static func movingCard(runs: Int, outDir: String) throws -> [String: Any] {
        let model = ViewGraphSceneModel()
        let still = try timings(runs: runs) {
            let renderer = ImageRenderer(content: CardOverListScreen(model: model))
            renderer.scale = 2
            _ = try renderer.render()
        }
        var frames: [RasterImage] = []
        func transition(reusingPixels: Bool) throws -> Double {
            let host = ViewHost(CardOverListScreen(model: model))
            host.scale = 2
            host.reusesUnchangedPixels = reusingPixels
            var best = Double.infinity
            let clock = ContinuousClock()
            for _ in 0...max(1, runs) {
                host.perform { model.cardY = 80 }
                _ = try host.render()
                // 60 frames: the first at the start, the last settled 59/60 s later.
                let t = try clock.measure {
                    host.perform { withAnimation(.linear(duration: 59.0 / 60)) { model.cardY = 700 } }
                    frames = try host.renderTransition(fps: 60)
                }
                best = min(best, Double(t.components.attoseconds) / 1e15 + Double(t.components.seconds) * 1000)
            }
            return best
        }
        let whole = try transition(reusingPixels: false)
        let best = try transition(reusingPixels: true)
        try frames[frames.count / 2].writePNG(to: URL(fileURLWithPath: outDir + "/view-graph-card.png"))
        let stills = still.best * Double(frames.count)
        let ratio = best / stills
        report([
            String(
                format: "card moving over the list @2x, %d frames of renderTransition(fps: 60): %.2f ms "
                    + "(%.2f ms redrawing whole frames); %d still renders: %.2f ms (%.2f ms each; best of %d)",
                frames.count, best, whole, frames.count, stills, still.best, runs),
            String(
                format: "moving card / still renders: %.2f× (target ≤ 1.5×; %.2f× redrawing whole frames)", ratio,
                whole / stills),
        ])
        return [
            "frames": frames.count, "transitionMs": best, "wholeFramesMs": whole, "stillMs": still.best,
            "ratio": ratio,
        ]
    }

    static func glassToggle(photo: RasterImage, runs: Int, outDir: String) throws -> [String: Any] {
        let settled = ViewGraphSceneModel()
        settled.isExpanded = true
        let still = try timings(runs: runs) {
            let renderer = ImageRenderer(content: GlassToggleOverPhoto(photo: photo, model: settled))
            renderer.scale = 2
            _ = try renderer.render()
        }
        let model = ViewGraphSceneModel()
        var frames: [RasterImage] = []
        func transition(reusingPixels: Bool) throws -> Double {
            let host = ViewHost(GlassToggleOverPhoto(photo: photo, model: model))
            host.scale = 2
            host.reusesUnchangedPixels = reusingPixels
            var best = Double.infinity
            let clock = ContinuousClock()
            for _ in 0...max(1, runs) {
                host.perform { model.isExpanded = false }
                _ = try host.render()
                let t = try clock.measure {
                    host.perform { withAnimation { model.isExpanded.toggle() } }
                    frames = try host.renderTransition(fps: 60)
                }
                best = min(best, Double(t.components.attoseconds) / 1e15 + Double(t.components.seconds) * 1000)
            }
            return best
        }
        let whole = try transition(reusingPixels: false)
        let best = try transition(reusingPixels: true)
        try frames[frames.count / 2].writePNG(to: URL(fileURLWithPath: outDir + "/view-graph-glass-toggle.png"))
        let perFrame = best / Double(frames.count)
        let ratio = perFrame / still.best
        report([
            String(
                format: "SwiftUI's glass toggle example over the photograph @2x, %d frames of "
                    + "renderTransition(fps: 60): %.2f ms, %.2f ms a frame (%.2f ms redrawing whole frames); still render of the end state: "
                    + "%.2f ms (best of %d)", frames.count, best, perFrame, whole / Double(frames.count), still.best,
                runs),
            String(
                format: "glass toggle frame / still: %.2f× (target ≤ 1.2×; %.2f× redrawing whole frames)", ratio,
                whole / Double(frames.count) / still.best),
        ])
        return [
            "frames": frames.count, "transitionMs": best, "frameMs": perFrame,
            "wholeFrameMs": whole / Double(frames.count), "stillMs": still.best, "ratio": ratio,
        ]
    }
}
