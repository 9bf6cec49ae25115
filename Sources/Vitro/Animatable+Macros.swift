// `@Animatable` and `@AnimatableIgnored` (iOS 26), as SwiftUI declares them.

/// Makes a view, shape or modifier `Animatable` (iOS 26). A still image shows the end state of
/// every animation, so the synthesized animatable data is not needed: the macro adds the
/// conformance only.
@attached(extension, conformances: Animatable)
public macro Animatable() = #externalMacro(module: "VitroMacros", type: "AnimatableMacro")

/// Leaves a stored property out of `@Animatable`'s animatable data (recorded: adds nothing).
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "VitroMacros", type: "AnimatableIgnoredMacro")
