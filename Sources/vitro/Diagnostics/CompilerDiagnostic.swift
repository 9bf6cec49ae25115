/// One diagnostic from the Swift compiler's output: `path:line:column: error: message`.
struct CompilerDiagnostic: Equatable, Sendable {
    enum Severity: String, Sendable {
        case error, warning, note
    }

    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String

    /// Reads one line of compiler output; nil if it is not a located diagnostic.
    init?(line text: Substring) {
        // The location is the last three colon-separated fields before " severity: ", so paths
        // with colons still read.
        for severity in [Severity.error, .warning, .note] {
            guard let marker = text.range(of: ": \(severity.rawValue): ") else { continue }
            let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { return nil }
            self.file = location.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            self.severity = severity
            self.message = String(text[marker.upperBound...])
            return
        }
        return nil
    }

    init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: error: message`, as the compiler wrote it.
    var text: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
