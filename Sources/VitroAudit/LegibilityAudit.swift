import Foundation
import VitroBase

/// Checks a view for illegible text and symbols on glass and materials, and for the HIG's
/// rules on Liquid Glass, vibrancy and color, by rendering it and measuring the pixels.
///
/// ```swift
/// let findings = LegibilityAudit(content: MyToolbar()).run()
/// for finding in findings where finding.severity == .error { print(finding.message) }
/// ```
///
/// Every text run and symbol is measured against the backdrop it is actually drawn on — the
/// frame rendered without it — at the worst of its fully covered pixels, and checked against
/// WCAG 2 and APCA minimums for its size and weight. The view is audited in each of
/// ``appearances`` (light and dark by default); a view that sets its own color scheme keeps it.
@MainActor
public struct LegibilityAudit<Content: View> {
    /// The view audited.
    public var content: Content
    /// The appearances it is rendered and checked in.
    public var appearances: [AuditAppearance]
    /// Pixels per point of the renders measured (2 by default: thin strokes cover whole pixels).
    public var scale: CGFloat = 2
    /// The size proposed to the content; its ideal size by default.
    public var proposedSize: ProposedViewSize = .unspecified

    /// An audit of `content` in light and dark.
    public init(content: Content, appearances: [AuditAppearance] = AuditAppearance.standard) {
        self.content = content
        self.appearances = appearances
    }

    /// Renders the view in each appearance and returns what breaks a rule, errors first.
    public func run() -> [LegibilityFinding] {
        renders().flatMap(\.findings)
    }

    /// One appearance's render and findings.
    public struct Render {
        /// The appearance it was rendered in.
        public var appearance: AuditAppearance
        /// The view as rendered and measured (nil when it could not be rendered).
        public var image: RasterImage?
        /// Pixels per point of ``image``.
        public var scale: CGFloat
        /// What the audit found in it.
        public var findings: [LegibilityFinding]
    }

    /// Renders the view in each appearance and returns each render with its findings.
    public func renders() -> [Render] {
        appearances.map { appearance in
            let renderer = ImageRenderer(content: appearance.apply(to: content))
            renderer.scale = scale
            renderer.proposedSize = proposedSize
            do {
                var capture = try renderer.auditCapture()
                // What a transparent canvas is seen on: the appearance's system background (the
                // root's own environment is the renderer's, light unless the content is wrapped).
                capture.colorScheme = appearance.isDark ? .dark : .light
                let findings = AuditEngine(capture: capture, appearance: appearance).findings()
                return Render(
                    appearance: appearance, image: RasterImage(capture.full), scale: scale, findings: findings)
            } catch {
                let finding = LegibilityFinding(
                    rule: .renderFailed, severity: .error,
                    element: .init(kind: "view", name: "\(Content.self)", treePath: ""), frame: .zero,
                    appearance: appearance, message: "cannot render the view: \(error)")
                return Render(appearance: appearance, image: nil, scale: scale, findings: [finding])
            }
        }
    }
}
