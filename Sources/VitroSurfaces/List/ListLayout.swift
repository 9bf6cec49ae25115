import Foundation
@_spi(Nodes) import VitroCore

/// Draws a list's sections in its style around rows that are already resolved.
@MainActor
struct ListLayout {
    let style: ListStyleKind
    let sections: [ListSectionNode]
    /// Rows drawn selected (by node identity).
    let selected: Set<ObjectIdentifier>
    let environment: EnvironmentValues

    /// The list's background: the grouped background for grouped styles, the system background
    /// otherwise; none under `scrollContentBackground(.hidden)`.
    var background: Color? {
        if environment.scrollContentBackground == .hidden || environment.isInFloatingSidebar { return nil }
        return Color(semantic: style.isGrouped ? .systemGroupedBackground : .systemBackground)
    }

    /// The color of a section's card and its rows.
    var cardColor: Color {
        // A floating sidebar's glass is the list's background.
        if environment.isInFloatingSidebar { return .clear }
        return Color(semantic: style.isGrouped ? .secondarySystemGroupedBackground : .systemBackground)
    }

    /// The space between section `a` and the section `b` below it: a custom spacing as given;
    /// iOS 26's default by what the two sections end and start with (a card, a header or a
    /// footer: `ListMetrics`).
    func spacing(between a: ListSectionNode, and b: ListSectionNode) -> CGFloat {
        if let custom = environment.listSectionSpacing { return custom }
        if style == .plain { return 0 }
        switch (a.footer.isEmpty, b.header.isEmpty) {
        case (true, true): return ListMetrics.sectionSpacing
        case (true, false): return ListMetrics.spacingAboveHeader
        case (false, true): return ListMetrics.spacingBelowFooter
        case (false, false): return ListMetrics.spacingBelowFooterAboveHeader
        }
    }

    var view: some View {
        let count = sections.count
        // iOS 26 leaves 35 pt above a first section without a header; a header's own height
        // takes most of that room (ListPositionTests has both measurements).
        let top: CGFloat =
            style == .plain
            ? 0 : (sections.first?.header.isEmpty ?? true ? ListMetrics.topPadding : ListMetrics.topPaddingAboveHeader)
        return ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count) { index in
                    sectionView(sections[index])
                        .padding(.top, index == 0 ? 0 : spacing(between: sections[index - 1], and: sections[index]))
                }
            }
            .padding(.top, top)
            .padding(.bottom, style == .plain ? 0 : ListMetrics.sectionSpacing)
        }
        .background {
            if let background { background.ignoresSafeArea() }
        }
        .preference(key: ContainerBackgroundKey.self, value: background.map { ContainerBackground(color: $0) })
    }

    /// The horizontal margin of a section's card: a sidebar's rows (and their selection
    /// capsules) reach nearer the panel's sides.
    var margin: CGFloat {
        if style == .sidebar { return ListMetrics.sidebarSelectionInset }
        return style.hasCards ? ListMetrics.cardMargin : 0
    }

    func sectionView(_ section: ListSectionNode) -> AnyView {
        // `listSectionMargins(_:_:)` replaces the style's margin on the edges it names.
        let custom = environment.listSectionMargins
        let leading = custom[.leading] ?? margin
        let trailing = custom[.trailing] ?? margin
        let leadingText = leading + ListMetrics.rowInsets.leading
        let trailingText = trailing + ListMetrics.rowInsets.leading
        let radius = style.hasCards ? ListMetrics.sectionCornerRadius : 0
        let card = RoundedRectangle(cornerRadius: radius, style: .continuous)
        let cardView: AnyView
        if let rowSpacing = environment.listRowSpacing {
            // `listRowSpacing`: each row on its own card, the cards that far apart.
            let rows = section.rows
            cardView = AnyView(
                VStack(spacing: rowSpacing) {
                    ForEach(0..<rows.count) { index in
                        rowsView([rows[index]]).background(cardColor, in: card).clipShape(card).containerShape(card)
                    }
                }
                .padding(.leading, leading).padding(.trailing, trailing))
        } else {
            cardView = AnyView(
                rowsView(section.rows).background(cardColor, in: card).clipShape(card).containerShape(card)
                    .padding(.leading, leading).padding(.trailing, trailing))
        }
        return AnyView(
            VStack(alignment: .leading, spacing: 0) {
                if !section.header.isEmpty {
                    ResolvedNodes(nodes: section.header)
                        .padding(.leading, leadingText).padding(.trailing, trailingText)
                        .padding(.bottom, ListMetrics.headerGap)
                }
                cardView
                if !section.footer.isEmpty {
                    ResolvedNodes(nodes: section.footer)
                        .padding(.leading, leadingText).padding(.trailing, trailingText)
                        .padding(.top, ListMetrics.footerGap)
                }
            }
            .padding(.top, custom[.top] ?? 0).padding(.bottom, custom[.bottom] ?? 0))
    }

    /// The rows one above another with separators between them.
    func rowsView(_ rows: [LayoutNode]) -> some View {
        let separators = style != .sidebar
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows.count) { index in
                let row = rows[index]
                let insets = (PreferenceCollector.collect(ListRowInsetsKey.self, row) ?? nil) ?? ListMetrics.rowInsets
                let separator = (PreferenceCollector.collect(ListRowSeparatorKey.self, row) ?? nil) ?? .automatic
                let next =
                    index + 1 < rows.count
                    ? (PreferenceCollector.collect(ListRowSeparatorKey.self, rows[index + 1]) ?? nil) ?? .automatic
                    : .automatic
                rowView(row, insets: insets)
                if separators, index + 1 < rows.count, separator != .hidden, next != .hidden {
                    ListSeparator(
                        row: row, inset: insets.leading,
                        trailingInset: style.hasCards && environment.platform == .iOS ? insets.trailing : 0)
                }
            }
        }
    }

    /// A row with its edit controls while editing, slid aside over its swipe actions once
    /// swiped (see `EditModeRow` and `SwipeActionsRevealedRow`).
    func rowView(_ row: LayoutNode, insets: EdgeInsets) -> AnyView {
        let editing = PreferenceCollector.collect(ListRowEditKey.self, row) ?? nil
        let isEditing = environment.editMode?.wrappedValue.isEditing ?? false
        let content =
            if let editing, isEditing {
                AnyView(EditModeRow(row: ResolvedNodes(nodes: [row]), editing: editing))
            } else {
                AnyView(ResolvedNodes(nodes: [row]))
            }
        let resting = restingRow(content, row: row, insets: insets)
        let swiped = (PreferenceCollector.collect(ListRowSwipeKey.self, row) ?? []).first(where: \.isRevealed)
        guard let swiped, !isEditing else { return AnyView(resting) }
        return AnyView(SwipeActionsRevealedRow(row: resting, entry: swiped, background: cardColor))
    }

    func restingRow(_ content: AnyView, row: LayoutNode, insets: EdgeInsets) -> some View {
        let background = PreferenceCollector.collect(ListRowBackgroundKey.self, row) ?? nil
        let isSelected = selected.contains(ObjectIdentifier(row))
        return
            content
            .padding(insets)
            .frame(
                maxWidth: .infinity,
                minHeight: style == .sidebar
                    ? ListMetrics.sidebarRowHeight : ListMetrics.minimumRowHeight(on: environment.platform),
                alignment: .leading
            )
            .background {
                if let background {
                    // A row's own background replaces the selection highlight, as in SwiftUI: an
                    // app that sets one draws its selected row itself.
                    background.view
                } else if isSelected {
                    // The selected row: the system's gray highlight (an accent capsule in sidebars).
                    if style == .sidebar {
                        Capsule().fill(Color.accentColor.opacity(ListMetrics.sidebarSelectionOpacity))
                    } else {
                        Color(semantic: .systemFill)
                    }
                }
            }
    }
}

/// The background a container's content asks to be drawn edge to edge behind it (a list's
/// grouped gray), so a navigation stack paints it under its bars too.
struct ContainerBackgroundKey: PreferenceKey {
    static let defaultValue: ContainerBackground? = nil
    static func reduce(value: inout ContainerBackground?, nextValue: () -> ContainerBackground?) {
        // The first one wins, but one asked for with `containerBackground(_:for:)` wins over
        // a container's own.
        guard let current = value, current.isExplicit else {
            let next = nextValue()
            if value == nil || next?.isExplicit == true { value = next ?? value }
            return
        }
    }
}

struct ContainerBackground: @unchecked Sendable {
    /// What is drawn behind the container, edge to edge.
    let view: AnyView
    /// Set by `containerBackground(_:for:)`.
    var isExplicit = false

    init(color: Color) { view = AnyView(color) }
    init(view: AnyView, isExplicit: Bool) {
        self.view = view
        self.isExplicit = isExplicit
    }
}
