import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`: its size,
/// the spacing to the next item and how cells align in it.
public struct GridItem: Sendable {
    /// How large a grid item is.
    public enum Size: Sendable {
        /// One item of exactly this many points.
        case fixed(CGFloat)
        /// One item sharing what the grid leaves after spacing and fixed items with the other
        /// flexible items, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` (grown up to `maximum`) as fit in the space of
        /// one flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item is sized: fixed, flexible or adaptive.
    public var size: GridItem.Size
    /// The gap to the next item, in points; nil is the platform's default (8 on iOS).
    public var spacing: CGFloat?
    /// Where a cell sits in its space; nil centers it.
    public var alignment: Alignment?

    /// A grid item of `size`, `spacing` points from the next (the default when `nil`), its cells
    /// aligned by `alignment` (centered when `nil`).
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The default gap between grid items (and between a lazy grid's rows), in points.
    static let defaultSpacing: CGFloat = 8
}

/// One resolved track (a column of a vertical grid, a row of a horizontal grid): its length and
/// its place from the grid's leading edge, in points.
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment
}

extension GridItem {
    /// The tracks `items` resolve to in `available` points (nil: the grid is sized to its
    /// items' minimums).
    ///
    /// SwiftUI's documented rules: a fixed item takes its size. What the grid has after the
    /// spacing and the fixed items is shared by the flexible and adaptive items, each taking
    /// what is left divided by how many are left, clamped to its bounds. An adaptive item then
    /// fits n = ⌊(w + s) / (minimum + s)⌋ (at least one) tracks of its minimum into its share w,
    /// grown evenly to fill the share but to no more than its maximum.
    static func tracks(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        func sane(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        func spacing(_ i: Int) -> CGFloat { sane(items[i].spacing ?? defaultSpacing) }
        let gaps = (0..<(items.count - 1)).reduce(CGFloat(0)) { $0 + spacing($1) }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var left = max(0, (available.flatMap { $0.isFinite ? $0 : nil } ?? 0) - gaps)
        var shared: [Int] = []
        for (i, item) in items.enumerated() {
            if case .fixed(let v) = item.size {
                lengths[i] = sane(v)
                left -= lengths[i]
            } else {
                shared.append(i)
            }
        }
        left = max(0, left)
        var count = shared.count
        for i in shared {
            let share = left / CGFloat(count)
            switch items[i].size {
            case .flexible(let lo, let hi):
                let low = sane(lo)
                let high = max(low, hi.isNaN ? .infinity : hi)
                lengths[i] = available == nil ? low : min(max(share, low), high)
            case .adaptive(let lo, _):
                // Its bounds are its tracks'; the share itself is a flexible item's.
                lengths[i] = available == nil ? sane(lo) : share
            case .fixed: break
            }
            left = max(0, left - lengths[i])
            count -= 1
        }
        var out: [GridTrack] = []
        var pos: CGFloat = 0
        for (i, item) in items.enumerated() {
            let align = item.alignment ?? .center
            let gap = i < items.count - 1 ? spacing(i) : 0
            if case .adaptive(let lo, let hi) = item.size {
                let minimum = max(sane(lo), 1)
                let s = spacing(i)
                // At most 1024 tracks, so a huge width over a tiny minimum stays bounded.
                let n = max(1, Int(min(1024, ((lengths[i] + s) / (minimum + s)).rounded(.down))))
                let high = hi.isNaN ? CGFloat.infinity : max(minimum, hi)
                let each = min(max(minimum, (lengths[i] - CGFloat(n - 1) * s) / CGFloat(n)), high)
                for k in 0..<n {
                    out.append(GridTrack(offset: pos, length: each, alignment: align))
                    pos += each + (k < n - 1 ? s : gap)
                }
            } else {
                out.append(GridTrack(offset: pos, length: lengths[i], alignment: align))
                pos += lengths[i] + gap
            }
        }
        return out
    }
}
