import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a property declared inside a `#Preview` body. It adds nothing by
/// itself; `#Preview` lifts the marked properties into the view it generates, so that
/// `@Previewable @State var value = 1` owns state as a view's property would.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
