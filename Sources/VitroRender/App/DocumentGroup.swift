import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A scene of documents, as SwiftUI's `DocumentGroup`. Its first window is the editor of a new
/// document (`newDocument`) in a navigation stack titled "Untitled", as iOS names a new
/// document. A viewer group has no new document to show: its first window would be the
/// system's document browser, which is not SwiftUI's to draw, and is left empty.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let window: @MainActor () -> AnyView

    var firstWindow: AnyView? {
        AnyView(
            NavigationStack {
                window().navigationTitle(DocumentGroupMetrics.untitled).navigationBarTitleDisplayMode(.inline)
            })
    }
}

/// The figures of a document window.
enum DocumentGroupMetrics {
    /// The name iOS gives a document before it is saved.
    static let untitled = "Untitled"
}

extension DocumentGroup where Document: FileDocument {
    /// A group of documents of type `Document`, each new one made by `newDocument` and edited
    /// in `editor`.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = { AnyView(FileDocumentWindow(document: newDocument(), isEditable: true, content: editor)) }
    }

    /// A group of read-only documents of type `Document`, shown in `viewer`.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = { AnyView(EmptyView()) }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group of documents of class `Document`, each new one made by `newDocument` and
    /// edited in `editor`.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = {
            AnyView(editor(ReferenceFileDocumentConfiguration(document: ObservedObject(wrappedValue: newDocument()))))
        }
    }

    /// A group of read-only documents of class `Document`, shown in `viewer`.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = { AnyView(EmptyView()) }
    }
}

/// The window of a value-type document: it keeps the document in state, so the editor's
/// binding writes it.
struct FileDocumentWindow<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let isEditable: Bool
    let content: (FileDocumentConfiguration<Document>) -> Content

    init(document: Document, isEditable: Bool, content: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(wrappedValue: document)
        self.isEditable = isEditable
        self.content = content
    }

    var body: some View {
        content(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: isEditable))
            .environment(\.documentConfiguration, DocumentConfiguration(fileURL: nil, isEditable: isEditable))
    }
}

/// A value-type document and where it is, as SwiftUI's `FileDocumentConfiguration`: what a
/// ``DocumentGroup``'s editor receives.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document: the editor's changes write it.
    @Binding public var document: Document
    /// The document's file, or nil for a new document not yet saved.
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// A class document and where it is, as SwiftUI's `ReferenceFileDocumentConfiguration`.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document: views observe its changes.
    @ObservedObject public var document: Document
    /// The document's file, or nil for a new document not yet saved.
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool

    init(document: ObservedObject<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// Where the current document is, as SwiftUI's `DocumentConfiguration` (the
/// `documentConfiguration` environment value).
public struct DocumentConfiguration: Sendable {
    /// The document's file, or nil for a new document not yet saved.
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool
}
