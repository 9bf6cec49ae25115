/// What a blur reads beyond the edges of the region it blurs.
public enum BlurEdgeMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// The real surroundings of the region, and beyond the canvas its nearest edge pixel
    /// (Apple-like backdrops: content just outside a bar bleeds into it).
    case extend
    /// The region mirrored at its edges (`d c b a | a b c d`), as CSS `backdrop-filter` reads
    /// a backdrop clipped to its box.
    case mirror
    /// Nothing: transparent black outside the region, so edges fade.
    case transparent
}
