import Foundation

extension Color: Transferable {
    /// A color shares as its sRGB components and opacity, resolved in the default environment
    /// (as SwiftUI resolves standard and semantic colors for a transfer), encoded as JSON
    /// (recorded: Vitro exports nothing).
    public static var transferRepresentation: some TransferRepresentation<Color> {
        DataRepresentation<Color>(exportedContentType: .json, exporting: exportComponents)
    }

    /// The color's sRGB components and opacity as a JSON array.
    @Sendable static func exportComponents(_ color: Color) throws -> Data {
        let c = color.resolve(in: EnvironmentValues())
        return try JSONEncoder().encode([c.red, c.green, c.blue, c.opacity])
    }
}
