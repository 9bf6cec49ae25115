import FlyingFox
import Foundation
import VitroPreviewKit

/// Answers the page's requests: `/` is the live page, `/socket` its WebSocket, anything else
/// a file of the output folder, or 404. Only GET and HEAD; no request body is read.
struct PreviewHTTPHandler: HTTPHandler {
    let folder: OutputFolder
    let page: @Sendable () async -> String
    let socket: WebSocketHTTPHandler
    let limiter: RequestLimiter
    let log: @Sendable (String) -> Void
    /// Requests announcing a larger body are refused (the server takes none).
    static let maxBody = 16 * 1024

    static func headers(_ type: String, cache: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.cacheControl] = cache
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        return headers
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard await limiter.enter() else { return HTTPResponse(statusCode: .serviceUnavailable) }
        defer { Task { await limiter.leave() } }
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed)
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maxBody {
            return HTTPResponse(statusCode: .payloadTooLarge)
        }
        let raw = request.target.path(percentEncoded: true)
        if raw == "/" || raw == "/index.html" {
            return HTTPResponse(
                statusCode: .ok, headers: Self.headers("text/html; charset=utf-8", cache: "no-store"),
                body: Data(await page().utf8))
        }
        if raw == "/socket" { return try await socket.handleRequest(request) }
        switch folder.resolve(rawPath: raw) {
        case .success(let file):
            guard let data = try? Data(contentsOf: file) else { return HTTPResponse(statusCode: .notFound) }
            return HTTPResponse(
                statusCode: .ok,
                headers: Self.headers(OutputFolder.contentType(of: file), cache: "no-cache"),
                body: request.method == .HEAD ? Data() : data)
        case .failure(let reason):
            if reason != .notAFile { log("refused \(raw.prefix(200)) (\(reason))") }
            return HTTPResponse(statusCode: .notFound)
        }
    }
}

/// Counts requests in flight; beyond the limit the server answers 503 at once.
actor RequestLimiter {
    let limit: Int
    private var active = 0
    init(limit: Int) { self.limit = limit }
    func enter() -> Bool {
        guard active < limit else { return false }
        active += 1
        return true
    }
    func leave() { active -= 1 }
}
