// `@Entry` (iOS 18), as SwiftUI declares it.

/// Declares an entry of `EnvironmentValues`, `Transaction`, `ContainerValues` or
/// `FocusedValues`: `extension EnvironmentValues { @Entry var accent: Color = .blue }` adds the
/// property and the key type behind it, whose default value is the initial value.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "VitroMacros", type: "EntryMacro")
