import FlyingFox
import Foundation
import VitroPreviewKit

/// What the open pages see: the images' records, the options they were rendered with, the
/// last build failure, and the pages' sockets.
actor LiveState {
    private(set) var previews: [RenderedPreview] = []
    private(set) var version = 0
    private(set) var options: PreviewOptions
    private(set) var failure: String?
    /// Whether patches were sent since the serving runner last wrote the images' files: a page
    /// that connects has the runner write them first.
    private(set) var isBehind = false
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    /// Pages beyond this many are refused (each holds a socket and a stream).
    static let maxClients = 16

    init(options: PreviewOptions) { self.options = options }

    func setOptions(_ options: PreviewOptions) { self.options = options }

    /// Replaces the records of `modules` (all when `nil`) with `fresh` and tells the pages.
    func update(_ fresh: [RenderedPreview], modules: Set<String>?) {
        if let modules {
            var kept = previews.filter { !modules.contains($0.module) }
            kept += fresh
            // File and line order, each preview's variants in the order rendered.
            let order = Dictionary(kept.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            previews = kept.sorted {
                ($0.module, $0.file, $0.line, order[$0] ?? 0) < ($1.module, $1.file, $1.line, order[$1] ?? 0)
            }
        } else {
            previews = fresh
        }
        version += 1
        failure = nil
        broadcast(updateMessage)
    }

    /// A live preview's image changed (a tap): `patches` are its frames at 60 a second, each
    /// the rows it changed; with none, its file was written again (the page loads it anew).
    func changed(_ record: RenderedPreview, patches: [PreviewPatch]) {
        version += 1
        struct Changed: Encodable {
            var type = "changed"
            var fileName: String?
            var patches: [PreviewPatch]
            var version: Int
        }
        if !patches.isEmpty { isBehind = true }
        let message = Changed(fileName: record.fileName, patches: patches, version: version)
        guard let data = try? JSONEncoder().encode(message) else { return }
        broadcast(String(decoding: data, as: UTF8.self))
    }

    /// The runner is about to write the images' files.
    func catchUp() { isBehind = false }

    /// Whether `name` is an image the pages were sent (only those can be tapped).
    func knows(_ name: String) -> Bool { previews.contains { $0.fileName == name } }

    func fail(_ report: String) {
        failure = report
        broadcast(Self.message(["type": "error", "report": report]))
    }

    func status(_ text: String) { broadcast(Self.message(["type": "status", "text": text])) }

    var updateMessage: String {
        let records = (try? JSONEncoder().encode(previews)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "{\"type\":\"update\",\"version\":\(version),\"previews\":\(records)}"
    }

    /// Adds a page; `nil` when there are too many.
    func connect() -> (UUID, AsyncStream<WSMessage>)? {
        guard clients.count < Self.maxClients else { return nil }
        let id = UUID()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(8))
        clients[id] = continuation
        continuation.yield(.text(updateMessage))
        if let failure { continuation.yield(.text(Self.message(["type": "error", "report": failure]))) }
        return (id, stream)
    }

    func disconnect(_ id: UUID) {
        clients.removeValue(forKey: id)?.finish()
    }

    private func broadcast(_ text: String) {
        for continuation in clients.values { continuation.yield(.text(text)) }
    }

    static func message(_ fields: [String: String]) -> String {
        (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
