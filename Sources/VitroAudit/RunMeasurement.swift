import Foundation
import VitroCore
import VitroBase

/// The contrast of one text run or symbol against the pixels beneath it, read from an
/// ``AuditCapture``: for every pixel its glyphs cover fully, the pixel as drawn against the
/// same pixel drawn without the run.
struct RunMeasurement {
    /// The worst WCAG 2 ratio and APCA |Lc| over the covered pixels.
    var contrastRatio: Double
    var apcaLc: Double
    /// The mean color beneath the run and its CIELAB chroma.
    var backdrop: RGBColor
    var backdropChroma: Double
    /// How many pixels were measured.
    var pixels: Int

    /// Pixels covered at least this much are the glyph's own: anti-aliased edges mix the text with
    /// its backdrop and would understate the contrast.
    static let coreCoverage: Float = 0.95
    /// The worst case is read at this fraction of the pixels, so that one stray pixel of a photo
    /// does not decide it: the 2nd percentile.
    static let worstFraction = 0.02
    /// A run whose pixels differ from its paint over the backdrop by more than this (mean of the
    /// largest channel difference) is hidden by something drawn over it, or not the appearance
    /// the glass chose, and is not measured.
    static let occlusionTolerance = 0.12

    /// Measures `run`, or nil when it covers no pixel fully or is hidden.
    init?(_ run: AuditCapture.Run, in capture: AuditCapture) {
        let mask = run.coverage
        guard !mask.rect.isEmpty, let peak = mask.values.max(), peak > 0.2 else { return nil }
        let threshold = min(Self.coreCoverage, peak * 0.95)
        let base =
            capture.colorScheme == .dark ? RGBColor(red: 0, green: 0, blue: 0) : RGBColor(red: 1, green: 1, blue: 1)
        var ratios: [Double] = []
        var lcs: [Double] = []
        var mismatch = 0.0
        var sum = SIMD3<Double>(repeating: 0)
        for y in 0..<mask.rect.height {
            for x in 0..<mask.rect.width where mask.values[y * mask.rect.width + x] >= threshold {
                let px = x + mask.rect.x
                let py = y + mask.rect.y
                let bg = Self.opaque(capture.withoutRuns.color(atX: px, y: py), over: base)
                let fg = Self.opaque(capture.full.color(atX: px, y: py), over: base)
                if let paint = run.color, let expected = Self.expected(paint, run.blend, over: bg) {
                    let d = expected.rgb - fg.rgb
                    mismatch += max(abs(d.x), max(abs(d.y), abs(d.z)))
                }
                sum += bg.rgb
                ratios.append(Contrast.wcagRatio(fg, bg))
                lcs.append(abs(Contrast.apcaLc(text: fg, background: bg)))
            }
        }
        guard !ratios.isEmpty else { return nil }
        if run.color != nil, mismatch / Double(ratios.count) > Self.occlusionTolerance { return nil }
        ratios.sort()
        lcs.sort()
        let k = min(ratios.count - 1, Int(Double(ratios.count) * Self.worstFraction))
        contrastRatio = ratios[k]
        apcaLc = lcs[k]
        let mean = sum / Double(ratios.count)
        backdrop = RGBColor(red: mean.x, green: mean.y, blue: mean.z)
        let lab = CIELab(backdrop)
        backdropChroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        pixels = ratios.count
    }

    /// `c` composited over an opaque `base`.
    static func opaque(_ c: RGBColor, over base: RGBColor) -> RGBColor {
        let a = c.alpha
        return RGBColor(
            red: c.red * a + base.red * (1 - a), green: c.green * a + base.green * (1 - a),
            blue: c.blue * a + base.blue * (1 - a))
    }

    /// What `paint` drawn with `blend` over `bg` gives, for the blends text is drawn with.
    static func expected(_ paint: RGBColor, _ blend: BlendOperation, over bg: RGBColor) -> RGBColor? {
        let a = paint.alpha
        let c = paint.rgb
        let b = bg.rgb
        let mixed: SIMD3<Double>
        switch blend {
        case .normal: mixed = c
        case .multiply: mixed = b * c
        case .plusLighter: mixed = (b + c).clamped(lowerBound: .zero, upperBound: .one)
        case .plusDarker: mixed = (b + c - .one).clamped(lowerBound: .zero, upperBound: .one)
        default: return nil
        }
        let out = b * (1 - a) + mixed * a
        return RGBColor(red: out.x, green: out.y, blue: out.z)
    }
}
