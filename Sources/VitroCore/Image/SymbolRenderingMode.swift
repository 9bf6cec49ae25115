import Foundation
import VitroSymbols

/// How a symbol's layers are colored, as SwiftUI's `SymbolRenderingMode`.
///
/// Symbols with a natural secondary part have two layers: the enclosure of every `.circle`,
/// `.square`, `.circle.fill` and `.square.fill` variant (and of `….triangle.fill` and
/// `….rectangle.fill` symbols drawn as a cut-out glyph) is the secondary layer, the glyph the
/// primary. Monochrome draws both in the foreground style, a `.fill` enclosure with the glyph
/// cut out of it; the other modes draw the glyph itself over its enclosure.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One color for every layer (the default).
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The foreground style for the primary layer and its `.secondary` and `.tertiary` levels
    /// (60 % and 30 % opacity for a custom style) for the others.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A style per layer, from `foregroundStyle(_:_:)` / `foregroundStyle(_:_:_:)`; layers past
    /// the styles given take the last. Multiple foreground styles choose it when no mode is set.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colors where SF Symbols gives it some (red for `heart.fill`, green
    /// behind `checkmark.circle.fill` …: `SymbolCatalog.multicolor`), else monochrome.
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
struct ForegroundStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The rendering mode for symbols; nil draws monochrome, or palette when several foreground
    /// styles are set.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary foreground styles set by `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)`, for the layers of palette symbols.
    var secondaryForegroundStyles: [AnyShapeStyle] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }

    /// The variant symbols draw in (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Sets how the layers of the symbols inside are colored (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environmentChange { $0.symbolRenderingMode = mode }
    }

    /// Draws the symbols inside in `variant` (`.fill`, `.circle`, `.circle.fill` …) where Vitro
    /// has that variant of a symbol.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentChange { $0.symbolVariants = variant }
    }

    /// Sets the primary and secondary foreground styles: text and one-layer symbols draw with
    /// the primary, the layers of symbols with one style each (palette).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary).environmentChange { $0.secondaryForegroundStyles = [AnyShapeStyle(secondary)] }
    }

    /// Sets the primary, secondary and tertiary foreground styles: text and one-layer symbols
    /// draw with the primary, the layers of symbols with one style each (palette).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary).environmentChange {
            $0.secondaryForegroundStyles = [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }
}

extension Image {
    /// This image with `mode` for its symbol's layers, over the environment's mode (see
    /// ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.symbolMode = mode
        return i
    }
}
