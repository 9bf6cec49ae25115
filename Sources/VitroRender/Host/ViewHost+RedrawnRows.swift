import Foundation

extension ViewHost {
    /// Starts noting which rows each frame drawn from now on redraws (``takeRedrawnRows()``):
    /// a live preview sends only those to its page.
    package func noteRedrawnRows() {
        frameReuse.log = []
    }

    /// The rows each frame drawn through the last frame's pixels since ``noteRedrawnRows()``
    /// redrew, in order: an empty range when the frame reused the last one whole, `nil` when
    /// it was drawn afresh (every row). A cross-faded frame (under Reduce Motion) is drawn
    /// apart and has no entry. Stops noting.
    package func takeRedrawnRows() -> [Range<Int>?] {
        defer { frameReuse.log = nil }
        return (frameReuse.log ?? []).map { drawing in
            switch drawing {
            case .full: nil
            case .reused: 0..<0
            case .partial(let rect): rect.y..<(rect.y + rect.height)
            }
        }
    }
}
