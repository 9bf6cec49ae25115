import Foundation
@_spi(Nodes) import VitroCore

/// What a ``Table`` draws from its resolved columns and rows: the columns with a header row
/// (regular width), or the first column as a list (compact width).
@MainActor
struct TableLayout {
    let columns: [TableColumnEntry]
    let rows: [TableRowEntry]
    let isSelected: (@MainActor (AnyHashable) -> Bool)?
    let showsHeaders: Bool

    func selected(_ row: TableRowEntry) -> Bool { !row.isDisabled && (isSelected?(row.id) ?? false) }

    /// iPhone: a list of each row's first column (SwiftUI drops the other columns in compact
    /// width; a header row spans the list as a section header would).
    var listView: some View {
        let first = columns.first
        return List {
            ForEach(rows.indices, id: \.self) { index in
                let row = rows[index]
                Group {
                    if let header = row.header {
                        header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                    } else if let first {
                        first.cell(row.value).padding(.leading, CGFloat(row.depth) * TableMetrics.indent)
                    }
                }
                .listRowBackground(selected(row) ? Color(semantic: .systemFill) : nil)
            }
        }
    }

    /// iPad and Mac: the header row of titles, a separator, and a row of cells per value, the
    /// columns sharing the width as their widths allow.
    var columnsView: some View {
        VStack(spacing: 0) {
            if showsHeaders {
                HStack(spacing: TableMetrics.columnSpacing) {
                    ForEach(columns.indices, id: \.self) { index in
                        sized(
                            columns[index].label.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                                .lineLimit(1),
                            columns[index])
                    }
                }
                .padding(TableMetrics.cellInsets)
                Divider()
            }
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(rows.indices, id: \.self) { index in
                        row(rows[index])
                        Divider().padding(.leading, TableMetrics.cellInsets.leading)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    private func row(_ row: TableRowEntry) -> some View {
        Group {
            if let header = row.header {
                header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                HStack(spacing: TableMetrics.columnSpacing) {
                    ForEach(columns.indices, id: \.self) { index in
                        sized(
                            columns[index].cell(row.value)
                                .padding(.leading, index == 0 ? CGFloat(row.depth) * TableMetrics.indent : 0),
                            columns[index])
                    }
                }
            }
        }
        .padding(TableMetrics.cellInsets)
        .frame(minHeight: TableMetrics.rowHeight)
        .background { if selected(row) { Color(semantic: .systemFill) } }
    }

    /// A header or cell in its column's width and alignment.
    private func sized<V: View>(_ view: V, _ column: TableColumnEntry) -> some View {
        let alignment = column.alignment.frameAlignment
        return Group {
            switch column.width {
            case .fixed(let width):
                view.frame(width: width, alignment: alignment)
            case .flexible(let min, let ideal, let max):
                view.frame(minWidth: min ?? 0, idealWidth: ideal, maxWidth: max ?? .infinity, alignment: alignment)
            }
        }
    }
}

/// The figures of a table's rows and columns.
enum TableMetrics {
    /// A row's height: UIKit's default table row height (`UITableView.rowHeight`), 44 pt.
    static let rowHeight: CGFloat = 44
    /// The padding of a row's cells: a list row's insets (`ListMetrics.rowInsets`), with 4 pt
    /// above and below as a row of one line of body text fills 44 pt.
    static let cellInsets = EdgeInsets(
        top: 4, leading: ListMetrics.rowInsets.leading, bottom: 4, trailing: ListMetrics.rowInsets.trailing)
    /// The gap between columns: a list row's leading inset.
    static let columnSpacing: CGFloat = ListMetrics.rowInsets.leading
    /// The indent of each level of an outline's rows: as a `DisclosureGroup` indents its content.
    static let indent: CGFloat = 20
}

/// Whether a table shows its header row (`tableColumnHeaders(_:)`).
struct TableColumnHeadersKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var tableColumnHeadersVisibility: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the header row of the tables in this view: `.hidden` draws the rows
    /// without the columns' titles.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environmentChange { $0.tableColumnHeadersVisibility = visibility }
    }
}
