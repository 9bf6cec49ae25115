import Foundation
import VitroBase
import VitroCore

/// Applies the audit's rules to one captured frame.
@MainActor
struct AuditEngine {
    let capture: AuditCapture
    let appearance: AuditAppearance

    func findings() -> [LegibilityFinding] {
        var out: [LegibilityFinding] = []
        var measured: [(AuditCapture.Run, RunMeasurement)] = []
        for run in capture.runs {
            // Structural: whether or not the run's pixels could be measured.
            out += quaternary(run)
            guard let m = RunMeasurement(run, in: capture) else { continue }
            measured.append((run, m))
            out += contrast(run, m)
            out += coloredLabel(run, m)
        }
        out += hueOnly(measured.map(\.0))
        out += clearGlass()
        out += tintedGroups()
        out += contentLayer()
        return Self.deduplicated(out).sorted { ($0.severity, $1.frame.minY) > ($1.severity, $0.frame.minY) }
    }

    func element(_ run: AuditCapture.Run) -> LegibilityFinding.Element {
        .init(kind: run.kind.rawValue, name: run.name, treePath: run.treePath)
    }

    func element(_ glass: AuditCapture.GlassShape) -> LegibilityFinding.Element {
        .init(kind: "glass", name: glass.variant + (glass.tint != nil ? " tinted" : ""), treePath: glass.treePath)
    }

    // MARK: Contrast

    /// WCAG 2 and APCA minimums; de-emphasized content (tertiary and below, placeholders) is
    /// low in contrast by design and only noted.
    func contrast(_ run: AuditCapture.Run, _ m: RunMeasurement) -> [LegibilityFinding] {
        let isSymbol = run.kind == .symbol
        let wcag = AuditThresholds.wcag(isSymbol: isSymbol, size: run.pointSize, weight: run.weight)
        let apca = AuditThresholds.apca(isSymbol: isSymbol, size: run.pointSize, weight: run.weight)
        let level = run.vibrancyLevel ?? Self.semanticLevel(run.color)
        let what = run.kind == .text ? "\"\(run.name)\"" : "symbol \(run.name)"
        let size = "\(Self.fmt(run.pointSize)) pt\(run.weight >= 700 ? " bold" : "")"
        func finding(_ rule: LegibilityRule, _ severity: LegibilityFinding.Severity, _ message: String)
            -> LegibilityFinding
        {
            LegibilityFinding(
                rule: rule, severity: severity, element: element(run), frame: run.frame, contrastRatio: m.contrastRatio,
                apcaLc: m.apcaLc, requiredContrastRatio: wcag, requiredApcaLc: apca, appearance: appearance,
                message: message)
        }
        if m.contrastRatio < wcag {
            let severity: LegibilityFinding.Severity =
                level >= 2 ? .note : level == 1 && m.contrastRatio >= 3 ? .warning : .error
            return [
                finding(
                    .contrast, severity,
                    "\(what) (\(size)\(Self.levelName(level))) is at \(Self.fmt(m.contrastRatio)):1 against what is drawn beneath it; it needs \(Self.fmt(wcag)):1"
                )
            ]
        }
        if m.apcaLc < apca {
            return [
                finding(
                    .apcaContrast, level >= 1 ? .note : .warning,
                    "\(what) (\(size)\(Self.levelName(level))) is at APCA Lc \(Self.fmt(m.apcaLc)); it needs Lc \(Self.fmt(apca))"
                )
            ]
        }
        return []
    }

    /// The label level of a color from the palette's semantic labels (0 for anything else):
    /// 1 secondary, 2 tertiary or placeholder, 3 quaternary, 4 quinary.
    static func semanticLevel(_ color: RGBColor?) -> Int {
        guard let color else { return 0 }
        let levels: [(SemanticColor, Int)] = [
            (.secondaryLabel, 1), (.tertiaryLabel, 2), (.placeholderText, 2), (.quaternaryLabel, 3), (.quinaryLabel, 4),
        ]
        for edition in [Palette.iOS26, Palette.iOS13] {
            for (name, level) in levels {
                for variant in PaletteVariant.allCases {
                    let c = edition.color(name, variant)
                    if abs(c.red - color.red) < 0.01, abs(c.green - color.green) < 0.01,
                        abs(c.blue - color.blue) < 0.01, abs(c.alpha - color.alpha) < 0.01
                    {
                        return level
                    }
                }
            }
        }
        return 0
    }

    static func levelName(_ level: Int) -> String {
        [", primary", ", secondary", ", tertiary", ", quaternary", ", quinary"][min(max(level, 0), 4)]
            .replacingOccurrences(of: ", primary", with: "")
    }

    // MARK: Vibrancy

    func quaternary(_ run: AuditCapture.Run) -> [LegibilityFinding] {
        // Named by kind, with the recipe set after it ("ultraThin (design kit)").
        guard let level = run.vibrancyLevel, level >= 3,
            let material = run.material?.split(separator: " ").first.map(String.init),
            material == "thin" || material == "ultraThin"
        else { return [] }
        return [
            LegibilityFinding(
                rule: .quaternaryVibrancyOnThinMaterial, severity: .warning, element: element(run), frame: run.frame,
                appearance: appearance,
                message:
                    "\(run.kind == .text ? "\"\(run.name)\"" : run.name) is \(level == 3 ? "quaternary" : "quinary") vibrant content on the \(material) material; use tertiary or above, or a thicker material"
            )
        ]
    }

    // MARK: Color

    func coloredLabel(_ run: AuditCapture.Run, _ m: RunMeasurement) -> [LegibilityFinding] {
        guard run.vibrancyLevel == nil, let color = run.color, color.alpha >= 0.5 else { return [] }
        let lab = CIELab(color.withAlpha(1))
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        guard chroma >= AuditThresholds.coloredLabel, m.backdropChroma >= AuditThresholds.colorfulBackdrop else {
            return []
        }
        return [
            LegibilityFinding(
                rule: .coloredLabelOnColorfulBackdrop, severity: .warning, element: element(run), frame: run.frame,
                contrastRatio: m.contrastRatio, apcaLc: m.apcaLc, appearance: appearance,
                message:
                    "\(run.kind == .text ? "\"\(run.name)\"" : run.name) is colored (\(color.withAlpha(1).hexString), chroma \(Self.fmt(chroma))) over a colorful backdrop (mean \(m.backdrop.hexString), chroma \(Self.fmt(m.backdropChroma))); prefer a monochrome label"
            )
        ]
    }

    /// Runs of the same text or symbol at the same size in colors that differ in typical vision
    /// but look alike under a color-vision deficiency.
    func hueOnly(_ runs: [AuditCapture.Run]) -> [LegibilityFinding] {
        var groups: [String: [AuditCapture.Run]] = [:]
        var order: [String] = []
        for run in runs where run.vibrancyLevel == nil && (run.color?.alpha ?? 0) >= 0.5 {
            let key = "\(run.kind) \(run.name) \(Int(run.frame.width.rounded())) \(Int(run.frame.height.rounded()))"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(run)
        }
        var out: [LegibilityFinding] = []
        for key in order {
            let group = groups[key]!
            var reported = Set<Int>()
            for i in group.indices {
                for j in group.indices where j > i && !reported.contains(j) {
                    let a = group[i].color!.withAlpha(1)
                    let b = group[j].color!.withAlpha(1)
                    let normal = CIELab(a).deltaE76(CIELab(b))
                    guard normal >= AuditThresholds.distinctStates else { continue }
                    let confused = VisionDeficiency.allCases.map { d in
                        (d, CIELab(d.simulate(a)).deltaE76(CIELab(d.simulate(b))))
                    }.min { $0.1 < $1.1 }!
                    guard confused.1 < AuditThresholds.confusedStates,
                        confused.1 < AuditThresholds.confusedFraction * normal
                    else { continue }
                    reported.insert(j)
                    let run = group[j]
                    out.append(
                        LegibilityFinding(
                            rule: .hueOnlyStates, severity: .warning, element: element(run),
                            frame: group[i].frame.union(run.frame), appearance: appearance,
                            message:
                                "\(run.kind == .text ? "\"\(run.name)\"" : run.name) appears in \(a.hexString) and \(b.hexString) and nothing else tells them apart; under \(confused.0.rawValue) they differ by ΔE \(Self.fmt(confused.1)). Add a shape, a symbol or a label"
                        ))
                }
            }
        }
        return out
    }

    // MARK: Glass

    func clearGlass() -> [LegibilityFinding] {
        guard !appearance.reduceTransparency else { return [] }
        return capture.glass.compactMap { glass in
            guard glass.variant == "clear",
                let luminance = Self.meanLuminance(capture.withoutGlass, under: glass.coverage),
                luminance > AuditThresholds.brightBackdrop
            else { return nil }
            return LegibilityFinding(
                rule: .clearGlassWithoutDimming, severity: .warning, element: element(glass), frame: glass.frame,
                appearance: appearance,
                message:
                    "clear glass over bright content (mean luminance \(Self.fmt(luminance)) beneath it); add a dark dimming layer of 35 % under it, or use regular glass"
            )
        }
    }

    func tintedGroups() -> [LegibilityFinding] {
        var groups: [Int: [AuditCapture.GlassShape]] = [:]
        var order: [Int] = []
        for glass in capture.glass where glass.tint != nil {
            if groups[glass.group] == nil { order.append(glass.group) }
            groups[glass.group, default: []].append(glass)
        }
        return order.compactMap { key in
            let shapes = groups[key]!
            guard shapes.count > 1 else { return nil }
            let frame = shapes.dropFirst().reduce(shapes[0].frame) { $0.union($1.frame) }
            return LegibilityFinding(
                rule: .tintedGlassInGroup, severity: .warning,
                element: .init(
                    kind: "glass", name: "\(shapes.count) tinted glass shapes", treePath: shapes[0].treePath),
                frame: frame, appearance: appearance,
                message:
                    "\(shapes.count) controls of one group are on tinted glass; tint only the primary action (as a prominent Done button)"
            )
        }
    }

    func contentLayer() -> [LegibilityFinding] {
        capture.glass.compactMap { glass in
            guard glass.inScrollContent, !glass.isPressed else { return nil }
            return LegibilityFinding(
                rule: .glassInContentLayer, severity: .warning, element: element(glass), frame: glass.frame,
                appearance: appearance,
                message:
                    "Liquid Glass inside scrolling content (\(glass.treePath)); use a standard material in the content layer and keep glass for controls and navigation"
            )
        }
    }

    // MARK: Helpers

    static func meanLuminance(_ pixmap: Pixmap, under mask: CoverageMask) -> Double? {
        var sum = 0.0
        var count = 0
        for y in 0..<mask.rect.height {
            for x in 0..<mask.rect.width where mask.values[y * mask.rect.width + x] >= 0.5 {
                sum += pixmap.color(atX: x + mask.rect.x, y: y + mask.rect.y).relativeLuminance
                count += 1
            }
        }
        return count > 0 ? sum / Double(count) : nil
    }

    /// One finding per rule, element and place: the most severe.
    static func deduplicated(_ findings: [LegibilityFinding]) -> [LegibilityFinding] {
        var seen: [String: Int] = [:]
        var out: [LegibilityFinding] = []
        for f in findings {
            let key =
                "\(f.rule) \(f.element.name) \(Int(f.frame.minX.rounded())) \(Int(f.frame.minY.rounded())) \(Int(f.frame.width.rounded()))"
            if let i = seen[key] {
                if f.severity > out[i].severity || (f.contrastRatio ?? 99) < (out[i].contrastRatio ?? 99) {
                    out[i] = f
                }
            } else {
                seen[key] = out.count
                out.append(f)
            }
        }
        return out
    }

    nonisolated static func fmt(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded()
            ? String(Int(r))
            : String(format: "%.2f", r).replacingOccurrences(of: "0$", with: "", options: .regularExpression)
    }
}
