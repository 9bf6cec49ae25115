import Foundation

/// The identity of an alignment guide, as SwiftUI's `AlignmentKey` (public in SwiftUI's
/// interface, undocumented): guides compare and order by it.
public struct AlignmentKey: Hashable, Comparable {
    let bits: UInt

    init(bits: UInt) { self.bits = bits }

    /// Orders keys by their identity.
    public static func < (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.bits < rhs.bits }
}
