import Foundation
import Vitro

extension GlassFrameBenchmark {
    /// The glass benchmarks' frames as workloads, for `--profile NAME` only (their timings are
    /// GlassFrameBenchmark's and GlassContainerBenchmark's).
    static func workloads(photo: RasterImage) -> [EndToEndWorkload] {
        [
            EndToEndWorkload(
                name: "glass-frame", label: "glass frame @3x", scale: 3, kernel: nil,
                view: GlassFrame(photo: photo, glass: true)),
            EndToEndWorkload(
                name: "material-frame", label: "material frame @3x", scale: 3, kernel: nil,
                view: GlassFrame(photo: photo, glass: false)),
            EndToEndWorkload(
                name: "container-8", label: "8 capsules in a container @3x", scale: 3, kernel: nil,
                view: GlassContainerFrame(photo: photo, content: .eightCapsules)),
            EndToEndWorkload(
                name: "container-1", label: "one capsule over the row @3x", scale: 3, kernel: nil,
                view: GlassContainerFrame(photo: photo, content: .oneCapsule)),
        ]
    }
}
