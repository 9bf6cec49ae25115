import Foundation

/// Whether a kind of input scrolls a scroll view, as SwiftUI's `ScrollInputBehavior` (recorded:
/// a still image shows the scroll view at rest, whatever scrolls it).
public struct ScrollInputBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice for the kind of input (recorded).
    public static var automatic: ScrollInputBehavior { ScrollInputBehavior(name: "automatic") }
    /// The input scrolls the view (recorded).
    public static var enabled: ScrollInputBehavior { ScrollInputBehavior(name: "enabled") }
    /// The input does not scroll the view (recorded).
    public static var disabled: ScrollInputBehavior { ScrollInputBehavior(name: "disabled") }
}

/// A kind of input that scrolls, as SwiftUI's `ScrollInputKind` (recorded: its members are for
/// watchOS's crown and macOS's zoom, none of which a still iOS image shows).
public struct ScrollInputKind: Hashable, Sendable {
    let name: String
}

extension View {
    /// Whether `input` scrolls the scroll views in this view, as SwiftUI's
    /// `scrollInputBehavior(_:for:)` (recorded: a still image shows them at rest).
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
        record("scrollInputBehavior")
    }
}

/// Whether a scroll view keeps its visible content in place when the content's size changes,
/// as SwiftUI's `ScrollContentOffsetAdjustmentBehavior` (recorded: a still image shows one
/// layout, with no change to adjust for).
public struct ScrollContentOffsetAdjustmentBehavior: Hashable, Sendable {
    let name: String
    /// The scroll view adjusts its offset as it sees fit (recorded).
    public static var automatic: ScrollContentOffsetAdjustmentBehavior {
        ScrollContentOffsetAdjustmentBehavior(name: "automatic")
    }
    /// The scroll view keeps its offset (recorded).
    public static var disabled: ScrollContentOffsetAdjustmentBehavior {
        ScrollContentOffsetAdjustmentBehavior(name: "disabled")
    }
}
