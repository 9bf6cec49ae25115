import Foundation

/// A type that can be shared, dragged or copied, as CoreTransferable's `Transferable` (which
/// SwiftUI re-exports). Vitro draws share and drag controls but moves no data, so the protocol
/// asks only for what conforming code writes: a `transferRepresentation`.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// How a `Transferable` type is represented, as CoreTransferable's `TransferRepresentation`.
public protocol TransferRepresentation<Item> {
    associatedtype Item
}

/// One representation of a transferable item (recorded: no data is exported).
public struct _TransferRepresentationValue<Item>: TransferRepresentation {
    init() {}
}

/// Builds a type's representations, as CoreTransferable's `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item> {
    public static func buildExpression<R: TransferRepresentation>(_ r: R) -> _TransferRepresentationValue<Item>
    where R.Item == Item {
        _TransferRepresentationValue()
    }
    public static func buildBlock(_ parts: _TransferRepresentationValue<Item>...) -> _TransferRepresentationValue<Item>
    {
        _TransferRepresentationValue()
    }
    public static func buildOptional(_ part: _TransferRepresentationValue<Item>?) -> _TransferRepresentationValue<Item>
    {
        _TransferRepresentationValue()
    }
    public static func buildEither(first: _TransferRepresentationValue<Item>) -> _TransferRepresentationValue<Item> {
        first
    }
    public static func buildEither(second: _TransferRepresentationValue<Item>) -> _TransferRepresentationValue<Item> {
        second
    }
}

/// A representation as data of a content type, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item>: TransferRepresentation {
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {}
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// A representation through `Codable`, as CoreTransferable's `CodableRepresentation`.
public struct CodableRepresentation<Item: Codable>: TransferRepresentation {
    public init(contentType: UTType) {}
    public init(for itemType: Item.Type, contentType: UTType) {}
}

/// A representation through another transferable value, as CoreTransferable's
/// `ProxyRepresentation`.
public struct ProxyRepresentation<Item, ProxyRepresentation: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {}
}

/// A representation as a file, as CoreTransferable's `FileRepresentation`.
public struct FileRepresentation<Item>: TransferRepresentation {
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}
    public init(
        exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {}
}

/// A file handed to a receiver, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) { self.file = file }
}

/// A file received from a sender, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation<String> {
        ProxyRepresentation<String, String>(exporting: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation<URL> {
        ProxyRepresentation<URL, URL>(exporting: { $0 })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation<Data> {
        DataRepresentation<Data>(exportedContentType: .data, exporting: { $0 })
    }
}

extension Never: Transferable {
    public static var transferRepresentation: some TransferRepresentation<Never> {
        DataRepresentation<Never>(exportedContentType: .data, exporting: exportNothing)
    }

    /// There is no value to export.
    @Sendable static func exportNothing(_ value: Never) -> Data {}
}
