import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that carries Vitro's macros: `#Preview`, `@Previewable`, `@Animatable` and `@Entry`.
@main
struct VitroMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, AnimatableMacro.self, AnimatableIgnoredMacro.self, EntryMacro.self,
    ]
}
