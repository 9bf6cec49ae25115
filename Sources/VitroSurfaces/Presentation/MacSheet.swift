import Foundation
@_spi(Nodes) import VitroCore

/// A sheet as macOS 26 draws it: a panel attached to its window, hanging just below the title
/// bar, centered, at its content's height and the content's width (480 pt when the content
/// sets none), on the sheet material (`AppKitMaterial.sheet`) with corners concentric with the
/// window's; the window behind is not dimmed (see `MacPresentationMetrics`).
@MainActor
enum MacSheet {
    static func layer(_ content: AnyView, in geometry: PresentationGeometry, resolver: PresentationResolver)
        -> PresentationLayer
    {
        let node = resolver.content(content)
        let configuration = PreferenceCollector.collect(SheetConfigurationKey.self, node) ?? SheetConfiguration()
        let radius = (configuration.cornerRadius ?? nil) ?? geometry.displayCornerRadius
        let shape = RoundedRectangle(cornerRadius: max(0, radius.isFinite ? radius : 0), style: .continuous)
        let material = resolver.environment.platformTraits.sheetMaterial
        let background = configuration.background
        let panel = ResolvedNodes(nodes: [node])
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .clipShape(shape)
            .background {
                if let background {
                    background.clipShape(shape)
                } else {
                    Color.clear.presentationSurface(material, in: shape)
                }
            }
            .containerShape(shape)
        return PresentationLayer(
            dimming: 0, panel: AnyView(panel),
            frame: { _ in frame(content: node.size(for:), in: geometry) })
    }

    /// Where the sheet hangs in `geometry`, for content that sizes itself with `size`.
    static func frame(content size: (ProposedViewSize) -> CGSize, in geometry: PresentationGeometry) -> CGRect {
        let m = MacPresentationMetrics.self
        let c = geometry.container
        let top = c.minY + geometry.safeArea.top + m.sheetTopGap
        let maxWidth = max(0, c.width - 2 * m.sheetMargin)
        let maxHeight = max(0, c.maxY - top - m.sheetMargin)
        // The content's own width when it has one (a fixed frame), else the sheet's.
        let ideal = size(.unspecified)
        let flexible = size(ProposedViewSize(width: .infinity, height: nil)).width >= maxWidth
        let width = min(maxWidth, flexible || !ideal.width.isFinite ? m.sheetWidth : max(ideal.width, 1))
        let fitted = size(ProposedViewSize(width: width, height: nil)).height
        let height = min(maxHeight, max(m.sheetMinimumHeight, fitted.isFinite ? fitted : maxHeight))
        return CGRect(x: c.midX - width / 2, y: top, width: width, height: height)
    }
}
