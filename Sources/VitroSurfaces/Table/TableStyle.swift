import Foundation
@_spi(Nodes) import VitroCore

/// How a table looks, as SwiftUI's `TableStyle`. On iPadOS and iOS the automatic style is the
/// inset style, the one Vitro draws; Mac's bordered style is not on iOS.
public protocol TableStyle {
    /// The view a style makes of a table.
    associatedtype Body: View
    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration
    /// The view of a table in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a table that a ``TableStyle`` makes its view of (SwiftUI's is opaque).
public struct TableStyleConfiguration {}

/// The platform's table style: inset on iPadOS.
public struct AutomaticTableStyle: TableStyle {
    /// The style.
    public init() {}
    /// The table as the table draws it.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Rows inset from the table's edges, as SwiftUI's `InsetTableStyle`.
public struct InsetTableStyle: TableStyle {
    /// The style.
    public init() {}
    /// The table as the table draws it.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style: inset on iPadOS and iOS.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// The style of the tables in this view. iOS's two styles, `.automatic` and `.inset`, draw
    /// the same table, which is what Vitro draws for either.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
