/// How a source pixel combines with the pixel already painted: the blend modes SwiftUI's
/// `BlendMode` names, by the W3C Compositing and Blending formulas, on premultiplied values.
public enum BlendOperation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Source over (W3C `normal`).
    case normal
    /// The separable modes of W3C Compositing and Blending: each channel blended on its own.
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// The difference and exclusion modes.
    case difference, exclusion
    /// Non-separable modes: hue, saturation, color and luminosity of the source with the rest
    /// of the backdrop (W3C `SetLum`/`SetSat` with luminosity 0.3 R + 0.59 G + 0.11 B).
    case hue, saturation, color, luminosity
    /// Porter–Duff source-atop: the source where the backdrop is, the backdrop's alpha kept.
    case sourceAtop
    /// Porter–Duff destination-over: the source drawn behind the backdrop.
    case destinationOver
    /// Porter–Duff destination-out: the backdrop erased by the source's alpha.
    case destinationOut
    /// Apple's plus-darker: `max(0, 1 − ((1 − D) + (1 − S)))`, extended to alpha as
    /// `αo = min(1, αs + αb)`, `co = max(0, αo − (αs − cs) − (αb − cb))` (the spec's own
    /// formula is known to be wrong; this one reduces to Apple's for opaque pixels and leaves
    /// the backdrop unchanged under a transparent source).
    case plusDarker
    /// Plus-lighter: `co = min(1, cs + cb)`, `αo = min(1, αs + αb)`.
    case plusLighter
    /// The other Porter–Duff operators (premultiplied `o = s·Fa + d·Fb`): clear (`Fa = Fb = 0`),
    /// copy (`Fa = 1, Fb = 0`), source-in (`Fa = αd`), source-out (`Fa = 1 − αd`),
    /// destination-in (`Fb = αs`), destination-atop (`Fa = 1 − αd, Fb = αs`) and xor
    /// (`Fa = 1 − αd, Fb = 1 − αs`). They apply where something is drawn: a fill or layer's
    /// transparent pixels leave the backdrop as it is, as CoreGraphics' fills do.
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    /// Whether the mode can only add to the backdrop's alpha in the usual way
    /// (`αo = αs + αb(1 − αs)`), which lets coverage scale the source.
    public var isSeparable: Bool {
        switch self {
        case .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver, .destinationOut, .plusDarker,
            .plusLighter, .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor:
            false
        default: true
        }
    }
}
