import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

/// The figures that make Vitro's Liquid Glass, in points, and their conversion into the
/// kernel's pixel-space group. Where a figure comes from is said where it is declared.
package enum GlassRecipe {
    // MARK: frost and face, fitted to Apple's measured pixels (docs/reference/glass-measurements.md)

    /// Frost σ (points) by the glass's shorter side, interpolated linearly between anchors at the
    /// three surfaces of the iOS 26.3 calibrated grid (Xcode 26.3 17C529, iOS 26.3 simulator,
    /// dark appearance; chrisbanes/haze docs/research/2026-08-26-swiftui-liquid-glass.md):
    /// capsule 240×64, card 280×176 and panel 320×220 pt, held beyond the ends. Fitted, with the
    /// rims below, so that Vitro's gradient retention and luminance deviation on that scene
    /// (`GlassAccuracy`) land within 0.05 of Apple's published figures — retention regular
    /// 0.959 / 0.457 / 0.287, clear 1.000 / 0.553 / 0.343; deviation regular 0.959 / 0.488 /
    /// 0.259, clear 1.000 / 0.604 / 0.376; frost grows with size, as Apple says larger glass
    /// gets more of it (WWDC25 "Meet Liquid Glass").
    ///
    /// The frost is a Gaussian in linear light (``LinearFrost``: a thin bright line spreads
    /// without losing its light, so clear glass keeps the lines' contrast as Apple's does, 0.97
    /// and 0.96 of it on the card and panel), and it covers only the middle of the glass:
    /// through its first ``regularRim`` / ``clearRim`` points the backdrop shows unfrosted, and
    /// the frost rises to all of it over the next ``rimRamp``. With ``regularLens`` this lands
    /// all four published figures of each surface — retention and deviation within 0.05,
    /// contrast and correlation within 0.1 (docs/reference/glass-measurements.md, section 4,
    /// has Vitro's figures beside Apple's).
    static let frostAnchors: [CGFloat] = [64, 176, 220]
    static let regularFrost: [CGFloat] = [0, 1.3, 1.85]
    static let clearFrost: [CGFloat] = [0, 1.5, 1.5]
    /// Unfrosted depth (points) by the shorter side, at ``frostAnchors``; a 64 pt capsule is
    /// unfrosted through (Apple's keeps 0.96 of the grid, regular, and all of it, clear).
    /// The frost rises over 16 pt: a sharper step draws a frosted panel inside a clear frame,
    /// which Apple's glass never shows.
    static let regularRim: [CGFloat] = [32, 28, 16]
    static let clearRim: [CGFloat] = [32, 28, 8]
    /// `.regular`'s lensing: its frosted backdrop magnified about the glass's middle, by the
    /// shorter side at ``frostAnchors``. Apple's regular card and panel keep 0.46 and 0.29 of the
    /// grid's detail yet correlate with it only 0.55 and 0.29: most of what shows through is
    /// displaced, where a blur of any width keeps correlation above ≈ 0.36 on that scene. A
    /// magnification of 3.4 % (Vitro's reading of "larger glass lenses more strongly"; Apple
    /// publishes no lens figure) brings both correlations within 0.03 with retention and
    /// deviation kept. `.clear` keeps the backdrop in place: its correlations match without.
    static let regularLens: [CGFloat] = [1, 1.034, 1.034]
    static let rimRamp: CGFloat = 16
    /// iOS 27 frosts nearer the rim: its unfrosted depth is this share of iOS 26's.
    static let iOS27Rim: CGFloat = 0.8
    /// iOS 27 "diffuses complex content more effectively" (WWDC26 Platforms State of the Union):
    /// its frost is this much wider (Vitro's estimate; no figures are published).
    static let iOS27Diffusion: CGFloat = 1.25

    /// `.regular`'s face over what lies beneath (``GlassTone``), fitted to Apple's face over ten
    /// solid colors (iOS 27.0 simulator 24A5408d, iPhone 17 Pro, a 210×150 pt rounded glass;
    /// whynotmake-it/flutter_liquid_glass tool/apple_match, material_solid_palette): light lifts
    /// everything (black → 103, mid-gray 115 → 179, white stays) and keeps saturation up; dark
    /// leaves mid-tones alone and compresses the ends (black → 32, white → 146). Fitted mean
    /// CIEDE2000 of the curve alone: 0.12 light, 0.92 dark. Both editions draw it: these are the
    /// only published face figures, and iOS 26 differs where iOS 27 is said to (diffusion, edge,
    /// highlights).
    static let regularToneLight = GlassTone(black: 0.4043, span: 0.6143, gamma: 0.9084, chroma: 1.1686)
    static let regularToneDark = GlassTone(black: 0.1239, span: 0.4580, gamma: 0.3874, chroma: 1.0207)
    /// How much of the face's tone applies by the shorter side: `toneSmall` up to 64 pt (Apple's
    /// 64 pt capsule leaves the grid's contrast as it is: p05–p95 0.968 → 0.968) rising smoothly
    /// to all of it at 150 pt (the short side of the face probes; the 176 pt card already shows
    /// the full contrast loss, 0.968 → 0.635).
    static let toneFrom: CGFloat = 64
    /// The iOS 26 edition's dark face applies this share of the fitted tone: Apple's iOS 26.3
    /// regular card over the dark grid keeps 0.66 of the lines' contrast, where the full iOS 27
    /// face (black → 32, white → 146) leaves 0.55 before any frost. Fitted with the frost above;
    /// its face over the ten solid colors stays within a mean CIEDE2000 of 3.9 of the iOS 27
    /// captures (the iOS 26 edition's limit is 6).
    static let iOS26DarkTone = 0.5
    static let toneAt: CGFloat = 150
    static let toneSmall = 0.06
    /// Saturation of the frosted backdrop: the face's tone carries `.regular`'s chroma; `.clear`
    /// keeps a light boost (≈ 1.2, Vitro's estimate: "highly translucent", docs/reference/seeds.md#liquid-glass).
    static let clearSaturation = 1.2
    /// Reduce Transparency: a frost no detail survives (σ 20 pt, as wide as a tab bar is tall)
    /// under the material fallback colors (docs/reference/seeds.md#material-fallbacks) at 0.94, "nearly opaque".
    static let reducedSigma: CGFloat = 20
    static let reducedLight = RGBColor(0xF5, 0xF5, 0xF7, alpha: 0.94)
    static let reducedDark = RGBColor(0x1C, 0x1C, 0x1E, alpha: 0.94)
    /// The user's Tinted setting (``GlassTinting``): the same material colors over the face, at
    /// up to 0.5, and up to twice the frost (Vitro's estimate: Apple publishes no figures for the
    /// setting; "more opaque, more contrast").
    static let tintedMaterial = 0.5
    static let tintedFrost: CGFloat = 1

    /// `.clear`: a whisper of a wash, keeping it "highly translucent"; over bright content a
    /// light share of the 35 % dark dimming layer the HIG asks for (docs/reference/seeds.md#liquid-glass). Scaled by size
    /// like the tone: Apple's 64 pt clear capsule leaves the grid untouched (retention 1.000).
    /// Over dark content barely a lift (white at 0.015): Apple's clear card and panel keep 0.97
    /// and 0.96 of the dark grid's p05–p95 contrast, which a brighter wash over the dark
    /// background would take (at 0.04 they kept 0.86).
    static let clearOverLight = RGBColor(0, 0, 0, alpha: 0.06)
    static let clearOverDark = RGBColor(255, 255, 255, alpha: 0.015)
    /// Increase Contrast: the wash gains 0.12 ("stronger separation of content"), and a border
    /// of 1.5 pt (at least the 1 pt asked, so it survives anti-aliasing at 1x).
    static let contrastWashExtra = 0.12
    /// On `.regular`, whose face is its tone, that wash is white over light content and black
    /// over dark.
    static let contrastOverLight = RGBColor(255, 255, 255, alpha: 0)
    static let contrastOverDark = RGBColor(0, 0, 0, alpha: 0)
    static let contrastBorder: CGFloat = 1.5
    /// The stain of `.tint(_:)`: the tint at 0.85 over the washed glass on `.regular` (Apple's
    /// prominent glass buttons read as the tint color with the backdrop faintly through; a
    /// white semibold label keeps ≥ 3:1 on systemBlue over white), 0.5 on `.clear`.
    static let regularTint = 0.85
    static let clearTint = 0.5
    /// Under a stain, light backdrops are dimmed (black at 0.3) rather than washed white, so a
    /// white semibold label on systemBlue keeps ≥ 3:1 over white (the HIG's minimum for bold
    /// text); without it the stain over white reads pale, as a disabled button.
    static let tintedOverLight = RGBColor(0, 0, 0, alpha: 0.3)

    // MARK: shape and light

    /// Bezel: a quarter of the element's shorter side, at most 20 pt (docs/reference/glass-figures.md#liquid-glass: bezel
    /// ≈ 20 pt; a 63 pt button ≈ 16 pt): a 44 pt button gets 11 pt, a 300 pt panel 20 pt.
    static let bezelFraction = 0.25
    static let bezelLimit: CGFloat = 20
    /// Specular rim: white added where the outline faces the light or its opposite (peaks
    /// reach ≈ 1.6× SDR white in Apple's rendering, docs/reference/glass-figures.md#liquid-glass: here they clip at white),
    /// a fifth of that all around the outline, fading into the face over 1.5 pt; a faint sheen
    /// across the bezel.
    static let specularLight: Float = 1
    static let specularDark: Float = 0.7
    static let rimWidth: CGFloat = 1.5
    static let sheenLight: Float = 0.14
    static let sheenDark: Float = 0.08
    /// A faint dark contour just outside (1 pt at 0.10) and a soft shadow beneath (σ 4 pt,
    /// 2 pt down, 0.10 light / 0.22 dark): enough to lift the glass, not to look like a card.
    static let contour: Float = 0.10
    static let contourWidth: CGFloat = 1
    static let shadowSigma: CGFloat = 4
    static let shadowOffset: CGFloat = 2
    static let shadowLight: Float = 0.10
    static let shadowDark: Float = 0.22
    /// iOS 27's "darkened edge" and "brighter specular highlights" (WWDC26 Platforms State of
    /// the Union): the contour twice as dark and half again as wide, highlights a quarter
    /// brighter (Vitro's estimates; no figures are published).
    static let iOS27Contour: Float = 0.2
    static let iOS27ContourWidth: CGFloat = 1.5
    static let iOS27Highlight: Float = 1.25

    // MARK: press (docs/reference/glass-figures.md#liquid-glass)

    /// Pressed glass scales by ≈ 1.05 and stretches a further 3 % toward the touch, moving 2 %
    /// of its size that way; a glow of σ = 0.35 × the shorter side adds up to 0.30 white there.
    static let pressedScale: CGFloat = 1.05
    static let pressedStretch: CGFloat = 0.03
    static let pressedShift: CGFloat = 0.02
    static let glowRadius = 0.35
    static let glowStrength: Float = 0.30

    /// Frost σ (points) for glass whose shorter side is `short`: `anchors` at ``frostAnchors``,
    /// linear between them, held beyond the ends.
    static func frost(_ short: CGFloat, _ anchors: [CGFloat]) -> CGFloat {
        guard short.isFinite else { return anchors[0] }
        let x = frostAnchors
        if short <= x[0] { return anchors[0] }
        for i in 1..<x.count where short <= x[i] {
            let f = (short - x[i - 1]) / (x[i] - x[i - 1])
            return anchors[i - 1] + (anchors[i] - anchors[i - 1]) * f
        }
        return anchors[anchors.count - 1]
    }

    /// How much of the face's tone (and of `.clear`'s wash) applies to glass whose shorter side
    /// is `short`: ``toneSmall`` up to ``toneFrom``, all of it from ``toneAt``, smooth between.
    static func toneStrength(_ short: CGFloat) -> Double {
        guard short.isFinite else { return 1 }
        let u = Double(min(max((short - toneFrom) / (toneAt - toneFrom), 0), 1))
        return toneSmall + (1 - toneSmall) * u * u * (3 - 2 * u)
    }

    /// The element's outline as drawn: grown and stretched toward the touch while pressed.
    static func outline(_ e: GlassItem.Element) -> FieldGeometry {
        guard e.isPressed else { return e.geometry }
        let f = e.frame
        guard f.width > 0, f.height > 0 else { return e.geometry }
        let ux = min(max((e.touch.x - f.midX) / (f.width / 2), -1), 1)
        let uy = min(max((e.touch.y - f.midY) / (f.height / 2), -1), 1)
        let sx = pressedScale + pressedStretch * abs(ux)
        let sy = pressedScale + pressedStretch * abs(uy)
        let t = Transform2D.translation(x: -f.midX, y: -f.midY)
            .scaled(x: sx, y: sy)
            .translated(x: f.midX + pressedShift * ux * f.width / 2, y: f.midY + pressedShift * uy * f.height / 2)
        return e.geometry.applying(t)
    }

    /// The kernel's group for an item drawn with `t` (points → pixels) into pixels of `colorSpace`.
    package static func group(_ item: GlassItem, transform t: Transform2D, colorSpace: ColorSpace) -> GlassGroup {
        let scale = t.maximumScale.isFinite ? max(t.maximumScale, 1e-6) : 1
        let dark = item.colorScheme == .dark
        let regular = item.variant == .regular
        func color(_ c: RGBColor, extra: Double = 0) -> SIMD4<Float> {
            premultiplied(c.withAlpha(min(1, c.alpha + extra)), in: colorSpace)
        }
        let tinting = item.reduceTransparency ? 0 : item.tinting.amount
        let material = dark ? reducedDark : reducedLight
        let shapes = item.elements.map { e -> GlassShape in
            var shape = GlassShape(geometry: outline(e).applying(t))
            shape.blend = e.blend.map { Double($0) * scale }
            let short = min(e.frame.width, e.frame.height)
            if !item.reduceTransparency {
                let rim = frost(short, regular ? regularRim : clearRim) * (item.edition == .iOS27 ? iOS27Rim : 1)
                shape.frostDepth = Double(rim * scale)
                shape.frostRamp = Double(rimRamp * scale)
            }
            let extra = item.increasedContrast ? contrastWashExtra : 0
            let body = toneStrength(short)
            if item.reduceTransparency {
                shape.washOverDark = color(dark ? reducedDark : reducedLight)
                shape.washOverLight = shape.washOverDark
                // Nearly opaque: the content follows the glass's own color, not the backdrop
                // (light glass over a dark photo keeps dark text).
                shape.appearanceLuminance = dark ? 0 : 1
            } else if regular {
                var tone = dark ? regularToneDark : regularToneLight
                tone.strength = body * (dark && item.edition == .iOS26 ? iOS26DarkTone : 1)
                shape.tone = tone
                shape.washOverDark = color(contrastOverDark, extra: extra)
                shape.washOverLight = color(contrastOverLight, extra: extra)
            } else {
                shape.washOverDark = color(clearOverDark.withAlpha(clearOverDark.alpha * body), extra: extra)
                shape.washOverLight = color(clearOverLight.withAlpha(clearOverLight.alpha * body), extra: extra)
            }
            if tinting > 0 {
                let m = color(material.withAlpha(tintedMaterial * tinting))
                shape.washOverDark = over(m, shape.washOverDark)
                shape.washOverLight = over(m, shape.washOverLight)
            }
            if let tint = e.tint {
                if !item.reduceTransparency { shape.washOverLight = color(tintedOverLight) }
                shape.tint = color(tint.withAlpha(tint.alpha * (regular ? regularTint : clearTint)))
            }
            if e.isPressed {
                let p = t.apply(Point2D(x: e.touch.x, y: e.touch.y))
                shape.glow = GlassGlow(
                    x: p.x, y: p.y, radius: glowRadius * Double(short) * scale,
                    strength: glowStrength * (dark ? 0.7 : 1))
            }
            return shape
        }
        var g = GlassGroup(shapes: shapes)
        g.spacing = Double(item.spacing) * scale
        let iOS27 = item.edition == .iOS27
        let largest = item.elements.map { min($0.frame.width, $0.frame.height) }.max() ?? 0
        var sigma = frost(largest, regular ? regularFrost : clearFrost)
        sigma *= (iOS27 ? iOS27Diffusion : 1) * (1 + tintedFrost * CGFloat(tinting))
        if item.reduceTransparency { sigma = reducedSigma }
        g.frostSigma = Double(sigma) * scale
        if regular, !item.reduceTransparency { g.lensMagnification = Double(frost(largest, regularLens)) }
        g.saturation = regular || item.reduceTransparency ? 1 : clearSaturation
        g.bezelFraction = bezelFraction
        g.bezelLimit = Double(bezelLimit) * scale
        g.lightAngle = item.lightAngle
        g.specular = (dark ? specularDark : specularLight) * (iOS27 ? iOS27Highlight : 1)
        g.rimWidth = Double(rimWidth) * scale
        g.sheen = (dark ? sheenDark : sheenLight) * (iOS27 ? iOS27Highlight : 1)
        g.contour = iOS27 ? iOS27Contour : contour
        g.contourWidth = Double(iOS27 ? iOS27ContourWidth : contourWidth) * scale
        g.shadowOpacity = dark ? shadowDark : shadowLight
        g.shadowSigma = Double(shadowSigma) * scale
        g.shadowOffset = Double(shadowOffset) * scale
        g.borderWidth = item.increasedContrast ? Double(contrastBorder) * scale : 0
        // A transparent render is shown on its appearance's background: content on glass over
        // nothing picks its color as over that background (not as over black).
        g.emptyBackdropLuminance = dark ? 0 : 1
        return g
    }

    /// A color as premultiplied 0…1 values in `space`, clipped to its gamut.
    static func premultiplied(_ color: RGBColor, in space: ColorSpace) -> SIMD4<Float> {
        let c = color.converted(to: space).clamped()
        let a = Float(c.alpha)
        return SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
    }

    /// `a` composited source-over `b` (premultiplied).
    static func over(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> { a + b * (1 - a.w) }
}
