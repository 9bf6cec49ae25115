import Foundation
@_spi(Nodes) import VitroCore

/// Rows of data in sections, as SwiftUI's `List`: drawn in the list style of the environment
/// (`listStyle(_:)`; inset grouped by default, iOS's default in a navigation stack).
///
/// A list fills the space it is offered and scrolls its content; rows are at least 52 pt tall
/// with separators inset to their text, and the rows outside any `Section` make a section of
/// their own. The figures are in `ListMetrics`.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// Whether a row's id is selected; nil when the list has no selection.
    let isSelected: (@MainActor (AnyHashable) -> Bool)?
    /// The ids of data-driven rows in order, for matching rows with the selection.
    let rowIDs: [AnyHashable]?

    init(content: Content, isSelected: (@MainActor (AnyHashable) -> Bool)?, rowIDs: [AnyHashable]?) {
        self.content = content
        self.isSelected = isSelected
        self.rowIDs = rowIDs
    }

    /// A list with a single selection: rows tagged or identified by the selected value are
    /// highlighted.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        let selected = selection?.wrappedValue
        self.init(
            content: content(), isSelected: { id in selected.map { AnyHashable($0) == id } ?? false }, rowIDs: nil)
    }

    /// A list with a multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        let selected = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        self.init(content: content(), isSelected: { selected.contains($0) }, rowIDs: nil)
    }

    /// A list of a row for each element of `data`, identified by `id`, with single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        let selected = selection?.wrappedValue
        self.init(
            content: ForEach(data, id: id, content: rowContent),
            isSelected: { id in selected.map { AnyHashable($0) == id } ?? false },
            rowIDs: data.map { AnyHashable($0[keyPath: id]) })
    }

    /// A list of a row for each identifiable element of `data`, with single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A list of a row for each element of `data`, identified by `id`, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        let selected = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        self.init(
            content: ForEach(data, id: id, content: rowContent), isSelected: { selected.contains($0) },
            rowIDs: data.map { AnyHashable($0[keyPath: id]) })
    }

    /// A list of a row for each identifiable element of `data`, with multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let style = context.environment.listStyleKind ?? .insetGrouped
        let inner = context.appending(.content).with {
            $0.isInList = true
            $0.listStyleKind = style
        }
        // Rows outside any section, and the rows of a data-driven list, make one section.
        var sections: [ListSectionNode] = []
        var loose: [LayoutNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(ListSectionNode(header: [], rows: loose, footer: [], environment: inner.environment))
            loose = []
        }
        for node in inner.with(SectionChrome.row).nodes(content) {
            if let section = node as? ListSectionNode {
                flush()
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        flush()
        let layout = ListLayout(
            style: style, sections: sections, selected: selectedRows(sections),
            environment: context.environment)
        return context.appending(.secondary).nodes(layout.view)
    }

    /// The rows that are selected (by node identity): a row's `tag(_:)` (a `ForEach` tags its
    /// rows with their ids), or for a data-driven list the id of its element.
    private func selectedRows(_ sections: [ListSectionNode]) -> Set<ObjectIdentifier> {
        guard let isSelected else { return [] }
        var out: Set<ObjectIdentifier> = []
        let byIndex = rowIDs.flatMap { ids in sections.count == 1 && sections[0].rows.count == ids.count ? ids : nil }
        for section in sections {
            for (index, row) in section.rows.enumerated() {
                guard let id = PickerOptions.tag(of: row) ?? byIndex?[index] else { continue }
                if isSelected(id) { out.insert(ObjectIdentifier(row)) }
            }
        }
        return out
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`'s rows and sections, without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), isSelected: nil, rowIDs: nil)
    }

    /// A list of a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), isSelected: nil, rowIDs: nil)
    }

    /// A list of a row for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, id: \.id, rowContent: rowContent)
    }

    /// A list of a row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), isSelected: nil, rowIDs: nil)
    }
}
