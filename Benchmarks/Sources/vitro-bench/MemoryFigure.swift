import Foundation
import Vitro

/// The memory figure: peak resident memory while rendering the glass frame (GlassFrame.swift,
/// 402×874 pt at 3x), less the resident memory once its inputs are loaded, against a bound of
/// 4× the frame's RGBA output plus 64 MB.
///
///   vitro-bench IMAGE OUTDIR --memory
///
/// Linux only: resident memory is read from /proc/self/status (VmRSS, VmHWM), and the peak is
/// reset after loading by writing 5 to /proc/self/clear_refs, so what loading cost (the JPEG
/// decode) is not counted as the render's.
@MainActor
enum MemoryFigure {
    /// A field of /proc/self/status, in bytes (the kernel writes kB).
    static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kB = line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
            return kB.map { $0 * 1024 }
        }
        return nil
    }

    static func resetPeak() -> Bool {
        // Written in place: a /proc file cannot be replaced the way createFile writes.
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    static func run(photo: RasterImage) throws -> Bool {
        let mb = 1024.0 * 1024
        guard let loaded = status("VmRSS"), resetPeak() else {
            FileHandle.standardError.write(Data("memory: needs /proc/self/status and clear_refs\n".utf8))
            return false
        }
        let r = ImageRenderer(content: GlassFrame(photo: photo, glass: true))
        r.scale = 3
        let pixmap = try r.renderPixmap()
        guard let peak = status("VmHWM") else { return false }
        let output = pixmap.data.count
        let used = peak - loaded
        let bound = 4 * output + 64 * 1024 * 1024
        let line = String(
            format: "memory: glass frame %d×%d px: peak RSS %.1f MB - %.1f MB after loading = %.1f MB; "
                + "bound 4 × %.1f MB output + 64 MB = %.1f MB: %@\n",
            pixmap.width, pixmap.height, Double(peak) / mb, Double(loaded) / mb, Double(used) / mb,
            Double(output) / mb, Double(bound) / mb, used <= bound ? "met" : "NOT met")
        print(line, terminator: "")
        return used <= bound
    }
}
