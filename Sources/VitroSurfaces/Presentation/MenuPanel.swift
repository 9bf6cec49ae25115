import Foundation
@_spi(Nodes) import VitroCore

/// The figures of iOS 26's menus (measured from screenshots of iOS 26 on iPhone).
enum MenuMetrics {
    /// The panel's width (points): UIKit's compact menu width.
    static let width: CGFloat = 250
    /// An item's row height (points).
    static let rowHeight: CGFloat = 44
    /// The panel's corner radius (points): concentric with the 22 pt radius of a highlighted row
    /// inset 4 pt, rounded up as iOS 26's menus are.
    static let cornerRadius: CGFloat = 26
    /// The space above the first row and below the last (points).
    static let verticalPadding: CGFloat = 8
    /// The leading and trailing margins of a row's content (points).
    static let rowMargin: CGFloat = 18
    /// The width of the icon column on the leading side (points): iOS 26 puts menu icons first.
    static let iconWidth: CGFloat = 22
    /// The gap between the icon column and the title (points).
    static let iconGap: CGFloat = 12
    /// The height of the band between sections (points).
    static let sectionGap: CGFloat = 8
    /// The gap between a context menu's preview and its panel (points).
    static let previewGap: CGFloat = 12
}

/// An open menu: its items one per row on a Liquid Glass panel over a frosted backdrop, the
/// platform's menu material (docs/reference/seeds.md#component-materials puts context menus on
/// Thin; over photographs that stays too busy to read, so on iOS the regular material frosts it, as
/// iOS 26's menus look), icons on the leading side, sections apart by a band, destructive items in
/// red. A `Menu` grows it out of its button; a context menu places it under the lifted view on the
/// dimmed screen. On macOS it is AppKit's narrow menu instead (`MacMenuPanel`).
@MainActor
enum MenuPanel {
    static func layer(
        _ content: AnyView, kind: PresentationRequest.Kind, in geometry: PresentationGeometry,
        resolver: PresentationResolver, close: @escaping @MainActor () -> Void
    ) -> PresentationLayer {
        if resolver.environment.platform == .macOS {
            return MacMenuPanel.layer(content, in: geometry, resolver: resolver, close: close)
        }
        let items = AnyView(
            content
                .buttonStyle(MenuItemButtonStyle())
                .labelStyle(MenuItemLabelStyle())
                .environment(\.isInMenu, true))
        let nodes = resolver.nodes(items, part: 1)
        for node in nodes { PresentationActions.dismissAfterTaps(in: node, dismiss: close) }
        let shape = RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
        let panel = MenuRows(nodes: nodes)
            .padding(.vertical, MenuMetrics.verticalPadding)
            .frame(width: MenuMetrics.width)
            .presentationSurface(resolver.environment.platformTraits.menuMaterial, in: shape)
        let isContext = kind == .contextMenu
        return PresentationLayer(
            dimming: isContext ? PresentationMetrics.contextMenuDimming : 0, panel: AnyView(panel),
            frame: { sizeFor in
                let size = sizeFor(ProposedViewSize(width: MenuMetrics.width, height: nil))
                // A menu grows out of its button, covering it; a context menu sits under its preview.
                let gap = isContext ? MenuMetrics.previewGap : -geometry.source.height
                return PresentationAnchor.frame(
                    size: size, source: geometry.source, container: geometry.container, safeArea: geometry.safeArea,
                    gap: gap)
            }, liftsSource: isContext, backgroundRecede: isContext ? PresentationMetrics.contextMenuRecede : nil)
    }
}

/// A menu's rows: items one above another, sections apart by a band.
struct MenuRows: View {
    let nodes: [LayoutNode]

    var body: some View {
        let groups = Self.groups(nodes)
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<groups.count) { index in
                if index > 0 {
                    Rectangle().fill(Color(semantic: .quaternaryLabel).opacity(0.6))
                        .frame(height: MenuMetrics.sectionGap)
                        .padding(.vertical, 4)
                }
                ResolvedNodes(nodes: groups[index])
            }
        }
    }

    /// The items grouped by section: each `Section` is a group, and neighbouring loose items make
    /// one.
    static func groups(_ nodes: [LayoutNode]) -> [[LayoutNode]] {
        var groups: [[LayoutNode]] = []
        var loose: [LayoutNode] = []
        for node in nodes {
            if let section = node as? ListSectionNode {
                if !loose.isEmpty { groups.append(loose) }
                loose = []
                groups.append(section.header + section.rows)
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { groups.append(loose) }
        return groups
    }
}

/// A menu item: its label across the row, 44 pt tall, in the label color (red when destructive).
struct MenuItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
            .padding(.horizontal, MenuMetrics.rowMargin)
    }
}

/// A menu item's label: the icon in a column on the leading side, then the title.
struct MenuItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: MenuMetrics.iconGap) {
            configuration.icon.frame(width: MenuMetrics.iconWidth)
            configuration.title
        }
    }
}

struct InMenuKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set while a menu's items resolve, so sections group their items as menus do.
    var isInMenu: Bool {
        get { self[InMenuKey.self] }
        set { self[InMenuKey.self] = newValue }
    }
}
