import Foundation
import Testing
import VitroBase
import VitroAudit

@MainActor @Suite struct LegibilityAuditTests {
    static func findings(_ view: some View, _ appearance: AuditAppearance) -> [LegibilityFinding] {
        LegibilityAudit(content: view, appearances: [appearance]).run()
    }

    static func describe(_ f: [LegibilityFinding]) -> String {
        f.map { "\($0.severity) \($0.rule.rawValue): \($0.message)" }.joined(separator: "\n")
    }

    nonisolated static let appearances: [AuditAppearance] = [.light, .dark]

    @Test(arguments: appearances)
    func whiteTextOnClearGlassOverABrightPhotoIsAnError(_ appearance: AuditAppearance) {
        let f = Self.findings(WhiteTextOnClearGlass(), appearance)
        let contrast = f.first { $0.rule == .contrast && $0.element.name == "Now Playing" }
        #expect(contrast?.severity == .error, "\(Self.describe(f))")
        #expect((contrast?.contrastRatio ?? 99) < 3)
        #expect(f.contains { $0.rule == .clearGlassWithoutDimming }, "\(Self.describe(f))")
    }

    @Test(arguments: appearances)
    func quaternaryTextOnUltraThinIsFound(_ appearance: AuditAppearance) {
        let f = Self.findings(QuaternaryOnUltraThin(), appearance)
        #expect(
            f.contains {
                $0.rule == .quaternaryVibrancyOnThinMaterial && $0.element.treePath.contains("Updated just now")
            },
            "\(Self.describe(f))")
    }

    @Test(arguments: appearances)
    func twoStatesByRedAndGreenAloneAreFound(_ appearance: AuditAppearance) {
        let f = Self.findings(RedGreenDots(), appearance)
        #expect(f.contains { $0.rule == .hueOnlyStates && $0.element.name == "circle.fill" }, "\(Self.describe(f))")
    }

    @Test(arguments: appearances)
    func aToolbarOfFourTintedButtonsIsFound(_ appearance: AuditAppearance) {
        let f = Self.findings(TintedToolbar(), appearance)
        let group = f.first { $0.rule == .tintedGlassInGroup }
        #expect(group?.element.name == "4 tinted glass shapes", "\(Self.describe(f))")
    }

    @Test(arguments: appearances)
    func glassInListRowsIsFound(_ appearance: AuditAppearance) {
        let f = Self.findings(GlassListRows(), appearance)
        #expect(f.filter { $0.rule == .glassInContentLayer }.count == 3, "\(Self.describe(f))")
    }

    @Test(arguments: appearances)
    func aColoredLabelOnAColorfulBackdropIsFound(_ appearance: AuditAppearance) {
        let f = Self.findings(ColoredLabelOnColorful(), appearance)
        #expect(f.contains { $0.rule == .coloredLabelOnColorfulBackdrop }, "\(Self.describe(f))")
    }

    static let fine: [(String, AnyView)] = [
        ("dimmed clear glass", AnyView(DimmedClearGlass())),
        ("secondary on thick", AnyView(SecondaryOnThickMaterial())),
        ("check and cross", AnyView(CheckAndCross())),
        ("one tinted action", AnyView(OneTintedAction())),
        ("plain list", AnyView(PlainListRows())),
        ("monochrome label", AnyView(MonochromeLabelOnColorful())),
    ]

    @Test(arguments: appearances)
    func scenesBuiltToKeepTheRulesHaveNoFindings(_ appearance: AuditAppearance) {
        for (name, view) in Self.fine {
            // The rules each broken scene breaks; contrast is measured in the tests above.
            let f = Self.findings(view, appearance).filter {
                $0.severity >= .warning && $0.rule != .contrast && $0.rule != .apcaContrast
            }
            #expect(f.isEmpty, "\(name), \(appearance):\n\(Self.describe(f))")
        }
    }

    /// Faint text behind an alert's dimming is inert (WCAG sets no minimum for an inactive
    /// component): it is not measured, while the same text with nothing presented is, and the
    /// alert's own text still is.
    @Test(arguments: appearances)
    func textBeneathAModalsDimmingIsNotAudited(_ appearance: AuditAppearance) {
        struct Faint: View {
            var presenting: Bool
            var body: some View {
                VStack {
                    Text("Faint behind").foregroundStyle(Color(white: 0.8))
                }
                .frame(width: 390, height: 500)
                .background(Color.white)
                .alert("Delete?", isPresented: .constant(presenting)) {
                    Button("Cancel", role: .cancel) {}
                }
                .environment(\.colorScheme, .light)
            }
        }
        let alone = Self.findings(Faint(presenting: false), appearance)
        #expect(alone.contains { $0.element.name == "Faint behind" }, "\(Self.describe(alone))")
        let presented = Self.findings(Faint(presenting: true), appearance)
        #expect(!presented.contains { $0.element.name == "Faint behind" }, "\(Self.describe(presented))")
        let audited = LegibilityAudit(content: Faint(presenting: true), appearances: [appearance]).renders()
        #expect(audited.first?.image != nil)
    }

    @Test func everyFindingCarriesItsSourceAndAppearance() {
        let f = LegibilityAudit(content: WhiteTextOnClearGlass(), appearances: [.dark]).run()
        #expect(!f.isEmpty)
        for finding in f {
            #expect(finding.source == finding.rule.source)
            #expect(finding.appearance == .dark)
            #expect(finding.frame.width > 0)
        }
        let contrast = f.first { $0.rule == .contrast }
        #expect(contrast?.apcaLc != nil && contrast?.requiredContrastRatio == 4.5)
        #expect(contrast?.element.kind == "text")
        #expect(contrast?.element.treePath.contains("Text \"Now Playing\"") == true)
    }

    @Test func appearancesParseFromTheirSlugs() {
        #expect(AuditAppearance(slug: "dark-ic") == .darkIncreasedContrast)
        #expect(AuditAppearance(slug: "light-rt") == .lightReduceTransparency)
        #expect(AuditAppearance(slug: "sepia") == nil)
        #expect(AuditAppearance.all.count == 6)
    }

    @Test func anUnrenderableViewIsAnErrorFindingNotACrash() {
        let f = LegibilityAudit(content: Color.red.frame(width: .infinity, height: 10), appearances: [.light]).run()
        #expect(f.count == 1 && f[0].rule == .renderFailed && f[0].severity == .error)
    }
}
