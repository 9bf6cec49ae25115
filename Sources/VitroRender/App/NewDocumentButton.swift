import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A button that creates a document, as SwiftUI's `NewDocumentButton`: labeled "Create
/// Document" as iOS labels it, or with the label given. A renderer opens no document: tapping
/// it does nothing.
public struct NewDocumentButton<Label: View>: View {
    let label: Text?

    /// The button's view: its label in a button.
    public var body: some View {
        Button {
        } label: {
            label ?? Text(verbatim: NewDocumentButtonMetrics.title)
        }
    }
}

/// The figures of a new-document button.
enum NewDocumentButtonMetrics {
    /// The label iOS gives a new-document button without one of its own.
    static let title = "Create Document"
}

extension NewDocumentButton where Label == Text {
    /// A button labeled `label` (or "Create Document") that creates a document of `contentType`.
    public init(_ label: Text? = nil, contentType: UTType? = nil) { self.label = label }

    /// A button that creates a document at the URL `prepareDocumentURL` gives.
    public init(
        _ label: Text? = nil, contentType: UTType? = nil,
        prepareDocumentURL: @escaping () async throws -> URL?
    ) {
        self.label = label
    }

    /// A button that creates a document of type `documentType` that `prepareDocument` makes.
    public init<D: FileDocument>(
        _ label: Text? = nil, for documentType: D.Type, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D?
    ) {
        self.label = label
    }
}
