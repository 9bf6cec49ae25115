import Foundation
@_spi(Nodes) import VitroCore

/// A button style's label color, given way to a foreground style set on the button or around
/// it: SwiftUI's styles color the label with the tint (white on a prominent fill) only by
/// default, so `Button("Go") {}.foregroundStyle(.white)` draws white. A style set inside the
/// label wins anyway, being nearer the text.
struct ButtonLabelInk<Content: View>: View {
    let content: Content
    /// The style's own label color.
    let ink: AnyShapeStyle
    @Environment(\.foregroundStyle) private var outer

    var body: some View {
        if outer == nil {
            content.foregroundStyle(ink)
        } else {
            content
        }
    }
}

extension View {
    /// Colors a button's label with `ink` unless a foreground style is already set.
    func buttonLabelInk(_ ink: AnyShapeStyle) -> some View {
        ButtonLabelInk(content: self, ink: ink)
    }
}
