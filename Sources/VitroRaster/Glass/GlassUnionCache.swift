import Foundation
import VitroGeometry

/// The last few glass fields, kept with what they were computed from, so a frame that draws
/// the same glass shapes at the same place as a recent one (a preview or an interactive host
/// redrawing a screen whose glass did not move) reads the field again instead of computing it.
///
/// A field depends only on its key (the outlines, the blend strengths, the field's rectangle,
/// band and margin), so the floats are those a fresh computation gives, whether cached or not.
final class GlassUnionCache: @unchecked Sendable {
    static let shared = GlassUnionCache()

    /// The most bytes of fields kept: a full-screen card's field at 3x (1162 × 976 floats and
    /// nothing else, 4.5 MB) several times over, with the small shapes of a screen around it.
    static let byteLimit = 48 << 20

    struct Key: Hashable {
        var geometries: [FieldGeometry]
        var k: Float
        var blends: [Float?]
        var fieldRect: PixelRect
        var band: Double
        var margin: Double
    }

    private struct Entry {
        var key: Key
        var hash: Int
        var union: GlassUnion
        var bytes: Int
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The union of `key`, from the cache or made by `make` (and kept).
    func union(_ key: Key, make: () -> GlassUnion) -> GlassUnion {
        let hash = key.hashValue
        lock.lock()
        if let i = entries.firstIndex(where: { $0.hash == hash && $0.key == key }) {
            let entry = entries.remove(at: i)
            entries.append(entry)
            lock.unlock()
            return entry.union
        }
        lock.unlock()
        let union = make()
        let bytes = 4 * (union.values.count + union.owner.count + union.second.count + union.share.count)
        lock.lock()
        defer { lock.unlock() }
        entries.append(Entry(key: key, hash: hash, union: union, bytes: bytes))
        // Oldest first out, down to the limit (the newest always stays).
        var total = entries.reduce(0) { $0 + $1.bytes }
        while entries.count > 1, total > Self.byteLimit {
            total -= entries.removeFirst().bytes
        }
        return union
    }

    /// Forgets every entry (for tests).
    func removeAll() {
        lock.lock()
        entries.removeAll()
        lock.unlock()
    }
}
