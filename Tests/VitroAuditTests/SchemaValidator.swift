import Foundation

/// Validates JSON against a JSON schema with `Scripts/validate-json.py` (Python's jsonschema),
/// when Python and jsonschema are installed.
enum SchemaValidator {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Whether python3 with jsonschema is available.
    static let isAvailable: Bool = (try? run(["python3", "-c", "import jsonschema"]).status) == 0

    /// Validates `document` against the schema file; returns the validator's output and whether it passed.
    static func validate(_ document: Data, schema: URL) throws -> (ok: Bool, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-\(UUID().uuidString).json")
        try document.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run([
            "python3", root.appendingPathComponent("Scripts/validate-json.py").path, schema.path, file.path,
        ])
        return (result.status == 0, result.output)
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
