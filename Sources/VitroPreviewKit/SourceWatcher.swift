import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Sees Swift source files saved under a package's folders, with Linux's inotify.
///
/// inotify watches one folder at a time, so every folder under the roots is added (and
/// folders created later as they appear). `.build` and hidden folders are skipped.
public final class SourceWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]

    /// Watches `roots` and the folders under them.
    public init(roots: [URL]) throws(PreviewError) {
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw .invalidOption("inotify_init1 failed (errno \(errno))") }
            for root in roots { addTree(root.path) }
        #else
            throw .invalidOption("--watch needs Linux's inotify")
        #endif
    }

    deinit { close(descriptor) }

    private func addTree(_ path: String) {
        #if os(Linux)
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
            let wd = inotify_add_watch(descriptor, path, mask)
            if wd >= 0 { folders[wd] = path }
            guard let children = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for child in children where !child.hasPrefix(".") {
                var isDirectory: ObjCBool = false
                let full = path + "/" + child
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
                    addTree(full)
                }
            }
        #endif
    }

    /// Blocks until Swift files change; returns their paths. Changes that follow within
    /// `settle` seconds of the first (an editor's write, rename and chmod) come in the same
    /// batch.
    public func next(settle: Double = 0.08) -> Set<String> {
        var changed = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout: Int32 = changed.isEmpty ? -1 : Int32(settle * 1000)
            let ready = poll(&poller, 1, timeout)
            if ready == 0 { return changed }
            if ready < 0 {
                if errno == EINTR { continue }
                return changed
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return changed }
            var offset = 0
            while offset + 16 <= count {
                let wd = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
                let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                let length = Int(
                    buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                guard let folder = folders[wd] else { continue }
                let path = folder + "/" + name
                #if os(Linux)
                    if mask & UInt32(IN_ISDIR) != 0 {
                        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addTree(path) }
                        continue
                    }
                #endif
                if name.hasSuffix(".swift") { changed.insert(path) }
            }
        }
    }
}
