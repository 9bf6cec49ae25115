import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable` (iOS 26): makes a type `Animatable`. SwiftUI also synthesizes `animatableData`
/// from the stored properties; a still image only ever shows the end of an animation, so the
/// conformance (with its default, empty `animatableData`) is all that is added here.
public struct AnimatableMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // A type that is already animatable (a Shape, say) gets no second conformance.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }
}

/// `@AnimatableIgnored` (iOS 26): leaves a property out of `@Animatable`'s animatable data. It
/// adds nothing by itself.
public struct AnimatableIgnoredMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
