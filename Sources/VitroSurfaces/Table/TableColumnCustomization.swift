import Foundation
@_spi(Nodes) import VitroCore

/// The visibility and order of a table's columns as a person customized them, as SwiftUI's
/// `TableColumnCustomization`: a table hides a column whose `customizationID` it marks hidden.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    var visibility: [String: Visibility.Stored] = [:]

    /// No customization: every column as its table declares it.
    public init() {}

    /// The visibility of the column with the customization identifier `id`.
    public subscript(visibility id: String) -> Visibility {
        get { visibility[id]?.value ?? .automatic }
        set { visibility[id] = Visibility.Stored(newValue) }
    }

    /// Puts the columns back in the order the table declares them (recorded: a customization
    /// keeps no order of its own).
    public mutating func resetOrder() {}
}

extension Visibility {
    /// A visibility as a customization stores it.
    enum Stored: String, Equatable, Sendable, Codable {
        case automatic, visible, hidden
        init(_ visibility: Visibility) {
            switch visibility {
            case .automatic: self = .automatic
            case .visible: self = .visible
            case .hidden: self = .hidden
            }
        }
        var value: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }
}

/// The customizations a person can make to a table column, as SwiftUI's
/// `TableColumnCustomizationBehavior`.
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    /// The customizations, one bit each.
    public var rawValue: Int
    /// The customizations of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No customization.
    public init() { rawValue = 0 }
    /// Reordering the column.
    public static var reorder: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 1) }
    /// Resizing the column.
    public static var resize: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 2) }
    /// Hiding and showing the column.
    public static var visibility: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 4) }
    /// Every customization.
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 7) }
}
