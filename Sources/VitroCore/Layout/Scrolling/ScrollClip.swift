import Foundation

/// A scroll view's clip to its bounds, left off under `scrollClipDisabled()`.
struct ScrollClip: ViewModifier {
    let isDisabled: Bool

    func body(content: Content) -> some View {
        if isDisabled {
            content
        } else {
            content.clipped()
        }
    }
}

/// A scroll view's `contentMargins` around its content (nothing when there are none).
struct ScrollContentPadding: ViewModifier {
    let insets: EdgeInsets

    func body(content: Content) -> some View {
        if insets == EdgeInsets() {
            content
        } else {
            content.padding(insets)
        }
    }
}
