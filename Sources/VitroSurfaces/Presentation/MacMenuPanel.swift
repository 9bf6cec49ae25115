import Foundation
@_spi(Nodes) import VitroCore

/// An open menu as macOS 26 draws it: a narrow panel on the menu material
/// (`AppKitMaterial.menu`), rows 22 pt tall in the 13 pt system font, icons in a leading
/// column, sections apart by a hairline; opening below its button, and at the view for a
/// context menu, with nothing dimmed (see `MacPresentationMetrics`).
@MainActor
enum MacMenuPanel {
    static func layer(
        _ content: AnyView, in geometry: PresentationGeometry, resolver: PresentationResolver,
        close: @escaping @MainActor () -> Void
    ) -> PresentationLayer {
        let items = AnyView(
            content
                .buttonStyle(MacMenuItemButtonStyle())
                .labelStyle(MacMenuItemLabelStyle())
                .environment(\.isInMenu, true))
        let nodes = resolver.nodes(items, part: 1)
        for node in nodes { PresentationActions.dismissAfterTaps(in: node, dismiss: close) }
        let shape = RoundedRectangle(cornerRadius: MacPresentationMetrics.menuCornerRadius, style: .continuous)
        let panel = MacMenuRows(nodes: nodes)
            .padding(.vertical, MacPresentationMetrics.menuVerticalPadding)
            .frame(width: MacPresentationMetrics.menuWidth)
            .presentationSurface(resolver.environment.platformTraits.menuMaterial, in: shape)
        return PresentationLayer(
            dimming: 0, panel: AnyView(panel),
            frame: { sizeFor in
                let size = sizeFor(ProposedViewSize(width: MacPresentationMetrics.menuWidth, height: nil))
                return PresentationAnchor.frame(
                    size: size, source: geometry.source, container: geometry.container, safeArea: geometry.safeArea,
                    gap: MacPresentationMetrics.menuGap)
            })
    }
}

/// A macOS menu's rows: items one above another, sections apart by a hairline.
struct MacMenuRows: View {
    let nodes: [LayoutNode]

    var body: some View {
        let groups = MenuRows.groups(nodes)
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<groups.count) { index in
                if index > 0 {
                    Rectangle().fill(Color(semantic: .separator))
                        .frame(height: 1)
                        .padding(.vertical, MacPresentationMetrics.menuSeparatorPadding)
                        .padding(.horizontal, MacPresentationMetrics.menuRowMargin)
                }
                ResolvedNodes(nodes: groups[index])
            }
        }
    }
}

/// A macOS menu item: its label across a 22 pt row in the 13 pt system font, the label color
/// (red when destructive).
struct MacMenuItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: MacPresentationMetrics.fontSize))
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: MacPresentationMetrics.menuRowHeight, alignment: .leading)
            .padding(.horizontal, MacPresentationMetrics.menuRowMargin)
    }
}

/// A macOS menu item's label: a 16 pt icon column, then the title.
struct MacMenuItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: MacPresentationMetrics.menuIconGap) {
            configuration.icon.frame(width: MacPresentationMetrics.menuIconWidth)
            configuration.title
        }
    }
}
