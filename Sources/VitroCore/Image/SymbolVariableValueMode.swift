import Foundation

/// How a symbol shows a variable value, as SwiftUI's `SymbolVariableValueMode`: by coloring
/// its layers, or by drawing its paths part way.
///
/// Vitro keeps the mode in the environment; it draws symbols without a variable value, so the
/// mode changes nothing Vitro draws.
public struct SymbolVariableValueMode: Hashable, Sendable {
    let name: String

    /// Layers above the value are drawn faded.
    public static let color = SymbolVariableValueMode(name: "color")
    /// Paths are drawn along their length up to the value.
    public static let draw = SymbolVariableValueMode(name: "draw")
}

struct SymbolVariableValueModeKey: EnvironmentKey {
    static let defaultValue: SymbolVariableValueMode? = nil
}

extension EnvironmentValues {
    /// How symbols show a variable value; nil is the symbol's own choice.
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the symbols in this view show a variable value, as SwiftUI's
    /// `symbolVariableValueMode(_:)`.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        environment(\.symbolVariableValueMode, mode)
    }
}
