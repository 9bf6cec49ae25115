import Foundation

/// A two-dimensional layout, as SwiftUI's `Grid`: rows of `GridRow`s whose cells line up in
/// columns. Each column is as wide as its widest cell, each row as tall as its tallest; cells
/// align by the grid's alignment. A view that is not in a `GridRow` spans the whole row.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid whose cells align by `alignment`, columns `horizontalSpacing` and rows
    /// `verticalSpacing` points apart (the defaults when `nil`).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let rows = context.nodes(content).map { node -> [LayoutNode] in
            (node as? GridRowNode)?.cells ?? [node]
        }
        return [
            GridNode(
                rows: rows, alignment: alignment, hSpacing: horizontalSpacing ?? StackNode.defaultSpacing,
                vSpacing: verticalSpacing ?? StackNode.defaultSpacing, environment: context.environment)
        ]
    }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of a grid, its cells aligned vertically by `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [GridRowNode(cells: context.nodes(content), environment: context.environment)]
    }
}

/// Carries a row's cells to the grid.
@MainActor
final class GridRowNode: LayoutNode {
    let cells: [LayoutNode]
    package init(cells: [LayoutNode], environment: EnvironmentValues) {
        self.cells = cells
        super.init(environment: environment)
    }
    package override var children: [LayoutNode] { cells }
}

@MainActor
final class GridNode: LayoutNode {
    let rows: [[LayoutNode]]
    let alignment: Alignment
    let hSpacing: CGFloat, vSpacing: CGFloat

    package init(
        rows: [[LayoutNode]], alignment: Alignment, hSpacing: CGFloat, vSpacing: CGFloat, environment: EnvironmentValues
    ) {
        self.rows = rows
        self.alignment = alignment
        (self.hSpacing, self.vSpacing) = (hSpacing, vSpacing)
        super.init(environment: environment)
    }

    var columnCount: Int { rows.filter { $0.count > 1 }.map(\.count).max() ?? 1 }

    /// Column widths and row heights: cells at their ideal sizes, flexible cells sharing what
    /// the proposal leaves.
    func metrics(_ p: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        let n = columnCount
        var widths = [CGFloat](repeating: 0, count: n)
        for row in rows where row.count > 1 || n == 1 {
            for (i, cell) in row.enumerated() where i < n {
                widths[i] = max(widths[i], cell.size(for: .unspecified).width)
            }
        }
        if let w = p.width, w.isFinite {
            let total = widths.reduce(0, +) + CGFloat(n - 1) * hSpacing
            // Cells that can grow share the extra width.
            let flexible = (0..<n).filter { i in
                rows.contains {
                    $0.count > i && $0.count > 1
                        && $0[i].size(for: ProposedViewSize(width: .infinity, height: nil)).width > widths[i] + 0.5
                }
            }
            if total < w, !flexible.isEmpty {
                let extra = (w - total) / CGFloat(flexible.count)
                for i in flexible { widths[i] += extra }
            }
        }
        let heights = rows.map { row -> CGFloat in
            if row.count == 1 && n > 1 {
                return row[0].size(
                    for: ProposedViewSize(width: widths.reduce(0, +) + CGFloat(n - 1) * hSpacing, height: nil)
                ).height
            }
            return row.enumerated().map { i, cell in
                cell.size(for: ProposedViewSize(width: widths[min(i, n - 1)], height: nil)).height
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
        let totalWidth = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * hSpacing
        var y = rect.minY
        for (r, row) in rows.enumerated() {
            var x = rect.minX
            if row.count == 1 && widths.count > 1 {
                let cellRect = CGRect(x: x, y: y, width: totalWidth, height: heights[r])
                let s = row[0].size(for: ProposedViewSize(cellRect.size))
                row[0].place(in: CGRect(origin: alignment.origin(of: s, in: cellRect), size: s))
            } else {
                for (i, cell) in row.enumerated() {
                    let w = widths[min(i, widths.count - 1)]
                    let cellRect = CGRect(x: x, y: y, width: w, height: heights[r])
                    let s = cell.size(for: ProposedViewSize(cellRect.size))
                    cell.place(
                        in: CGRect(
                            origin: alignment.origin(of: s, in: cellRect, direction: environment.layoutDirection),
                            size: s))
                    x += w + hSpacing
                }
            }
            y += heights[r] + vSpacing
        }
    }

    override func render(into list: inout [DisplayList.Item]) {
        for row in rows { for cell in row { cell.draw(into: &list) } }
    }

    override var kind: String { "Grid" }
    package override var children: [LayoutNode] { rows.flatMap { $0 } }
}
