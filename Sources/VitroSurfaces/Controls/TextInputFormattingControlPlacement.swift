import Foundation
@_spi(Nodes) import VitroCore

/// Where a text view offers its formatting controls, as SwiftUI's
/// `TextInputFormattingControlPlacement` (iOS 26).
public struct TextInputFormattingControlPlacement: Sendable {
    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: UInt
        /// A set from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The edit menu's formatting items.
        public static let contextMenu = Set(rawValue: 1 << 0)
        /// The formatting button of the keyboard's input assistant bar.
        public static let inputAssistant = Set(rawValue: 1 << 1)
        /// Every placement.
        public static let all = Set(rawValue: ~0)
        /// The placements shown unless hidden.
        public static let `default` = Set.all
    }
}

extension View {
    /// Shows or hides the text formatting controls at `placement` in text views in this view
    /// (recorded: they show only while editing, with the keyboard or edit menu up).
    public func textInputFormattingControlVisibility(
        _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
    ) -> some View { record("textInputFormattingControlVisibility") }
}
