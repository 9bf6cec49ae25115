import Foundation

/// A platform to preview on, as SwiftUI's `PreviewPlatform` (a `PreviewProvider`'s
/// `platform`). Recorded: Vitro renders a preview on the ``Device`` it is given.
public enum PreviewPlatform: Hashable, Sendable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
