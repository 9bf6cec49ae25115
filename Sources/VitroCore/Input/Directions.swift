/// A horizontal direction, as SwiftUI's `HorizontalDirection`.
public enum HorizontalDirection: Int8, CaseIterable, Codable, Sendable {
    /// Toward the leading edge.
    case leading
    /// Toward the trailing edge.
    case trailing

    /// A set of horizontal directions.
    public struct Set: OptionSet, Equatable, Hashable, Sendable {
        /// The directions, one bit each.
        public let rawValue: Int8
        /// The directions of `rawValue`'s bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of `direction` alone.
        public init(_ direction: HorizontalDirection) { rawValue = 1 << direction.rawValue }
        /// Leading.
        public static let leading = Set(.leading)
        /// Trailing.
        public static let trailing = Set(.trailing)
        /// Both directions.
        public static let all: Set = [.leading, .trailing]
    }
}

/// A vertical direction, as SwiftUI's `VerticalDirection`.
public enum VerticalDirection: Int8, CaseIterable, Codable, Sendable {
    /// Upward.
    case up
    /// Downward.
    case down

    /// A set of vertical directions.
    public struct Set: OptionSet, Equatable, Hashable, Sendable {
        /// The directions, one bit each.
        public let rawValue: Int8
        /// The directions of `rawValue`'s bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of `direction` alone.
        public init(_ direction: VerticalDirection) { rawValue = 1 << direction.rawValue }
        /// Up.
        public static let up = Set(.up)
        /// Down.
        public static let down = Set(.down)
        /// Both directions.
        public static let all: Set = [.up, .down]
    }
}
