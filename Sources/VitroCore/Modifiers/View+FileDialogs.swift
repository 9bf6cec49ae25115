import Foundation

/// The file dialogs, as SwiftUI's `fileExporter`, `fileImporter` and `fileMover`: each presents
/// the system's document browser while its binding is true. A still render draws no system
/// dialog, so each is recorded on the view's node (with its content types) and the view draws
/// as it would without it.
extension View {
    /// Exports `document` as `contentType` through the system's dialog (recorded).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        record("fileExporter(\(contentType.identifier), presented: \(isPresented.wrappedValue))")
    }

    /// Exports a reference `document` as `contentType` through the system's dialog (recorded).
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        record("fileExporter(\(contentType.identifier), presented: \(isPresented.wrappedValue))")
    }

    /// Exports `document` as one of `contentTypes` through the system's dialog (recorded).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        record("fileExporter(\(contentTypes.map(\.identifier)), presented: \(isPresented.wrappedValue))")
    }

    /// Exports each of `documents` as `contentType` through the system's dialog (recorded).
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        record("fileExporter(\(contentType.identifier), documents: \(documents.count))")
    }

    /// Exports each of the reference `documents` as `contentType` through the system's dialog
    /// (recorded).
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument {
        record("fileExporter(\(contentType.identifier), documents: \(documents.count))")
    }

    /// Lets the user pick a file of `allowedContentTypes` through the system's dialog
    /// (recorded).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        record("fileImporter(\(allowedContentTypes.map(\.identifier)), presented: \(isPresented.wrappedValue))")
    }

    /// Lets the user pick one file, or several, of `allowedContentTypes` through the system's
    /// dialog (recorded).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        record("fileImporter(\(allowedContentTypes.map(\.identifier)), presented: \(isPresented.wrappedValue))")
    }

    /// Lets the user move `file` through the system's dialog (recorded).
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        record("fileMover(presented: \(isPresented.wrappedValue))")
    }
}
