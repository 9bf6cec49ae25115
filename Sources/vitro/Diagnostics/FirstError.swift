/// The error to read first in a failed build's output.
///
/// When a modifier Vitro lacks breaks a chain (`.foo().padding(.horizontal)`), the compiler
/// cannot type the rest of the chain and reports an error on every later line —
/// `cannot infer contextual base in reference to member 'horizontal'` and its kin — that say
/// nothing of the cause. The cause is the first error that is not one of those.
enum FirstError {
    /// Messages that follow from an earlier error rather than state one of their own.
    static let cascadeMessages = [
        "cannot infer contextual base in reference to member",
        "cannot infer type of closure parameter",
        "unable to infer complex closure return type",
        "generic parameter 'Content' could not be inferred",
        "the compiler is unable to type-check this expression in reasonable time",
    ]

    /// Where a user reads what Vitro implements.
    static let supportTable = "docs/SUPPORT.md"

    /// Every located error in `output`, each once (a build may print one several times), in
    /// the order printed.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var seen = Set<String>()
        var out: [CompilerDiagnostic] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let d = CompilerDiagnostic(line: line), d.severity == .error, seen.insert(d.text).inserted else {
                continue
            }
            out.append(d)
        }
        return out
    }

    /// Whether an error is one that follows from an earlier one.
    static func isCascade(_ d: CompilerDiagnostic) -> Bool {
        cascadeMessages.contains { d.message.contains($0) }
    }

    /// The error to read first: the first printed that is not a cascade, else the first in
    /// source order; nil if the output holds no located error.
    static func first(in output: String) -> CompilerDiagnostic? {
        let all = errors(in: output)
        return all.first { !isCascade($0) }
            ?? all.min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// A short note for a user: the first error, how many after it follow from it, and where
    /// to look up what Vitro implements; nil if the output holds no located error.
    static func summary(of output: String) -> String? {
        guard let first = first(in: output) else { return nil }
        let cascades = errors(in: output).filter { $0 != first && isCascade($0) }.count
        var lines = ["The first error to fix:", "  \(first.text)"]
        if cascades > 0 {
            lines.append(
                "The \(cascades) 'cannot infer …' error\(cascades == 1 ? "" : "s") after it follow from it; fix it first."
            )
        }
        lines.append(
            "If it names a modifier, view or style SwiftUI has, \(supportTable) says whether Vitro implements it.")
        return lines.joined(separator: "\n")
    }
}
