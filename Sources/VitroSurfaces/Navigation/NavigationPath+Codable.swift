import Foundation
@_spi(Nodes) import VitroCore

extension NavigationPath {
    /// A navigation path in a form that can be encoded, as SwiftUI's
    /// `NavigationPath.CodableRepresentation`: each element's type name and JSON.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// Each element's type name and its JSON, first to last.
        var elements: [Element]

        struct Element: Codable, Equatable, Sendable {
            let type: String
            let json: String
        }
    }

    /// The path in a form that can be encoded, or nil when an element is not `Codable`.
    public var codable: CodableRepresentation? {
        var out: [CodableRepresentation.Element] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for element in elements {
            guard let value = element.base as? any Encodable,
                let data = try? encoder.encode(value),
                let json = String(data: data, encoding: .utf8)
            else { return nil }
            out.append(.init(type: String(reflecting: type(of: element.base)), json: json))
        }
        return CodableRepresentation(elements: out)
    }
}
