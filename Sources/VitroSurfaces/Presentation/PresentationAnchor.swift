import Foundation
@_spi(Nodes) import VitroCore

/// Places a panel beside the view it originates from
/// (docs/reference/seeds.md#adopting-liquid-glass: an action sheet "originates from the element
/// that initiates the action"; menus and popovers grow from their button).
enum PresentationAnchor {
    /// The frame of a panel of `size` beside `source` in `container`: below it when the source
    /// is in the upper half, above it otherwise; its leading edge on the source's leading edge
    /// when the source is in the leading half, else its trailing edge on the source's trailing
    /// edge; kept `screenMargin` inside the container's safe area.
    static func frame(
        size: CGSize, source: CGRect, container: CGRect, safeArea: EdgeInsets,
        gap: CGFloat = PresentationMetrics.anchorGap
    ) -> CGRect {
        let margin = PresentationMetrics.screenMargin
        let bounds = CGRect(
            x: container.minX + safeArea.leading + margin, y: container.minY + safeArea.top + margin,
            width: max(0, container.width - safeArea.leading - safeArea.trailing - 2 * margin),
            height: max(0, container.height - safeArea.top - safeArea.bottom - 2 * margin))
        let width = min(size.width, bounds.width)
        let height = min(size.height, bounds.height)
        var x = source.midX < container.midX ? source.minX : source.maxX - width
        var y = source.midY < container.midY ? source.maxY + gap : source.minY - gap - height
        x = min(max(x, bounds.minX), max(bounds.minX, bounds.maxX - width))
        y = min(max(y, bounds.minY), max(bounds.minY, bounds.maxY - height))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Whether a dialog from `source` floats beside it rather than rising from the bottom: its
    /// source is a control, not most of the screen.
    static func isAnchored(_ source: CGRect, in container: CGRect) -> Bool {
        source.height < container.height / 2 && source.width < container.width * 0.9
            || source.height < PresentationMetrics.alertButtonHeight * 2
    }
}
