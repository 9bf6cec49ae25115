import Foundation

extension Text {
    /// A logical text scale relative to the font in use, as SwiftUI's `Text.Scale` (recorded:
    /// Apple documents no size for the secondary scale, so Vitro draws text at its font's size
    /// under either scale).
    public struct Scale: Hashable, Sendable {
        let name: String
        /// The default scale: the font's own size (recorded).
        public static let `default` = Scale(name: "default")
        /// The secondary scale, for text set beside the main text (ruby, units) (recorded).
        public static let secondary = Scale(name: "secondary")
    }

    /// This text at `scale` (recorded, as `Text.Scale`), as SwiftUI's `textScale(_:isEnabled:)`.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// Applies `scale` to text in this view (recorded, as `Text.Scale`), as SwiftUI's
    /// `textScale(_:isEnabled:)`.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { record("textScale") }
}
