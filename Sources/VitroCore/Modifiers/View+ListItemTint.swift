import Foundation

/// The tint of a list item's content (its label's icon, say), as SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
    let color: Color

    /// A tint used whatever the system's own preference (sidebar items on macOS).
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// A tint the system may replace with its own; iOS keeps it.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// The items' content in gray, as a monochrome sidebar draws it.
    public static let monochrome = ListItemTint(color: Color(semantic: .secondaryLabel))
}

extension View {
    /// Tints this list item's content (`nil` keeps the inherited tint): the item's tint
    /// becomes the tint of the views inside.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        listItemTint(tint?.color)
    }

    /// Tints this list item's content with `tint` (`nil` keeps the inherited tint).
    public func listItemTint(_ tint: Color?) -> some View {
        environmentChange { if let tint { $0.tint = AnyShapeStyle(tint) } }
    }
}
