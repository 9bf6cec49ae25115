import VitroRaster

/// How a view's pixels combine with what is beneath, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Separable blend modes: normal (source over), multiply, screen, overlay, darken, lighten,
    /// color dodge, color burn, soft light and hard light.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// The difference and exclusion modes, and the non-separable hue, saturation, color and
    /// luminosity modes.
    case difference, exclusion, hue, saturation, color, luminosity
    /// Porter–Duff source atop, destination over and destination out, and the plus darker and plus
    /// lighter modes.
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    /// The other Porter–Duff operators, for a `GraphicsContext`'s drawing: clear, copy,
    /// source in and out, destination in and atop, and xor. They apply where something is
    /// drawn (a shape's inside, a layer's opaque pixels), as CoreGraphics applies them.
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    var operation: BlendOperation {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        case .clear: .clear
        case .copy: .copy
        case .sourceIn: .sourceIn
        case .sourceOut: .sourceOut
        case .destinationIn: .destinationIn
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        }
    }
}
