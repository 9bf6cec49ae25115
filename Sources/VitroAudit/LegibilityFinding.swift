import Foundation
import VitroBase

/// One problem the legibility audit found: which rule, how bad, on what, where, and the
/// contrast measured when the rule measures it.
public struct LegibilityFinding: Sendable, Hashable, Codable {
    /// How bad a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        /// Worth a look: legible, but below what the HIG recommends.
        case note
        /// Likely hard to read for some people.
        case warning
        /// Fails the rule's minimum.
        case error

        var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// What a finding is about: a text run, a symbol, or a glass shape.
    public struct Element: Sendable, Hashable, Codable {
        /// "text", "symbol" or "glass".
        public var kind: String
        /// The text, the symbol's name, or the glass's variant.
        public var name: String
        /// Its place in the view tree: the layout nodes from the root (the last few), joined by " › ".
        public var treePath: String

        /// An element of `kind`, named `name`, at `treePath`.
        public init(kind: String, name: String, treePath: String) {
            self.kind = kind
            self.name = name
            self.treePath = treePath
        }
    }

    /// The rule it breaks.
    public var rule: LegibilityRule
    /// How bad it is.
    public var severity: Severity
    /// What it is about.
    public var element: Element
    /// Where it is, in points in the rendered view.
    public var frame: CGRect
    /// The WCAG 2 contrast ratio (1…21) measured against the rendered backdrop: the worst over
    /// the element's glyph coverage.
    public var contrastRatio: Double?
    /// The APCA lightness contrast |Lc| (0…108) measured the same way.
    public var apcaLc: Double?
    /// The minimum the element's size and weight call for.
    public var requiredContrastRatio: Double?
    /// The least APCA |Lc| the element's size and weight call for.
    public var requiredApcaLc: Double?
    /// The appearance it was found in.
    public var appearance: AuditAppearance
    /// What is wrong, in a sentence.
    public var message: String
    /// Where the rule comes from.
    public var source: String

    /// A finding of `rule` on `element`; its source is the rule's.
    public init(
        rule: LegibilityRule, severity: Severity, element: Element, frame: CGRect, contrastRatio: Double? = nil,
        apcaLc: Double? = nil, requiredContrastRatio: Double? = nil, requiredApcaLc: Double? = nil,
        appearance: AuditAppearance, message: String
    ) {
        self.rule = rule
        self.severity = severity
        self.element = element
        self.frame = frame
        self.contrastRatio = contrastRatio
        self.apcaLc = apcaLc
        self.requiredContrastRatio = requiredContrastRatio
        self.requiredApcaLc = requiredApcaLc
        self.appearance = appearance
        self.message = message
        self.source = rule.source
    }
}
