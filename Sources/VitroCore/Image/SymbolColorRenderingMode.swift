import Foundation

/// How a symbol's layers are colored, as SwiftUI's `SymbolColorRenderingMode`: flat in their
/// colors, or each color drawn as its standard gradient (`Color.gradient`).
public struct SymbolColorRenderingMode: Hashable, Sendable {
    let isGradient: Bool

    /// Each layer in its flat color.
    public static let flat = SymbolColorRenderingMode(isGradient: false)
    /// Each layer's color drawn as a gradient, lighter at the top.
    public static let gradient = SymbolColorRenderingMode(isGradient: true)

    /// `style` as a symbol layer draws it in `environment`: a color becomes its gradient under
    /// `.gradient`; other styles (gradients, materials) are kept.
    @MainActor
    package static func layerStyle(_ style: any ShapeStyle, in rect: CGRect, environment: EnvironmentValues)
        -> any ShapeStyle
    {
        guard environment.symbolColorRenderingMode == .gradient,
            case .paint(.color(let c), .normal) = resolveStyle(style, in: rect, environment: environment)
        else { return style }
        return AnyGradient(color: Color(c))
    }
}

struct SymbolColorRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolColorRenderingMode? = nil
}

extension EnvironmentValues {
    /// How symbols color their layers; nil draws them flat.
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] }
        set { self[SymbolColorRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view with flat colors or gradients, as SwiftUI's
    /// `symbolColorRenderingMode(_:)`.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        environment(\.symbolColorRenderingMode, mode)
    }
}
