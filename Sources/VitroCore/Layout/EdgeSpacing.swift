import Foundation

/// What a view's top or bottom edge asks of a vertical stack's default spacing: SwiftUI's
/// `ViewSpacing` for the vertical axis, as far as Vitro models it.
///
/// SwiftUI gives `Text` spacing preferences from its font (OpenSwiftUI's reading of SwiftUICore,
/// `Text+Spacing.swift` and `Spacing.swift`): between two texts, one above the other, the
/// distance is the upper text's font leading (its line gap), rounded up to the pixel — so two
/// texts sit nearly line to line, not 8 pt apart. Views without text preferences get the
/// default 8 pt. (SwiftUI also sets text against other views by the text's ascent, descent and
/// cap height; Vitro keeps 8 pt there.)
@_spi(Nodes) public enum EdgeSpacing: Equatable {
    /// A view with no text preferences on this edge.
    case generic
    /// Text on this edge, with its font's leading (points): the line height less ascent and
    /// descent, at least 0.
    case text(leading: CGFloat)

    /// The default distance from a view whose bottom edge is `above` to one whose top edge is
    /// `below`, in points, rounded to whole pixels at `scale`; nil where the stack's default
    /// spacing applies.
    package static func distance(above: EdgeSpacing, below: EdgeSpacing, scale: CGFloat) -> CGFloat? {
        guard case .text(let leading) = above, case .text = below else { return nil }
        return PixelGrid.ceil(max(0, leading), scale: scale)
    }
}
