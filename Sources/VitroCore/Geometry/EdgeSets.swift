import Foundation

extension HorizontalEdge {
    /// A set of horizontal edges, as SwiftUI's `HorizontalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

extension Edge.Corner {
    /// A set of a rectangle's corners, as SwiftUI's `Edge.Corner.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The corners as bits.
        public let rawValue: Int8
        /// Corners from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one corner.
        public init(_ corner: Edge.Corner) {
            switch corner {
            case .topLeading: self = .topLeading
            case .topTrailing: self = .topTrailing
            case .bottomLeading: self = .bottomLeading
            case .bottomTrailing: self = .bottomTrailing
            }
        }
        /// The top leading corner.
        public static let topLeading = Set(rawValue: 1)
        /// The top trailing corner.
        public static let topTrailing = Set(rawValue: 2)
        /// The bottom leading corner.
        public static let bottomLeading = Set(rawValue: 4)
        /// The bottom trailing corner.
        public static let bottomTrailing = Set(rawValue: 8)
        /// The two top corners.
        public static let top: Set = [.topLeading, .topTrailing]
        /// The two bottom corners.
        public static let bottom: Set = [.bottomLeading, .bottomTrailing]
        /// The two leading corners.
        public static let leading: Set = [.topLeading, .bottomLeading]
        /// The two trailing corners.
        public static let trailing: Set = [.topTrailing, .bottomTrailing]
        /// Every corner.
        public static let all: Set = [.top, .bottom]
        /// No corner.
        public static let none: Set = []
    }
}

extension Alignment {
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centered, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centered, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
