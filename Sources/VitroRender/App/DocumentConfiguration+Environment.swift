import Foundation
@_spi(Nodes) import VitroCore

/// The document configuration in the environment.
struct DocumentConfigurationKey: EnvironmentKey { static let defaultValue: DocumentConfiguration? = nil }

extension EnvironmentValues {
    /// Where the document this view edits is, as SwiftUI's `documentConfiguration`: set by a
    /// ``DocumentGroup``'s window for its editor; nil outside one.
    public var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}
