import Foundation

/// A leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable { case leading, trailing }
