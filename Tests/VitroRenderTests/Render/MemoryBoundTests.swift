import Foundation
import Glibc
import Testing
import Vitro

/// Rendering frame after frame does not grow memory: what a render allocates is given back.
/// A coarse check, not a measurement: resident memory (/proc/self/statm) after many renders
/// stays within a generous bound of what it was after a few, far below what keeping one canvas
/// per frame would take.
@MainActor
@Suite struct MemoryBoundTests {
    /// Resident bytes now (the second field of /proc/self/statm, in pages).
    static func resident() throws -> Int {
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    final class Counter: ObservableObject {
        @Published var value = 0
    }

    struct Screen: View {
        @ObservedObject var counter: Counter
        var body: some View {
            ZStack {
                LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)
                VStack(spacing: 12) {
                    Text("Frame \(counter.value)").font(.largeTitle)
                    RoundedRectangle(cornerRadius: 20).fill(.orange).frame(width: 200, height: 120)
                        .shadow(radius: 6)
                    Capsule().frame(width: 160, height: 44).glassEffect()
                }
            }
            .frame(width: 500, height: 500)
        }
    }

    @Test func renderingFrameAfterFrameDoesNotGrowMemory() throws {
        let counter = Counter()
        let host = ViewHost(Screen(counter: counter))
        // 500 × 500 pt at 2x: 4 MB a canvas; every frame changes the text.
        host.scale = 2
        for _ in 0..<3 {
            counter.value += 1
            _ = try host.render()
        }
        let before = try Self.resident()
        let frames = 30
        for _ in 0..<frames {
            counter.value += 1
            _ = try host.render()
        }
        let grown = try Self.resident() - before
        // Keeping each frame's canvas would be 120 MB; 48 MB leaves room for what tests running
        // alongside keep resident.
        #expect(grown < 48 << 20, "resident memory grew \(grown >> 20) MB over \(frames) frames")
    }
}
