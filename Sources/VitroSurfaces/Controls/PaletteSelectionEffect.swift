import Foundation
@_spi(Nodes) import VitroCore

/// How a palette picker marks its selected option, as SwiftUI's `PaletteSelectionEffect`
/// (recorded: palettes open in menus, which a still image shows closed).
public struct PaletteSelectionEffect: Hashable, Sendable {
    let name: String
    /// The system's mark (recorded).
    public static var automatic: PaletteSelectionEffect { PaletteSelectionEffect(name: "automatic") }
    /// No mark: the option's own image shows its selection (recorded).
    public static var custom: PaletteSelectionEffect { PaletteSelectionEffect(name: "custom") }
    /// The selected option drawn with `variant` of its symbol (recorded).
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant")
    }
}

extension View {
    /// How palette pickers in this view mark their selection (recorded, as
    /// `PaletteSelectionEffect`), as SwiftUI's `paletteSelectionEffect(_:)`.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        record("paletteSelectionEffect")
    }
}
