import Foundation

extension AuditReport {
    /// The SARIF 2.1.0 schema's address, written as the log's `$schema`.
    public static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The findings as a SARIF 2.1.0 log, so code scanning shows them at each preview's source
    /// line (findings of built-in scenes carry a logical location only).
    public func sarif(toolVersion: String = "0.1.0") throws -> Data {
        let rules = LegibilityRule.allCases
        let ruleObjects: [[String: Any]] = rules.map { rule in
            [
                "id": rule.rawValue,
                "name": rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                "shortDescription": ["text": rule.title],
                "fullDescription": ["text": rule.source],
                "defaultConfiguration": ["level": rule == .contrast || rule == .renderFailed ? "error" : "warning"],
            ]
        }
        var results: [[String: Any]] = []
        for preview in previews {
            for f in preview.findings {
                var location: [String: Any] = [
                    "logicalLocations": [
                        [
                            "name": f.element.name,
                            "fullyQualifiedName": "\(preview.name) › \(f.element.treePath)",
                            "kind": "element",
                        ]
                    ]
                ]
                if let file = preview.file {
                    var physical: [String: Any] = ["artifactLocation": ["uri": file]]
                    if let line = preview.line, line > 0 { physical["region"] = ["startLine": line] }
                    location["physicalLocation"] = physical
                }
                var properties: [String: Any] = [
                    "preview": preview.name, "appearance": f.appearance.description, "source": f.source,
                    "frame": [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height].map { Double($0) },
                ]
                if let c = f.contrastRatio { properties["contrastRatio"] = c }
                if let c = f.apcaLc { properties["apcaLc"] = c }
                if let c = f.requiredContrastRatio { properties["requiredContrastRatio"] = c }
                if let c = f.requiredApcaLc { properties["requiredApcaLc"] = c }
                results.append([
                    "ruleId": f.rule.rawValue,
                    "ruleIndex": rules.firstIndex(of: f.rule)!,
                    "level": f.severity.rawValue,
                    "message": ["text": "\(preview.name), \(f.appearance): \(f.message)"],
                    "locations": [location],
                    "properties": properties,
                ])
            }
        }
        let log: [String: Any] = [
            "$schema": Self.sarifSchema,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "vitro audit", "version": toolVersion,
                            "informationUri": "https://developer.apple.com/design/human-interface-guidelines/materials",
                            "rules": ruleObjects,
                        ]
                    ],
                    "results": results,
                ]
            ],
        ]
        return try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])
    }
}
