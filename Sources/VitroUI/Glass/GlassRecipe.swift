import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

/// The figures that make Vitro's Liquid Glass, in points, and their conversion into the
/// kernel's pixel-space group. Where a figure comes from is said where it is declared.
enum GlassRecipe {
    // MARK: frost and color (reference §4 unless said)

    /// `.regular` frost σ: ≈ 7 pt on light glass, ≈ 5 pt on dark.
    static let regularSigmaLight: CGFloat = 7
    static let regularSigmaDark: CGFloat = 5
    /// `.clear` frost σ: the low end of the fitted 0.35–16 pt range, so the backdrop stays
    /// sharp ("highly translucent", seed 000) while its pixels still soften.
    static let clearSigma: CGFloat = 1
    /// Saturation of both variants (≈ 1.5).
    static let saturation = 1.5
    /// Reduce Transparency: a frost no detail survives (σ 20 pt, as wide as a tab bar is tall)
    /// under the material fallback colors of seed 004 at 0.94, "nearly opaque".
    static let reducedSigma: CGFloat = 20
    static let reducedLight = RGBColor(0xF5, 0xF5, 0xF7, alpha: 0.94)
    static let reducedDark = RGBColor(0x1C, 0x1C, 0x1E, alpha: 0.94)

    /// `.regular`'s luminosity wash, "lighter over light content, darker over dark" (seed 000):
    /// white at 0.32 where the backdrop beneath is light, black at 0.26 where it is dark
    /// (fitted by eye to the seed's regular-on-light and regular-on-dark pictures).
    static let regularOverLight = RGBColor(255, 255, 255, alpha: 0.32)
    static let regularOverDark = RGBColor(0, 0, 0, alpha: 0.26)
    /// `.clear`: a whisper of the same, keeping it "highly translucent"; over bright content a
    /// light share of the 35 % dark dimming layer the HIG asks for (seed 000).
    static let clearOverLight = RGBColor(0, 0, 0, alpha: 0.10)
    static let clearOverDark = RGBColor(255, 255, 255, alpha: 0.05)
    /// Large glass in dark appearance is denser from a short side of 105 pt and behaves like
    /// small glass up to 75 pt (reference §4): up to #1C1C1E at 0.55 over both. Large light glass
    /// turns more opaque likewise ("larger elements such as sidebars", seed 000): +0.2 white.
    static let denseFrom: CGFloat = 75
    static let denseAt: CGFloat = 105
    static let denseDark = RGBColor(0x1C, 0x1C, 0x1E, alpha: 0.55)
    static let denseLightExtra = 0.2
    /// Increase Contrast: the wash gains 0.12 ("stronger separation of content"), and a border
    /// of 1.5 pt (at least the 1 pt asked, so it survives anti-aliasing at 1x).
    static let contrastWashExtra = 0.12
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

    /// Bezel: a quarter of the element's shorter side, at most 20 pt (reference §4: bezel
    /// ≈ 20 pt; a 63 pt button ≈ 16 pt): a 44 pt button gets 11 pt, a 300 pt panel 20 pt.
    static let bezelFraction = 0.25
    static let bezelLimit: CGFloat = 20
    /// Specular rim: white added where the outline faces the light or its opposite (peaks
    /// reach ≈ 1.6× SDR white in Apple's rendering, reference §4: here they clip at white),
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

    // MARK: press (reference §4)

    /// Pressed glass scales by ≈ 1.05 and stretches a further 3 % toward the touch, moving 2 %
    /// of its size that way; a glow of σ = 0.35 × the shorter side adds up to 0.30 white there.
    static let pressedScale: CGFloat = 1.05
    static let pressedStretch: CGFloat = 0.03
    static let pressedShift: CGFloat = 0.02
    static let glowRadius = 0.35
    static let glowStrength: Float = 0.30

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
    static func group(_ item: GlassItem, transform t: Transform2D, colorSpace: ColorSpace) -> GlassGroup {
        let scale = t.maximumScale.isFinite ? max(t.maximumScale, 1e-6) : 1
        let dark = item.colorScheme == .dark
        let regular = item.variant == .regular
        func color(_ c: RGBColor, extra: Double = 0) -> SIMD4<Float> {
            premultiplied(c.withAlpha(min(1, c.alpha + extra)), in: colorSpace)
        }
        let shapes = item.elements.map { e -> GlassShape in
            var shape = GlassShape(geometry: outline(e).applying(t))
            shape.blend = e.blend.map { Double($0) * scale }
            let short = min(e.frame.width, e.frame.height)
            let extra = item.increasedContrast ? contrastWashExtra : 0
            if item.reduceTransparency {
                shape.washOverDark = color(dark ? reducedDark : reducedLight)
                shape.washOverLight = shape.washOverDark
                // Nearly opaque: the content follows the glass's own color, not the backdrop
                // (light glass over a dark photo keeps dark text).
                shape.appearanceLuminance = dark ? 0 : 1
            } else if regular {
                let dense = Double(min(max((short - denseFrom) / (denseAt - denseFrom), 0), 1))
                if dark && dense > 0 {
                    let d = denseDark.withAlpha(denseDark.alpha * dense)
                    shape.washOverDark = over(color(d), color(regularOverDark, extra: extra))
                    shape.washOverLight = over(color(d), color(regularOverLight, extra: extra))
                } else {
                    shape.washOverDark = color(regularOverDark, extra: extra)
                    shape.washOverLight = color(regularOverLight, extra: extra + (dark ? 0 : denseLightExtra * dense))
                }
            } else {
                shape.washOverDark = color(clearOverDark, extra: extra)
                shape.washOverLight = color(clearOverLight, extra: extra)
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
        let sigma =
            item.reduceTransparency
            ? reducedSigma : regular ? (dark ? regularSigmaDark : regularSigmaLight) : clearSigma
        g.frostSigma = Double(sigma) * scale
        g.saturation = saturation
        g.bezelFraction = bezelFraction
        g.bezelLimit = Double(bezelLimit) * scale
        g.lightAngle = item.lightAngle
        g.specular = dark ? specularDark : specularLight
        g.rimWidth = Double(rimWidth) * scale
        g.sheen = dark ? sheenDark : sheenLight
        g.contour = contour
        g.contourWidth = Double(contourWidth) * scale
        g.shadowOpacity = dark ? shadowDark : shadowLight
        g.shadowSigma = Double(shadowSigma) * scale
        g.shadowOffset = Double(shadowOffset) * scale
        g.borderWidth = item.increasedContrast ? Double(contrastBorder) * scale : 0
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
