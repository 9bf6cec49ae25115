import Foundation
import VitroBase

/// The findings of an audit over one or more previews, as a readable report, JSON or SARIF,
/// and the severity a CI gate reads.
public struct AuditReport: Sendable {
    /// The audited previews (or views), in the order they were audited.
    public var previews: [PreviewAudit]

    /// A report of `previews`.
    public init(previews: [PreviewAudit]) { self.previews = previews }

    /// Every finding of every preview.
    public var findings: [LegibilityFinding] { previews.flatMap(\.findings) }

    /// The most severe finding's severity, or nil when nothing was found.
    public var worstSeverity: LegibilityFinding.Severity? { findings.map(\.severity).max() }

    /// Whether a finding is at least `severity` (what `--fail-on` checks).
    public func fails(at severity: LegibilityFinding.Severity) -> Bool {
        findings.contains { $0.severity >= severity }
    }

    /// A readable report, grouped by preview and appearance.
    public var text: String {
        var out = ""
        for preview in previews {
            let place = preview.file.map { " (\($0)\(preview.line.map { ":\($0)" } ?? ""))" } ?? ""
            out += "\(preview.name)\(place)\n"
            for render in preview.renders {
                let counts = LegibilityFinding.Severity.allCases.reversed().map { s in
                    (s, render.findings.filter { $0.severity == s }.count)
                }.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)\($0.1 == 1 ? "" : "s")" }
                out += "  \(render.appearance): \(counts.isEmpty ? "no findings" : counts.joined(separator: ", "))\n"
                for f in render.findings {
                    out += "    \(f.severity.rawValue): [\(f.rule.rawValue)] \(f.message)\n"
                    out +=
                        "      at \(AuditEngine.fmt(f.frame.minX)),\(AuditEngine.fmt(f.frame.minY)) \(AuditEngine.fmt(f.frame.width))×\(AuditEngine.fmt(f.frame.height)) pt in \(f.element.treePath)\n"
                }
            }
        }
        let all = findings
        out +=
            "\n\(previews.count) preview\(previews.count == 1 ? "" : "s"): "
            + LegibilityFinding.Severity.allCases.reversed().map { s in
                "\(all.filter { $0.severity == s }.count) \(s)\(all.filter { $0.severity == s }.count == 1 ? "" : "s")"
            }.joined(separator: ", ") + "\n"
        return out
    }

    /// The findings as JSON: `{"previews": [{"name", "file", "line", "findings": [...]}]}`.
    public func json() throws -> Data {
        struct Preview: Encodable {
            var name: String
            var file: String?
            var line: Int?
            var findings: [LegibilityFinding]
        }
        struct Root: Encodable {
            var tool = "vitro audit"
            var previews: [Preview]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(
            Root(previews: previews.map { Preview(name: $0.name, file: $0.file, line: $0.line, findings: $0.findings) })
        )
    }
}
