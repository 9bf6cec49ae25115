import Foundation
@_spi(Nodes) import VitroCore

/// A modifier of table rows, as SwiftUI's `_TableRowContentModifier`: what
/// `ModifiedContent` applies to table row content (``ItemProviderTableRowModifier``,
/// ``OnInsertTableRowModifier``).
@MainActor @preconcurrency
public protocol _TableRowContentModifier {}

/// The modifier `itemProvider(_:)` applies to table rows, as SwiftUI's
/// `ItemProviderTableRowModifier`: it keeps the closure that gives a dragged row's item
/// provider. The rows are drawn as without it (recorded: a still image shows no drag).
public struct ItemProviderTableRowModifier: _TableRowContentModifier {
    /// Gives the item provider of a dragged row; nil when the rows cannot be dragged.
    let action: (() -> NSItemProvider?)?
}

/// The modifier `onInsert(of:perform:)` applies to a table's dynamic rows, as SwiftUI's
/// `OnInsertTableRowModifier`: it keeps the content types the rows accept and the action that
/// inserts dropped items. The rows are drawn as without it (recorded: a still image shows no
/// drop).
public struct OnInsertTableRowModifier: _TableRowContentModifier {
    /// The types of items the rows accept.
    let supportedContentTypes: [UTType]
    /// Inserts the dropped items' providers at an offset among the rows.
    let action: (Int, [NSItemProvider]) -> Void
}

/// Table rows with a modifier applied, as SwiftUI's `ModifiedContent` of table row content:
/// the content's rows, which the modifier leaves as they are drawn.
extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    /// A row's value: the content's.
    public typealias TableRowValue = Content.TableRowValue

    /// The rows the table draws: the content's.
    public var tableRowBody: Content { content }
}

/// Dynamic table rows with a modifier applied: still made from the content's collection.
extension ModifiedContent: DynamicTableRowContent
where Content: DynamicTableRowContent, Modifier: _TableRowContentModifier {
    /// The collection the modified rows are made from: the content's.
    public var data: Content.Data { content.data }
}
