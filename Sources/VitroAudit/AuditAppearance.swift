import Foundation
import VitroBase

/// An appearance a view is audited in: light or dark, standard or increased contrast, with or
/// without Reduce Transparency.
public struct AuditAppearance: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Dark appearance (light when false).
    public var isDark: Bool
    /// Increase Contrast is on.
    public var increasedContrast: Bool
    /// Reduce Transparency is on.
    public var reduceTransparency: Bool

    /// An appearance: dark or light, with or without Increase Contrast and Reduce Transparency.
    public init(isDark: Bool, increasedContrast: Bool = false, reduceTransparency: Bool = false) {
        self.isDark = isDark
        self.increasedContrast = increasedContrast
        self.reduceTransparency = reduceTransparency
    }

    /// Light, standard contrast.
    public static let light = AuditAppearance(isDark: false)
    /// Dark, standard contrast.
    public static let dark = AuditAppearance(isDark: true)
    /// Light with Increase Contrast.
    public static let lightIncreasedContrast = AuditAppearance(isDark: false, increasedContrast: true)
    /// Dark with Increase Contrast.
    public static let darkIncreasedContrast = AuditAppearance(isDark: true, increasedContrast: true)
    /// Light with Reduce Transparency.
    public static let lightReduceTransparency = AuditAppearance(isDark: false, reduceTransparency: true)
    /// Dark with Reduce Transparency.
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
