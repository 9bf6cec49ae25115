import Foundation

/// How a symbol's layers are colored, as SwiftUI's `SymbolRenderingMode`.
///
/// Vitro's symbols draw in one layer with the foreground style, so every mode draws as
/// `.monochrome`: the mode is recorded in the environment (`symbolRenderingMode`) and has no
/// other effect on a render.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One color for every layer (the default).
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// One color, with lower layers at lower opacity (recorded; drawn as monochrome).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A color per layer from the foreground styles (recorded; drawn with the first style).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colors (recorded; drawn as monochrome).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// The variant of a symbol to draw, as SwiftUI's `SymbolVariants`: `.fill`, `.circle`,
/// `.circle.fill`, `.square`, `.slash` … `Image(systemName:)` draws the variant's name
/// (`"heart"` with `.circle.fill` draws `heart.circle.fill`) when Vitro has it, else the name given.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isSlashed = false
    var isFilled = false

    /// No variant: the name as given.
    public static let none = SymbolVariants()
    /// The filled variant (`.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol in a circle (`.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol in a rounded square (`.square`).
    public static let square = SymbolVariants(shape: .square)
    /// The symbol in a rounded rectangle (`.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The symbol struck through (`.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant in a rounded square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant in a rounded rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant, struck through.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isSlashed || isSlashed) && (!other.isFilled || isFilled)
    }

    func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var v = self
        change(&v)
        return v
    }

    /// The SF Symbols name of this variant of `base`, in SF Symbols' order of suffixes.
    func name(for base: String) -> String {
        var name = base
        switch shape {
        case .circle?: name += ".circle"
        case .square?: name += ".square"
        case .rectangle?: name += ".rectangle"
        case nil: break
        }
        if isSlashed { name += ".slash" }
        if isFilled { name += ".fill" }
        return name
    }
}

struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The rendering mode for symbols (recorded; see ``SymbolRenderingMode``).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variant symbols draw in (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode of the symbols inside (recorded; see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environmentChange { $0.symbolRenderingMode = mode }
    }

    /// Draws the symbols inside in `variant` (`.fill`, `.circle`, `.circle.fill` …) where Vitro
    /// has that variant of a symbol.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentChange { $0.symbolVariants = variant }
    }

    /// Sets the primary and secondary foreground styles. Vitro draws text and symbols with the
    /// primary; the secondary is recorded (`foregroundStyles` of a palette symbol).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the primary, secondary and tertiary foreground styles; Vitro draws with the primary
    /// and records the others.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
    }
}

extension Image {
    /// This image with `mode` for its symbol: recorded, as Vitro draws symbols in one layer (see
    /// ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
