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
        let nodes = context.nodes(content)
        let rows = nodes.map { node -> [LayoutNode] in (node as? GridRowNode)?.cells ?? [node] }
        return [
            GridNode(
                rows: rows, isGridRow: nodes.map { $0 is GridRowNode }, alignment: alignment,
                hSpacing: horizontalSpacing ?? StackNode.defaultSpacing,
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
