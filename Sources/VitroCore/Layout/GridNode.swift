import Foundation

/// Lays out a `Grid`: rows of cells in columns. A cell spans `gridCellColumns(_:)` columns;
/// a cell with `gridCellUnsizedAxes(_:)` does not size its column or row on those axes and
/// takes the size of its cell there. Each column is as wide as its widest one-column cell
/// (spanning cells widen their columns evenly when they need more), each row as tall as its
/// tallest sized cell; cells align by the grid's alignment. A view that is not in a `GridRow`
/// spans the whole row.
@MainActor
final class GridNode: LayoutNode {
    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    let rows: [[LayoutNode]]
    let cells: [[Cell]]
    let alignment: Alignment
    let hSpacing: CGFloat, vSpacing: CGFloat
    let columnCount: Int

    init(
        rows: [[LayoutNode]], isGridRow: [Bool]? = nil, alignment: Alignment, hSpacing: CGFloat, vSpacing: CGFloat,
        environment: EnvironmentValues
    ) {
        self.rows = rows
        self.alignment = alignment
        (self.hSpacing, self.vSpacing) = (hSpacing, vSpacing)
        let inRow = isGridRow ?? rows.map { $0.count > 1 }
        let spans = rows.map { row in row.map { max(1, GridNode.value(GridCellColumnsKey.self, of: $0)) } }
        let count = max(1, zip(spans, inRow).filter(\.1).map { $0.0.reduce(0, +) }.max() ?? 1)
        columnCount = count
        cells = rows.enumerated().map { r, row in
            guard inRow[r] else {
                // A view outside a GridRow spans every column.
                return row.map { Cell(node: $0, column: 0, span: count, unsized: []) }
            }
            var column = 0
            return row.enumerated().map { i, node in
                let span = min(spans[r][i], max(1, count - column))
                defer { column += span }
                return Cell(
                    node: node, column: min(column, count - 1), span: span,
                    unsized: GridNode.value(GridCellUnsizedAxesKey.self, of: node))
            }
        }
        super.init(environment: environment)
    }

    /// A grid value a cell set through its modifiers, or the key's default.
    static func value<K: LayoutValueKey>(_ key: K.Type, of node: LayoutNode) -> K.Value {
        var n: LayoutNode? = node
        while let current = n {
            if let v = current.attributes.layoutValues[ObjectIdentifier(key)] as? K.Value { return v }
            n = (current as? WrapperNode)?.child
        }
        return K.defaultValue
    }

    private func width(of cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        return widths[cell.column..<end].reduce(0, +) + CGFloat(max(0, end - cell.column - 1)) * hSpacing
    }

    /// Column widths and row heights: cells at their ideal sizes, flexible cells sharing what
    /// the proposal leaves.
    func metrics(_ p: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        let n = columnCount
        var widths = [CGFloat](repeating: 0, count: n)
        let all = cells.flatMap { $0 }
        for cell in all where cell.span == 1 && !cell.unsized.contains(.horizontal) {
            let w = cell.node.size(for: .unspecified).width
            if w.isFinite { widths[cell.column] = max(widths[cell.column], w) }
        }
        for cell in all where cell.span > 1 && cell.span < n && !cell.unsized.contains(.horizontal) {
            let need = cell.node.size(for: .unspecified).width - width(of: cell, widths)
            if need > 0, need.isFinite {
                for c in cell.column..<min(cell.column + cell.span, n) { widths[c] += need / CGFloat(cell.span) }
            }
        }
        if let w = p.width, w.isFinite {
            let total = widths.reduce(0, +) + CGFloat(n - 1) * hSpacing
            // Columns whose one-column cells can grow share the extra width.
            let flexible = (0..<n).filter { i in
                all.contains {
                    $0.column == i && $0.span == 1 && !$0.unsized.contains(.horizontal)
                        && $0.node.size(for: ProposedViewSize(width: .infinity, height: nil)).width > widths[i] + 0.5
                }
            }
            if total < w, !flexible.isEmpty {
                let extra = (w - total) / CGFloat(flexible.count)
                for i in flexible { widths[i] += extra }
            }
        }
        let heights = cells.map { row -> CGFloat in
            let sized = row.filter { !$0.unsized.contains(.vertical) }
            return (sized.isEmpty ? row : sized).map { cell in
                let h = cell.node.size(for: ProposedViewSize(width: width(of: cell, widths), height: nil)).height
                return h.isFinite ? h : 0
            }.max() ?? 0
        }
        return (widths, heights)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let (w, h) = metrics(p)
        return CGSize(
            width: w.reduce(0, +) + CGFloat(max(0, w.count - 1)) * hSpacing,
            height: h.reduce(0, +) + CGFloat(max(0, h.count - 1)) * vSpacing)
    }

    override func placeChildren(in rect: CGRect) {
        let (widths, heights) = metrics(ProposedViewSize(rect.size))
        var starts: [CGFloat] = []
        var x = rect.minX
        for w in widths {
            starts.append(x)
            x += w + hSpacing
        }
        var y = rect.minY
        for (r, row) in cells.enumerated() {
            for cell in row {
                let cellRect = CGRect(x: starts[cell.column], y: y, width: width(of: cell, widths), height: heights[r])
                let s = cell.node.size(for: ProposedViewSize(cellRect.size))
                var size = s
                if cell.unsized.contains(.horizontal) { size.width = cellRect.width }
                if cell.unsized.contains(.vertical) { size.height = cellRect.height }
                cell.node.place(
                    in: CGRect(
                        origin: alignment.origin(of: size, in: cellRect, direction: environment.layoutDirection),
                        size: size), within: placement)
            }
            y += heights[r] + vSpacing
        }
    }

    override func render(into list: inout [DisplayList.Item]) {
        for row in rows { for cell in row { cell.draw(into: &list) } }
    }

    override var kind: String { "Grid" }
    override var children: [LayoutNode] { rows.flatMap { $0 } }
}

/// How many columns a grid cell spans (`gridCellColumns(_:)`).
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }

/// The axes on which a grid cell does not size its row and column (`gridCellUnsizedAxes(_:)`).
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Makes the grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: count) }

    /// Keeps the grid cell from sizing its row or column on `axes`: there it takes the size of
    /// its cell (a divider or a color across a row, say).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }

    /// Where the grid cell's content sits in its cell (recorded: cells use the grid's alignment).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { record("gridCellAnchor") }

    /// The alignment of the grid column (recorded: cells use the grid's alignment).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { record("gridColumnAlignment") }
}
