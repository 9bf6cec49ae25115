import Foundation
@_spi(Nodes) import VitroCore

/// Where a regular-width split view's columns went in its last placement, for the safe areas
/// of the columns (read while the columns are placed).
final class SplitGeometry: @unchecked Sendable {
    var contentInsets = EdgeInsets()
    var detailInsets = EdgeInsets()
    var sidebarInsets = EdgeInsets()
}

/// Lays a ``NavigationSplitView`` out: collapsed to a stack in a compact environment, columns
/// under a floating glass sidebar in a regular one.
@MainActor
struct SplitLayout {
    let hasContent: Bool
    let visibility: NavigationSplitViewVisibility.Kind
    let preferredCompactColumn: NavigationSplitViewColumn.Kind
    /// Writes the column visibility back: with it, the leading column's bar has iPadOS's
    /// sidebar toggle.
    var setVisibility: (@MainActor (NavigationSplitViewVisibility) -> Void)? = nil

    typealias Column = (ResolveContext) -> [LayoutNode]

    /// Whether the sidebar shows: every visibility but `detailOnly` for two columns; only `all`
    /// for three (the automatic and double-column layouts show content and detail).
    var showsSidebar: Bool {
        switch visibility {
        case .detailOnly: false
        case .all: true
        case .automatic, .doubleColumn: !hasContent
        }
    }

    /// Whether the content column shows.
    var showsContent: Bool { hasContent && visibility != .detailOnly }

    func nodes(
        _ context: ResolveContext, sidebar: @escaping Column, content: @escaping Column, detail: @escaping Column
    ) -> [LayoutNode] {
        if context.environment.horizontalSizeClass == .regular {
            return regular(context, sidebar: sidebar, content: content, detail: detail)
        }
        return compact(context, sidebar: sidebar, content: content, detail: detail)
    }

    /// One column in a stack: the preferred one, pushed (with a back button) unless it is the
    /// sidebar. A two-column view asked for its content shows its detail.
    func compact(_ context: ResolveContext, sidebar: Column, content: Column, detail: Column) -> [LayoutNode] {
        var column = preferredCompactColumn
        if column == .content && !hasContent { column = .detail }
        let inner = context.appending(.content)
        switch column {
        case .sidebar:
            return columnWithBar(isPushed: false, clearBackground: false, inner.appending(.index(0)), sidebar)
        case .content:
            return columnWithBar(isPushed: true, clearBackground: false, inner.appending(.index(1)), content)
        case .detail:
            return columnWithBar(isPushed: true, clearBackground: false, inner.appending(.index(2)), detail)
        }
    }

    /// The columns of a regular-width split view, laid out over the whole window: the detail
    /// (and content) columns extend under the floating sidebar, their safe areas keeping their
    /// content beside it.
    func regular(
        _ context: ResolveContext, sidebar: @escaping Column, content: @escaping Column, detail: @escaping Column
    ) -> [LayoutNode] {
        var sidebar = sidebar
        var content = content
        var detail = detail
        if let setVisibility {
            // The toggle sits in the sidebar's bar, or in the leading column's bar while hidden.
            if showsSidebar {
                sidebar = SidebarToggle.adding(to: sidebar, hides: true, set: setVisibility)
            } else if showsContent {
                content = SidebarToggle.adding(to: content, hides: false, set: setVisibility)
            } else {
                detail = SidebarToggle.adding(to: detail, hides: false, set: setVisibility)
            }
        }
        let env = context.environment
        let outer = env.safeAreaID
        let style = env.splitStyle
        let geometry = SplitGeometry()
        let region = ExtensionRegionBox()
        let inner = context.appending(.content)
        let showsSidebar = showsSidebar
        let showsContent = showsContent

        let sidebarBox = SafeAreaID()
        let sidebarContext = inner.appending(.index(0)).with {
            $0.isInFloatingSidebar = true
            $0.drawOnFloatingPanel()
            $0.safeAreaID = sidebarBox
            if $0.listStyleKind == nil { $0.listStyleKind = .sidebar }
        }
        // Widths come from the columns' content; the columns are resolved again under their bars.
        let sidebarNodes = sidebar(sidebarContext)
        let sidebarWidth =
            PreferenceCollector.value(SplitColumnWidthKey.self, in: sidebarNodes)?.resolved
            ?? SplitMetrics.sidebarWidth

        let contentBox = SafeAreaID()
        let contentContext = inner.appending(.index(1)).with { $0.safeAreaID = contentBox }
        let contentNodes = showsContent ? content(contentContext) : []
        let contentWidth =
            PreferenceCollector.value(SplitColumnWidthKey.self, in: contentNodes)?.resolved ?? SplitMetrics.contentWidth

        let detailBox = SafeAreaID()
        let detailContext = inner.appending(.index(2)).with {
            $0.safeAreaID = detailBox
            $0.extensionRegion = region
            $0.splitHostsInspector = true
        }
        // An inspector in the detail is the split view's trailing column.
        let detailNodes = detail(detailContext)
        let request = PreferenceCollector.value(InspectorRequestKey.self, in: detailNodes)
        // A `containerBackground(_:for: .navigationSplitView)` in any column is drawn behind
        // all of them, edge to edge, in place of their own backgrounds.
        let splitBackground = PreferenceCollector.value(
            SplitViewBackgroundKey.self, in: sidebarNodes + contentNodes + detailNodes)?.view
        let clearColumns = splitBackground != nil
        let inspector = request.map { InspectorPanel(inner.appending(.index(5)), regular: true, resolve: $0.resolve) }

        func column(
            _ resolve: Column, _ box: SafeAreaID, _ c: ResolveContext, clear: Bool,
            _ insets: KeyPath<SplitGeometry, EdgeInsets>
        ) -> LayoutNode {
            let bar = columnWithBar(isPushed: false, clearBackground: clear, c, resolve)
            return SafeAreaNode(
                child: c.node(ResolvedNodes(nodes: bar)), id: box, insets: { _ in geometry[keyPath: insets] },
                environment: c.environment)
        }

        var nodes: [LayoutNode] = [column(detail, detailBox, detailContext, clear: clearColumns, \.detailInsets)]
        if showsContent {
            nodes.append(column(content, contentBox, contentContext, clear: clearColumns, \.contentInsets))
            nodes.append(inner.appending(.index(3)).node(Rectangle().fill(Color(semantic: .separator))))
        }
        // The status bar follows the view beneath it (UIKit's view-controller-based status bar
        // appearance): with the sidebar shown, the sidebar's bar, which the time sits over.
        var statusScheme: ColorScheme?? = nil
        if showsSidebar {
            nodes.append(inner.appending(.index(4)).node(FloatingPanelGlass()))
            let sidebarColumn = column(sidebar, sidebarBox, sidebarContext, clear: true, \.sidebarInsets)
            nodes.append(sidebarColumn)
            statusScheme = .some(PreferenceCollector.value(StatusBarColorSchemeKey.self, in: [sidebarColumn]))
        }
        if let inspector {
            nodes.append(inspector.glass)
            nodes.append(inspector.content)
        }

        let frames: @MainActor (CGRect, Placement) -> [CGRect] = { r, placement in
            let o = placement.safeArea(outer)?.insets ?? EdgeInsets()
            let m = SplitMetrics.panelInset
            let panel = CGRect(x: r.minX + m, y: r.minY + m, width: sidebarWidth, height: max(0, r.height - 2 * m))
            let extent = showsSidebar ? m + sidebarWidth : 0
            let balanced = style == .balanced || (style == .automatic && r.width > r.height)
            var out: [CGRect] = []
            var x = r.minX
            var contentFrame = CGRect.zero
            if showsContent {
                contentFrame = CGRect(x: r.minX, y: r.minY, width: extent + contentWidth, height: r.height)
                geometry.contentInsets = EdgeInsets(
                    top: o.top, leading: o.leading + extent, bottom: o.bottom, trailing: 0)
                x = contentFrame.maxX
            }
            let detailFrame = CGRect(x: x, y: r.minY, width: max(0, r.maxX - x), height: r.height)
            let leading = showsContent ? 0 : o.leading + (balanced ? extent : 0)
            let trailing = o.trailing + (inspector?.trailingExtent ?? 0)
            geometry.detailInsets = EdgeInsets(top: o.top, leading: leading, bottom: o.bottom, trailing: trailing)
            geometry.sidebarInsets = EdgeInsets(
                top: max(0, o.top - m), leading: 0, bottom: max(0, o.bottom - m), trailing: 0)
            region.outer = detailFrame
            region.safe = detailFrame.inset(by: geometry.detailInsets)
            out.append(detailFrame)
            if showsContent {
                out.append(contentFrame)
                out.append(CGRect(x: contentFrame.maxX - 0.5, y: r.minY, width: 0.5, height: r.height))
            }
            if showsSidebar {
                out.append(panel)
                out.append(panel)
            }
            if let inspector {
                let frame = inspector.frame(in: r, outer: o)
                out.append(frame)
                out.append(frame)
            }
            return out
        }
        let root = SplitFramesNode(
            nodes: nodes, frames: frames, label: "NavigationSplitView", region: region, environment: env)
        return context.appending(.secondary).nodes(
            ResolvedNodes(nodes: [root])
                .background { if let splitBackground { splitBackground } }
                .ignoresSafeArea()
                .transformPreference(StatusBarColorSchemeKey.self) { value in
                    if let statusScheme { value = statusScheme }
                }
                // The status bar's time sits inside the floating sidebar's panel.
                .transformPreference(StatusBarContentInsetKey.self) { value in
                    if showsSidebar { value = SplitMetrics.panelInset }
                })
    }
}
