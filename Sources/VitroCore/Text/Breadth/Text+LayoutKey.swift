import Foundation

extension Text {
    /// The preference a text view's laid-out lines are published under, as SwiftUI's
    /// `Text.LayoutKey` (recorded: Vitro's text views do not publish their layout, so a reader
    /// sees no layouts; `Text.Layout` reaches a `TextRenderer` instead).
    public struct LayoutKey: PreferenceKey {
        /// A text layout and where its origin lies.
        public struct AnchoredLayout: @unchecked Sendable {
            /// Where the layout's origin lies.
            public var origin: Anchor<CGPoint>
            /// The laid-out lines.
            public var layout: Text.Layout
        }

        /// No layouts.
        public static var defaultValue: [AnchoredLayout] { [] }

        /// The layouts of both, first `value`'s.
        public static func reduce(value: inout [AnchoredLayout], nextValue: () -> [AnchoredLayout]) {
            value.append(contentsOf: nextValue())
        }
    }
}
