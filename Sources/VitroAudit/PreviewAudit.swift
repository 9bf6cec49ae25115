import Foundation
import VitroBase

/// One audited preview (or view): its name, where it is declared, and its renders with their
/// findings — what ``AuditReport`` prints and what `vitro audit` makes of each preview.
public struct PreviewAudit: Sendable {
    /// The preview's name (its `#Preview` title, or the scene's name).
    public var name: String
    /// The source file and line the preview is declared at, for SARIF locations; nil for
    /// built-in scenes.
    public var file: String?
    /// The line of ``file`` the preview is declared at.
    public var line: Int?
    /// One render per appearance, with its findings.
    public var renders: [Render]

    /// One appearance's render.
    public struct Render: Sendable {
        /// The appearance it was rendered in.
        public var appearance: AuditAppearance
        /// The view as measured (nil when it could not be rendered).
        public var image: RasterImage?
        /// Pixels per point of ``image``.
        public var scale: Double
        /// What the audit found in it.
        public var findings: [LegibilityFinding]

        /// A render in `appearance` with its `findings`.
        public init(appearance: AuditAppearance, image: RasterImage?, scale: Double, findings: [LegibilityFinding]) {
            self.appearance = appearance
            self.image = image
            self.scale = scale
            self.findings = findings
        }
    }

    /// Every finding of every render.
    public var findings: [LegibilityFinding] { renders.flatMap(\.findings) }

    /// The audit of the preview `name` declared at `file`:`line`.
    public init(name: String, file: String? = nil, line: Int? = nil, renders: [Render]) {
        self.name = name
        self.file = file
        self.line = line
        self.renders = renders
    }
}

/// Audits one preview: renders `content` in each appearance and measures it. A preview runner
/// calls this once per preview it discovers and hands the results to ``AuditReport``.
///
/// - Parameters:
///   - name: the preview's name, as reports show it.
///   - file: the source file the preview is declared in (SARIF results point there).
///   - line: the line of that file the preview is declared on.
///   - appearances: light and dark by default; ``AuditAppearance/all`` adds increased contrast
///     and Reduce Transparency.
///   - scale: pixels per point of the renders measured.
///   - proposedSize: the size proposed to the preview; its ideal size by default.
///   - content: the preview's view.
@MainActor
public func auditPreview<Content: View>(
    named name: String, file: String? = nil, line: Int? = nil,
    appearances: [AuditAppearance] = AuditAppearance.standard,
    scale: CGFloat = 2, proposedSize: ProposedViewSize = .unspecified, content: Content
) -> PreviewAudit {
    var audit = LegibilityAudit(content: content, appearances: appearances)
    audit.scale = scale
    audit.proposedSize = proposedSize
    let renders = audit.renders().map {
        PreviewAudit.Render(appearance: $0.appearance, image: $0.image, scale: Double($0.scale), findings: $0.findings)
    }
    return PreviewAudit(name: name, file: file, line: line, renders: renders)
}
