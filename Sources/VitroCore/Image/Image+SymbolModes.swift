import Foundation

extension Image {
    /// This image's symbol drawn with flat colors or gradients, over the environment's mode
    /// (see ``SymbolColorRenderingMode``); nil leaves it to the environment.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image {
        var i = self
        i.symbolColorMode = mode
        return i
    }

    /// This image's symbol showing a variable value by `mode`, over the environment's mode
    /// (see ``SymbolVariableValueMode``); nil leaves it to the environment. Recorded: Vitro
    /// draws symbols without a variable value, so the mode changes nothing drawn.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image {
        var i = self
        i.symbolValueMode = mode
        return i
    }
}
