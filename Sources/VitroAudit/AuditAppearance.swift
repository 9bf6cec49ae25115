import Foundation
import VitroBase

/// An appearance a view is audited in: light or dark, standard or increased contrast, with or
/// without Reduce Transparency.
public struct AuditAppearance: Sendable, Hashable, Codable, CustomStringConvertible {
    public var isDark: Bool
    public var increasedContrast: Bool
    public var reduceTransparency: Bool

    public init(isDark: Bool, increasedContrast: Bool = false, reduceTransparency: Bool = false) {
        self.isDark = isDark
        self.increasedContrast = increasedContrast
        self.reduceTransparency = reduceTransparency
    }

    public static let light = AuditAppearance(isDark: false)
    public static let dark = AuditAppearance(isDark: true)
    public static let lightIncreasedContrast = AuditAppearance(isDark: false, increasedContrast: true)
    public static let darkIncreasedContrast = AuditAppearance(isDark: true, increasedContrast: true)
    public static let lightReduceTransparency = AuditAppearance(isDark: false, reduceTransparency: true)
    public static let darkReduceTransparency = AuditAppearance(isDark: true, reduceTransparency: true)

    /// Light and dark.
    public static let standard: [AuditAppearance] = [.light, .dark]
    /// Every combination the audit knows.
    public static let all: [AuditAppearance] = [
        .light, .dark, .lightIncreasedContrast, .darkIncreasedContrast, .lightReduceTransparency,
        .darkReduceTransparency,
    ]

    /// "light", "dark, increased contrast", …
    public var description: String {
        ([isDark ? "dark" : "light"] + (increasedContrast ? ["increased contrast"] : [])
            + (reduceTransparency ? ["reduce transparency"] : [])).joined(separator: ", ")
    }

    /// A short name for files: "light", "dark-ic", "light-rt" …
    public var slug: String {
        (isDark ? "dark" : "light") + (increasedContrast ? "-ic" : "") + (reduceTransparency ? "-rt" : "")
    }

    /// Parses a slug or a name ("light", "dark", "light-ic", "dark-rt", "increased-contrast",
    /// "reduce-transparency").
    public init?(slug: String) {
        let parts = Set(slug.lowercased().split(separator: "-").map(String.init))
        guard !parts.isEmpty else { return nil }
        let known: Set<String> = ["light", "dark", "ic", "rt", "increased", "contrast", "reduce", "transparency"]
        guard parts.isSubset(of: known) else { return nil }
        self.init(
            isDark: parts.contains("dark"), increasedContrast: parts.contains("ic") || parts.contains("contrast"),
            reduceTransparency: parts.contains("rt") || parts.contains("transparency"))
    }

    /// `view` in this appearance.
    @MainActor
    public func apply<V: View>(to view: V) -> some View {
        view.environment(\.colorScheme, isDark ? .dark : .light)
            .environment(\.colorSchemeContrast, increasedContrast ? .increased : .standard)
            .environment(\.accessibilityReduceTransparency, reduceTransparency)
    }
}
