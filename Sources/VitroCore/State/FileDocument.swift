import Foundation
import OpenCombine

/// A document an app keeps in a value type and reads from and writes to files, as SwiftUI's
/// `FileDocument`: what the file modifiers (`fileExporter`, say) take.
public protocol FileDocument {
    /// The content types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document writes; its readable types unless it says otherwise.
    static var writableContentTypes: [UTType] { get }
    /// The document read from a file.
    init(configuration: ReadConfiguration) throws
    /// The file the document writes.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types the document can be written as: its readable types unless it says otherwise.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document an app keeps in a class and reads from and writes to files, as SwiftUI's
/// `ReferenceFileDocument`: it writes a snapshot of itself.
public protocol ReferenceFileDocument: ObservableObject {
    /// What the document writes: a copy of its contents at one moment.
    associatedtype Snapshot
    /// The content types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document writes; its readable types unless it says otherwise.
    static var writableContentTypes: [UTType] { get }
    /// The document read from a file.
    init(configuration: ReadConfiguration) throws
    /// A snapshot of the document's contents to write as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file a snapshot writes.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The types the document can be written as: its readable types unless it says otherwise.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The content type of the file.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration reading `file` as `contentType`.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written with, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The content type to write.
    public let contentType: UTType
    /// The file as it is on disk, if it was saved before.
    public let existingFile: FileWrapper?

    /// A configuration writing as `contentType` over `existingFile`.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
