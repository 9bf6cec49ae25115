import Foundation
@_spi(Nodes) import VitroCore

/// The figures of iOS 26's navigation bar.
enum NavigationBarMetrics {
    /// The bar's row (points): UIKit's standard navigation bar height.
    static let barHeight: CGFloat = 44
    /// The large title's row under the bar (points): UIKit's large-title bar is 96 pt, the 44 pt
    /// bar and 52 pt for the title.
    static let largeTitleHeight: CGFloat = 52
    /// The margin between the bar's content and the screen edges (points), the compact layout
    /// margin.
    static let margin: CGFloat = 16
    /// The height of a toolbar glass capsule (points): the 44 pt minimum hit target.
    static let capsuleHeight: CGFloat = 44
    /// The space kept above the bar's glass items when no status bar is above them (points): a
    /// capsule's shadow reaches about this far beyond its edge.
    static let edgeClearance: CGFloat = 8
    /// The space between separate capsules (points).
    static let capsuleSpacing: CGFloat = 8
    /// A Mac window's unified title bar and toolbar (points), which holds the navigation title
    /// and toolbar items: `Device.mac`'s top safe area.
    static let macTitlebarHeight: CGFloat = 52
    /// Where a Mac window's title starts (points from the window's leading edge): after the
    /// close, minimize and zoom buttons (the last ends at 66 pt) and a 14 pt gap.
    static let macTitleLeading: CGFloat = 80
}

/// Draws a navigation stack's top view under its bar.
@MainActor
struct NavigationBar {
    let content: [LayoutNode]
    let isPushed: Bool
    /// Pops the top view (the back button's action).
    var pop: (@MainActor () -> Void)? = nil
    let environment: EnvironmentValues

    var view: AnyView {
        let title = PreferenceCollector.value(NavigationTitleKey.self, in: content)
        let hasTitleMenu = PreferenceCollector.value(TitleMenuKey.self, in: content)
        let mode = PreferenceCollector.value(TitleDisplayModeKey.self, in: content) ?? .automatic
        let hidden = PreferenceCollector.value(HiddenBarsKey.self, in: content)
        let entries = PreferenceCollector.value(ToolbarItemsKey.self, in: content).filter { !$0.isHidden }
        let background = PreferenceCollector.value(ContainerBackgroundKey.self, in: content)?.view
        let barBackground = PreferenceCollector.value(ToolbarBackgroundKey.self, in: content)
        let showsBar = !hidden.contains(.navigationBar)
        // A stack's automatic bar is its navigation bar; the bottom toolbar only when named.
        let schemes = PreferenceCollector.value(ToolbarColorSchemeKey.self, in: content)
        let barScheme = schemes.scheme(for: .navigationBar, isAutomatic: true)
        let bottomScheme = schemes.scheme(for: .bottomBar, isAutomatic: false)
        // Scrolled content collapses a large title into the bar.
        let isScrolled = (PreferenceCollector.value(ScrollOffsetKey.self, in: content)?.y ?? 0) > 0.5
        let isLarge = showsBar && title != nil && (mode.isLarge ?? !isPushed) && !isScrolled
        let search = SearchBarPlacement.take(environment: environment, content: content, isScrolled: isScrolled)
        // A Mac window shows the title and toolbar in its title bar, above the content: no bar
        // of their own below it, and no large title (macOS has none).
        if environment.platform == .macOS, showsBar {
            return AnyView(macWindowBar(title: title, entries: entries, search: search, background: background))
        }
        let drawer = showsBar && search?.placement == .drawer ? search?.configuration : nil
        // At the top of a render with no safe area (a view rendered without a device, so no
        // status bar above the bar), the bar keeps its glass items off the image's top edge.
        let atRenderRoot = environment.safeAreaID.map { $0 == .root } ?? true
        let clearance =
            showsBar && atRenderRoot && environment.safeAreaInsets.top < 1 ? NavigationBarMetrics.edgeClearance : 0
        let top =
            showsBar
            ? clearance + NavigationBarMetrics.barHeight + (isLarge ? NavigationBarMetrics.largeTitleHeight : 0)
                + (drawer.map(SearchBarPlacement.drawerExtent) ?? 0) : 0
        PreferenceCollector.value(ScrollUnderBarKey.self, in: content)?.bar = top
        let bottom = entries.filter { $0.placement.slot == .bottom }
        let leading = entries.filter { $0.placement.slot == .leading }
        let trailing = entries.filter { $0.placement.slot == .trailing }
        let principal = entries.first { $0.placement.slot == .principal }
        let isPushed = isPushed
        let back = ToolbarEntry.backButton(pop: pop)
        return AnyView(
            ZStack(alignment: .top) {
                // Several views at a stack's root are laid out as a root view's are: stacked
                // vertically (an implicit VStack), not on top of each other.
                Group {
                    if content.count > 1 {
                        VStack { ResolvedNodes(nodes: content) }
                    } else {
                        ResolvedNodes(nodes: content)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: top) }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    if let search, search.placement == .bottom || search.placement == .bottomButton {
                        SearchBarRows.bottom(search.configuration, placement: search.placement, items: bottom)
                            .padding(.horizontal, NavigationBarMetrics.margin)
                            .background(alignment: .bottom) { bottomEdge }
                            .environment(\.colorScheme, bottomScheme ?? environment.colorScheme)
                    } else if !bottom.isEmpty {
                        ToolbarRow(leading: [], trailing: bottom, centered: true)
                            .padding(.horizontal, NavigationBarMetrics.margin)
                            .background(alignment: .bottom) { bottomEdge }
                            .environment(\.colorScheme, bottomScheme ?? environment.colorScheme)
                    }
                }
                if showsBar {
                    // The edge effect backs the bar: it takes the bar's scheme, so a dark bar
                    // darkens what passes beneath it rather than washing it white.
                    ScrollEdgeEffectView(top: content, environment: environment, height: top)
                        .environment(\.colorScheme, barScheme ?? environment.colorScheme)
                    VStack(alignment: .leading, spacing: 0) {
                        ZStack {
                            HStack(spacing: NavigationBarMetrics.capsuleSpacing) {
                                ToolbarRow(
                                    leading: (isPushed ? [back] : []) + leading, trailing: trailing,
                                    centered: false)
                                if let search, search.placement == .trailing || search.placement == .trailingButton {
                                    SearchBarRows.trailing(search.configuration, placement: search.placement)
                                }
                            }
                            if let search, search.placement == .principal {
                                SearchField(configuration: search.configuration, style: .glass)
                                    .frame(maxWidth: SearchFieldMetrics.regularWidth)
                            } else if let principal, case .group(let views) = principal.kind {
                                HStack(spacing: 0) { ForEach(0..<views.count) { views[$0] } }
                            } else if let title, !isLarge {
                                HStack(spacing: TitleMenuMetrics.spacing) {
                                    Text(title).font(.headline).lineLimit(1)
                                    if hasTitleMenu {
                                        Image(systemName: TitleMenuMetrics.symbol).font(.footnote.bold())
                                    }
                                }
                                .padding(.horizontal, 100)
                            }
                        }
                        .frame(height: NavigationBarMetrics.barHeight)
                        if isLarge, let title {
                            HStack(spacing: TitleMenuMetrics.spacing) {
                                Text(title).font(.largeTitle.bold()).lineLimit(1)
                                if hasTitleMenu { Image(systemName: TitleMenuMetrics.symbol).font(.title3.bold()) }
                            }
                            .frame(height: NavigationBarMetrics.largeTitleHeight, alignment: .leading)
                        }
                        if let drawer { SearchBarRows.drawer(drawer) }
                    }
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .padding(.top, clearance)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background {
                        if let barBackground, barBackground.visibility != .hidden, let style = barBackground.style {
                            Rectangle().fill(style).ignoresSafeArea(edges: .top)
                        }
                    }
                    // toolbarColorScheme(_:for:): the title, the items' glass and ink, and the
                    // bar's background in the scheme asked for.
                    .environment(\.colorScheme, barScheme ?? environment.colorScheme)
                }
            }
            .background {
                (background ?? AnyView(Color(semantic: .systemBackground))).ignoresSafeArea()
            }
            .preference(key: NavigationBarShownKey.self, value: true)
            // The status bar follows a bar drawn in a scheme of its own (a stack nearer the
            // content, drawn first, has already decided).
            .transformPreference(StatusBarColorSchemeKey.self) { value in
                if showsBar { value = value ?? barScheme }
            })
    }

    /// The title and toolbar items in a Mac window's title bar: a pushed view's back button and
    /// the title in 15 pt bold after the window buttons, the items at the trailing end, the
    /// content below the title bar undivided by a bar of its own.
    func macWindowBar(
        title: String?, entries: [ToolbarEntry],
        search: (configuration: SearchConfiguration, placement: SearchBarPlacement)?, background: AnyView?
    ) -> some View {
        let trailing = entries.filter { $0.placement.slot != .bottom && $0.placement.slot != .principal }
        let back = isPushed ? [ToolbarEntry.backButton(pop: pop)] : []
        return ResolvedNodes(nodes: content)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .top) {
                HStack(spacing: NavigationBarMetrics.capsuleSpacing) {
                    if !back.isEmpty { ToolbarRow(leading: back, trailing: [], centered: false).fixedSize() }
                    if let title {
                        Text(title).font(.system(size: 15, weight: .bold)).lineLimit(1)
                    }
                    Spacer(minLength: 0)
                    ToolbarRow(leading: [], trailing: trailing, centered: false).fixedSize()
                    if let search {
                        // A Mac puts search in the toolbar's trailing end, whatever the placement.
                        SearchBarRows.trailing(
                            search.configuration,
                            placement: search.placement == .trailingButton ? .trailingButton : .trailing)
                    }
                }
                .padding(.leading, NavigationBarMetrics.macTitleLeading)
                .padding(.trailing, NavigationBarMetrics.margin)
                .frame(height: NavigationBarMetrics.macTitlebarHeight)
                .offset(y: -NavigationBarMetrics.macTitlebarHeight)
            }
            .background { (background ?? AnyView(Color(semantic: .systemBackground))).ignoresSafeArea() }
            .preference(key: NavigationBarShownKey.self, value: true)
    }
}

extension NavigationBar {
    /// The scroll edge effect under a bottom toolbar, over its row and the home indicator's
    /// safe area.
    var bottomEdge: ScrollEdgeEffectView {
        let settings = environment.scrollEdgeEffectSettings.merged(
            over: PreferenceCollector.value(ScrollEdgeEffectPreferenceKey.self, in: content))
        let effect = ScrollEdgeEffect.bottom(
            offset: PreferenceCollector.value(ScrollOffsetKey.self, in: content), settings: settings,
            edition: environment.paletteEdition)
        return ScrollEdgeEffectView(
            effect: effect, height: NavigationBarMetrics.capsuleHeight, edge: .bottom, insideSafeArea: true)
    }
}

extension ToolbarEntry {
    /// The back button of a pushed view: a chevron in its own glass circle, labeled "Back";
    /// tapping it pops.
    @MainActor
    static func backButton(pop: (@MainActor () -> Void)?) -> ToolbarEntry {
        ToolbarEntry(
            placement: .topBarLeading,
            kind: .group([
                AnyView(
                    Button(action: { pop?() }) {
                        Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                    }
                    .accessibilityLabel("Back"))
            ]))
    }
}
