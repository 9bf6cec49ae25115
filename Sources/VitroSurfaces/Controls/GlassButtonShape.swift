import Foundation
@_spi(Nodes) import VitroCore

/// The glass of a glass button in the environment's ``ButtonBorderShape``, as SwiftUI's `.glass`
/// and `.glassProminent` styles honor `buttonBorderShape(_:)`: a capsule by default, a circle, or
/// a rounded rectangle.
struct GlassButtonShape: ViewModifier {
    let glass: Glass
    let shape: ButtonBorderShape

    func body(content: Content) -> some View {
        switch shape.kind {
        case .automatic, .capsule: content.glassEffect(glass, in: Capsule())
        case .circle: content.glassEffect(glass, in: Circle())
        case .roundedRectangle(let r):
            content.glassEffect(glass, in: RoundedRectangle(cornerRadius: max(0, r ?? 8), style: .continuous))
        }
    }
}

/// A glass button's label with its padding: a circle's label is centered in a square as tall as
/// the control, as bordered buttons' circles are (`BorderedButtonBackground`).
struct GlassButtonLabel: View {
    let label: ButtonStyleConfiguration.Label
    let metrics: PlatformControlMetrics
    let circle: Bool

    var body: some View {
        if circle {
            let side = metrics.height ?? 20 + 2 * metrics.verticalPadding
            label.font(metrics.font).padding(.vertical, metrics.verticalPadding)
                .frame(minWidth: side, minHeight: side)
        } else {
            label.controlPadding(metrics)
        }
    }
}
