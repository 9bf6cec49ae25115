import Foundation

/// The one folder the preview server serves, and the check every request path passes.
public struct OutputFolder: Sendable {
    /// The folder, its symbolic links resolved.
    public let root: URL

    /// Serves `folder`; its path is standardized and its symbolic links are resolved here, once.
    public init(_ folder: URL) {
        root = folder.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// Why a path was refused, for the log.
    public enum Refusal: Error, Equatable, Sendable {
        /// A `.` or `..` component, or an empty one (`a//b`).
        case traversal
        /// No leading slash, or a second one (`//etc`, or `/%2Fetc` once decoded).
        case absolute
        /// An encoded path that holds `..` once decoded, or still holds `%` (a double encoding).
        case encodedTraversal
        /// A path that leads out of the folder once its symbolic links are resolved.
        case outside
        /// Nothing at the path, or a folder: only regular files are served.
        case notAFile
        /// Percent-encoding that does not decode, a backslash or a NUL.
        case badCharacters
    }

    /// The file a request's raw path (as sent, percent-encoded) names in the folder, or why
    /// not: `..` in any spelling, a second leading slash, a backslash or NUL, and a link that
    /// leads out of the folder are refused; only regular files are served.
    public func resolve(rawPath: String) -> Result<URL, Refusal> {
        var path = rawPath
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
        guard path.hasPrefix("/") else { return .failure(.absolute) }
        path.removeFirst()
        if path.isEmpty { path = "index.html" }
        guard !path.hasPrefix("/") else { return .failure(.absolute) }
        // Once decoded; a name still holding `%` after that (a double encoding) is refused too.
        guard let decoded = path.removingPercentEncoding else { return .failure(.badCharacters) }
        if decoded != path, decoded.contains("%") || decoded.contains("..") { return .failure(.encodedTraversal) }
        guard !decoded.contains("\0"), !decoded.contains("\\") else { return .failure(.badCharacters) }
        guard !decoded.hasPrefix("/") else { return .failure(.absolute) }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return .failure(.traversal) }
        let file = root.appendingPathComponent(decoded).resolvingSymlinksInPath()
        guard file.path.hasPrefix(root.path + "/") else { return .failure(.outside) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return .failure(.notAFile) }
        return .success(file)
    }

    /// The content type for a file served from the folder.
    public static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "png": "image/png"
        case "html": "text/html; charset=utf-8"
        case "json": "application/json"
        case "js": "text/javascript"
        case "css": "text/css"
        default: "application/octet-stream"
        }
    }
}
