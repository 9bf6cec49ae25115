import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that carries Vitro's macros: `#Preview` and `@Previewable`.
@main
struct VitroMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, AnimatableMacro.self, AnimatableIgnoredMacro.self,
    ]
}
