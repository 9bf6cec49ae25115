import Foundation
import Vitro

/// One end-to-end workload: a view rendered through `ImageRenderer` at a scale.
@MainActor
struct EndToEndWorkload {
    /// A short name, used on the command line (`--profile NAME`) and in the results.
    let name: String
    /// What it draws, for the table.
    let label: String
    let scale: CGFloat
    /// The kernel workload (in vitro-bench's results) whose time bounds this one, if any.
    let kernel: (workload: String, sigma: Double)?
    /// Renders once from a fresh renderer through `render()`, as users call it, and returns the
    /// image.
    let render: () throws -> RasterImage
    /// The display list it draws, as text.
    let displayList: () -> String

    init<V: View>(name: String, label: String, scale: CGFloat, kernel: (workload: String, sigma: Double)?, view: V) {
        self.name = name
        self.label = label
        self.scale = scale
        self.kernel = kernel
        render = {
            let r = ImageRenderer(content: view)
            r.scale = scale
            return try r.render()
        }
        displayList = {
            let r = ImageRenderer(content: view)
            r.scale = scale
            return r.displayList.description
        }
    }

    /// Every end-to-end workload (their targets are in `Benchmarks/peers.py`) on `photo`.
    static func all(photo: RasterImage) -> [EndToEndWorkload] {
        [
            EndToEndWorkload(
                name: "photo", label: "photo", scale: 1, kernel: nil,
                view: PhotoScenes.photo(photo)),
            EndToEndWorkload(
                name: "blur20", label: "photo, blur σ 20 pt opaque", scale: 1, kernel: ("blur", 20),
                view: PhotoScenes.blurred(photo, radius: 20)),
            EndToEndWorkload(
                name: "blur60", label: "photo, blur σ 60 pt opaque", scale: 1, kernel: ("blur", 60),
                view: PhotoScenes.blurred(photo, radius: 60)),
            EndToEndWorkload(
                name: "material", label: "photo under full-frame .regularMaterial", scale: 1,
                kernel: ("material", 20), view: PhotoScenes.material(photo)),
            EndToEndWorkload(
                name: "bar", label: "photo under 300 pt .regularMaterial bar", scale: 1, kernel: ("bar", 20),
                view: PhotoScenes.bar(photo)),
            EndToEndWorkload(
                name: "screen", label: "402×874 pt screen of views @3x", scale: 3, kernel: nil,
                view: OrdinaryScreen()),
            EndToEndWorkload(
                name: "demo-materials", label: "demo materials sheet @3x", scale: 3, kernel: nil,
                view: MaterialsSheet()),
            EndToEndWorkload(
                name: "demo-controls", label: "demo controls sheet @3x", scale: 3, kernel: nil,
                view: ControlsSheet()),
            EndToEndWorkload(
                name: "demo-symbols", label: "demo symbols sheet @3x", scale: 3, kernel: nil,
                view: SymbolsSheet()),
        ]
    }
}

/// Milliseconds of `body`: the best, the median and the worst of `runs` timed runs after one
/// untimed warm-up run.
func timings(runs: Int, _ body: () throws -> Void) rethrows -> (best: Double, median: Double, worst: Double) {
    let clock = ContinuousClock()
    try body()
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
        let t = try clock.measure { try body() }
        times.append(Double(t.components.attoseconds) / 1e15 + Double(t.components.seconds) * 1000)
    }
    times.sort()
    return (times[0], times[times.count / 2], times[times.count - 1])
}

/// Milliseconds of each body, as ``timings(runs:_:)`` gives them, with the bodies taking turns
/// run by run, so that both meet the same load on a shared machine.
func interleavedTimings(runs: Int, _ bodies: [() throws -> Void]) throws -> [(
    best: Double, median: Double, worst: Double
)] {
    let clock = ContinuousClock()
    for body in bodies { try body() }
    var times = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<max(1, runs) {
        for (i, body) in bodies.enumerated() {
            let t = try clock.measure { try body() }
            times[i].append(Double(t.components.attoseconds) / 1e15 + Double(t.components.seconds) * 1000)
        }
    }
    return times.map { t in
        let s = t.sorted()
        return (s[0], s[s.count / 2], s[s.count - 1])
    }
}
