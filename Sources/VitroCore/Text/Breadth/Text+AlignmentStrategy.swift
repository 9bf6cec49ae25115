import Foundation

extension Text {
    /// How multiline text picks its alignment, as SwiftUI's `Text.AlignmentStrategy` (iOS 26;
    /// recorded: the strategies differ only for right-to-left paragraphs, and Vitro lays text
    /// out left to right under every strategy).
    public struct AlignmentStrategy: Hashable, Sendable {
        let name: String
        /// The platform's choice (recorded).
        public static let `default` = AlignmentStrategy(name: "default")
        /// Alignment follows the layout direction (recorded).
        public static let layoutBased = AlignmentStrategy(name: "layoutBased")
        /// Alignment follows each paragraph's writing direction (recorded).
        public static let writingDirectionBased = AlignmentStrategy(name: "writingDirectionBased")
    }

    /// How text picks its writing direction, as SwiftUI's `Text.WritingDirectionStrategy`
    /// (iOS 26; recorded, as `AlignmentStrategy`).
    public struct WritingDirectionStrategy: Hashable, Sendable {
        let name: String
        /// The platform's choice (recorded).
        public static let `default` = WritingDirectionStrategy(name: "default")
        /// The direction follows the layout direction (recorded).
        public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
        /// The direction follows the text's first strong character (recorded).
        public static let contentBased = WritingDirectionStrategy(name: "contentBased")
    }
}

extension View {
    /// How multiline text in this view picks its alignment (recorded, as
    /// `Text.AlignmentStrategy`), as SwiftUI's `multilineTextAlignment(strategy:)`.
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
        record("multilineTextAlignment(strategy:)")
    }

    /// How text in this view picks its writing direction (recorded, as
    /// `Text.WritingDirectionStrategy`), as SwiftUI's `writingDirection(strategy:)`.
    public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View {
        record("writingDirection(strategy:)")
    }
}
