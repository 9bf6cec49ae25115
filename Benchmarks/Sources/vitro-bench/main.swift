// Times Vitro's blur and material on one image, and whole renders of views through
// ImageRenderer.render() (the end-to-end scenes, each giving the RasterImage users get), and writes the results, for run.sh to compare with the
// peers and with an exact Gaussian.
//
//   vitro-bench IMAGE OUTDIR [--runs N] [--sigma S]... [--e2e-only]
//   vitro-bench IMAGE OUTDIR --profile NAME [--seconds S]   (renders one scene in a loop, for perf;
//                                                           list-update: the one-row ViewHost update;
//                                                           the glass frames too: GlassProfiles.swift)
//   vitro-bench IMAGE OUTDIR --print NAME                   (prints one scene's display list)
//   vitro-bench IMAGE OUTDIR --view-graph-only [list|card|glass] [--runs N]   (ViewGraphBenchmark.swift)
//   vitro-bench IMAGE OUTDIR --memory                       (the glass frame's peak memory)
//   vitro-bench IMAGE OUTDIR --parallel [--runs N]          (16 paints concurrently vs serially)
import Foundation
import Vitro

var args = Array(CommandLine.arguments.dropFirst())
guard args.count >= 2 else {
    FileHandle.standardError.write(Data("usage: vitro-bench IMAGE OUTDIR [--runs N] [--sigma S]...\n".utf8))
    exit(2)
}
let imagePath = args.removeFirst()
let outDir = args.removeFirst()
var runs = 15
var sigmas: [Double] = []
var endToEndOnly = false
var profileName: String?
var profileSeconds = 10.0
var printName: String?
while let a = args.first {
    args.removeFirst()
    if a == "--e2e-only" { endToEndOnly = true }
    if a == "--profile", let v = args.first {
        profileName = v
        args.removeFirst()
    }
    if a == "--print", let v = args.first {
        printName = v
        args.removeFirst()
    }
    if a == "--seconds", let v = args.first.flatMap(Double.init) {
        profileSeconds = v
        args.removeFirst()
    }
    if a == "--runs", let v = args.first.flatMap(Int.init) {
        runs = v
        args.removeFirst()
    }
    if a == "--sigma", let v = args.first.flatMap(Double.init) {
        sigmas.append(v)
        args.removeFirst()
    }
}
if sigmas.isEmpty { sigmas = [20, 60] }
let runCount = runs

let photo = try RasterImage(contentsOfFile: imagePath)
// The memory figure alone (MemoryFigure.swift), before anything else is allocated.
if CommandLine.arguments.contains("--memory") { exit(try MemoryFigure.run(photo: photo) ? 0 : 1) }
// Parallel renders alone (ParallelThroughput.swift).
if CommandLine.arguments.contains("--parallel") {
    exit(try await ParallelThroughput.run(photo: photo, runs: runCount) ? 0 : 1)
}
let source = photo.pixmap()
let endToEnd = EndToEndWorkload.all(photo: photo)
// The glass frame alone (GlassFrame.swift): vitro-bench IMAGE OUTDIR --glass-only
if CommandLine.arguments.contains("--glass-only") {
    try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
    _ = try GlassFrameBenchmark.run(photo: photo, runs: runCount, outDir: outDir)
    _ = try GlassContainerBenchmark.run(photo: photo, runs: runCount, outDir: outDir)
    exit(0)
}

if CommandLine.arguments.contains("--view-graph-only") {
    try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
    let arguments = CommandLine.arguments
    let only = arguments.firstIndex(of: "--view-graph-only").flatMap {
        $0 + 1 < arguments.count && !arguments[$0 + 1].hasPrefix("-") ? arguments[$0 + 1] : nil
    }
    _ = try ViewGraphBenchmark.run(photo: photo, runs: runCount, outDir: outDir, only: only)
    exit(0)
}

if let printName, let workload = endToEnd.first(where: { $0.name == printName }) {
    print(workload.displayList(), terminator: "")
    exit(0)
}

if profileName == "list-update" {
    // The one-row ViewHost update of `--view-graph-only list`, in a loop.
    let count = try ViewGraphBenchmark.profileListUpdate(seconds: profileSeconds)
    FileHandle.standardError.write(Data("list-update: \(count) updates in \(profileSeconds) s\n".utf8))
    exit(0)
}

if let profileName {
    let profiled = endToEnd + GlassFrameBenchmark.workloads(photo: photo)
    guard let workload = profiled.first(where: { $0.name == profileName }) else {
        let names = profiled.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("unknown workload \(profileName); one of: \(names)\n".utf8))
        exit(2)
    }
    let start = Date()
    var count = 0
    while Date().timeIntervalSince(start) < profileSeconds {
        try profileStep(workload)
        count += 1
    }
    FileHandle.standardError.write(Data("\(profileName): \(count) renders in \(profileSeconds) s\n".utf8))
    exit(0)
}
/// One render of a profiled workload, apart so a profiler can count it alone
/// (`valgrind --tool=callgrind --toggle-collect='*profileStep*'`).
@MainActor @inline(never)
func profileStep(_ workload: EndToEndWorkload) throws {
    _ = try workload.render()
}

let clock = ContinuousClock()

/// Median milliseconds of `body` on a fresh, already-copied pixmap each run (and the best, in
/// `bestOf`).
var bestOf: [String: Double] = [:]
@MainActor func median(_ key: String = "", _ body: (inout Pixmap) -> Void) -> (Double, Pixmap) {
    var times: [Double] = []
    var last = source
    for i in 0...runCount {
        var p = source
        p.data[0] = p.data[0]  // force the copy outside the timed region
        let t = clock.measure { body(&p) }
        if i > 0 { times.append(Double(t.components.attoseconds) / 1e15 + Double(t.components.seconds) * 1000) }
        last = p
    }
    times.sort()
    bestOf[key] = times[0]
    return (times[times.count / 2], last)
}

func write(_ p: Pixmap, _ name: String) throws {
    try RasterImage(p).writePNG(to: URL(fileURLWithPath: outDir).appendingPathComponent(name))
}

try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
var results: [[String: Any]] = []
let (copyMs, _) = median("copy") { p in
    p.data.withUnsafeMutableBytes {
        $0.copyMemory(
            from: UnsafeRawBufferPointer(
                start: source.data.withUnsafeBytes { $0.baseAddress }, count: source.data.count))
    }
}
results.append(["workload": "copy", "ms": copyMs, "best": bestOf["copy"]!])
// White @ 0.10, premultiplied (docs/reference/seeds.md#materials: regular, light).
let tint = SIMD4<Float>(0.10, 0.10, 0.10, 0.10)
for sigma in endToEndOnly ? [] : sigmas {
    let (blurMs, blurred) = median("blur") { $0.blur(sigma: sigma, edges: .mirror) }
    try write(blurred, "blur-\(Int(sigma)).png")
    results.append([
        "workload": "blur", "sigma": sigma, "ms": blurMs, "best": bestOf["blur"]!, "output": "blur-\(Int(sigma)).png",
    ])
    let filter = BackdropFilter(sigma: sigma, colorMatrix: .saturation(1.8), tint: tint)
    let (matMs, mat) = median("material") { $0.apply(filter, in: $0.bounds, edges: .mirror) }
    try write(mat, "material-\(Int(sigma)).png")
    results.append([
        "workload": "material", "sigma": sigma, "ms": matMs, "best": bestOf["material"]!,
        "output": "material-\(Int(sigma)).png",
    ])
    let bar = PixelRect(x: 0, y: 0, width: source.width, height: min(300, source.height))
    let (barMs, barImage) = median("bar") { $0.apply(filter, in: bar, edges: .extend) }
    try write(barImage, "bar-\(Int(sigma)).png")
    results.append([
        "workload": "bar", "sigma": sigma, "ms": barMs, "best": bestOf["bar"]!, "rect": [0, 0, bar.width, bar.height],
        "output": "bar-\(Int(sigma)).png",
    ])
}
// End to end: each timed render starts from a fresh ImageRenderer; only the photo's decoded
// pixels persist between renders.
var endToEndResults: [[String: Any]] = []
for workload in endToEnd {
    var last: RasterImage?
    let t = try timings(runs: runCount) { last = try workload.render() }
    if let last {
        try last.writePNG(to: URL(fileURLWithPath: outDir).appendingPathComponent("e2e-\(workload.name).png"))
    }
    var entry: [String: Any] = [
        "name": workload.name, "label": workload.label, "scale": Double(workload.scale), "best": t.best,
        "median": t.median, "worst": t.worst, "size": [last?.width ?? 0, last?.height ?? 0],
        "output": "e2e-\(workload.name).png",
    ]
    if let k = workload.kernel { entry["kernel"] = ["workload": k.workload, "sigma": k.sigma] }
    endToEndResults.append(entry)
}
let glassFrame = try GlassFrameBenchmark.run(photo: photo, runs: runCount, outDir: outDir)
let glassContainer = try GlassContainerBenchmark.run(photo: photo, runs: runCount, outDir: outDir)
let viewGraph = try ViewGraphBenchmark.run(photo: photo, runs: runCount, outDir: outDir)
let json = try JSONSerialization.data(
    withJSONObject: [
        "glass": glassFrame, "glassContainer": glassContainer, "viewGraph": viewGraph,
        "image": [source.width, source.height], "threads": ProcessInfo.processInfo.activeProcessorCount,
        "results": results, "endToEnd": endToEndResults,
    ], options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
