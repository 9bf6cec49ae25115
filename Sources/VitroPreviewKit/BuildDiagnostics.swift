import Foundation

/// The compiler's diagnostics in `swift build`'s output, with the first error that is a cause
/// rather than a consequence.
public struct BuildDiagnostics: Sendable, Equatable {
    /// One diagnostic the compiler printed: where it points, how severe it is, and what it says.
    public struct Diagnostic: Sendable, Equatable {
        /// The source file's path; for one of a runner's symbolic links, the file it links to.
        public var file: String
        /// The line the diagnostic points at, counting from 1.
        public var line: Int
        /// The column the diagnostic points at, counting from 1.
        public var column: Int
        /// `error`, `warning` or `note`.
        public var severity: String
        /// The diagnostic's text, as the compiler printed it.
        public var message: String

        /// `file:line:column`, as the compiler writes a location.
        public var location: String { "\(file):\(line):\(column)" }
    }

    /// Each diagnostic once, in the order the compiler gave them.
    public var diagnostics: [Diagnostic]
    /// Other error lines (a linker's, the package manager's).
    public var otherErrors: [String]

    /// Reads `output`; files under a runner's symlinks are given as the files they link to.
    public init(output: String) {
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        var other: [String] = []
        for raw in output.split(separator: "\n") {
            let line = String(raw)
            if let d = Self.parse(line) {
                let key = "\(d.location) \(d.severity) \(d.message)"
                if seen.insert(key).inserted { diagnostics.append(d) }
            } else if line.hasPrefix("error:") || line.contains(": error:") {
                if seen.insert(line).inserted { other.append(line) }
            }
        }
        self.diagnostics = diagnostics
        self.otherErrors = other
    }

    /// `/path/File.swift:12:5: error: message`.
    static func parse(_ line: String) -> Diagnostic? {
        guard line.hasPrefix("/") else { return nil }
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let l = Int(location[location.count - 2]), let c = Int(location.last!) else {
                return nil
            }
            var file = location.dropLast(2).joined(separator: ":")
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: file) { file = target }
            return Diagnostic(
                file: file, line: l, column: c, severity: severity, message: String(line[marker.upperBound...]))
        }
        return nil
    }

    /// The diagnostics of severity `error`, in the order the compiler gave them.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == "error" } }

    /// The first error that is not one of the messages a wrong type upstream causes (such as
    /// "cannot infer contextual base", which follows an unknown or unsupported API); the
    /// first error when all are.
    public var firstCause: Diagnostic? {
        let consequences = [
            "cannot infer contextual base", "failed to produce diagnostic", "type of expression is ambiguous",
            "generic parameter", "could not be inferred",
        ]
        return errors.first { e in !consequences.contains { e.message.contains($0) } } ?? errors.first
    }

    /// The report `vitro preview` prints: every error with its location and the source line,
    /// then the first cause and where to read what Vitro supports.
    public func report(limit: Int = 30) -> String {
        var out: [String] = []
        for d in diagnostics.filter({ $0.severity != "warning" }).prefix(limit) {
            out.append("\(d.location): \(d.severity): \(d.message)")
            if let source = sourceLine(d) { out.append("    \(source)") }
        }
        out += otherErrors.prefix(10)
        if let first = firstCause {
            out.append("")
            out.append("first error: \(first.location): \(first.message)")
            if errors.count > 1 {
                out.append("(fix it first: the \(errors.count - 1) other errors may follow from it)")
            }
        }
        out.append("What Vitro supports, and what it does not: docs/SUPPORT.md")
        return out.joined(separator: "\n")
    }

    func sourceLine(_ d: Diagnostic) -> String? {
        guard let text = try? String(contentsOfFile: d.file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard d.line >= 1, d.line <= lines.count else { return nil }
        return lines[d.line - 1].trimmingCharacters(in: .whitespaces)
    }
}
