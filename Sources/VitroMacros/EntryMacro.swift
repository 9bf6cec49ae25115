import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` (iOS 18): a property of an `EnvironmentValues`, `Transaction`, `ContainerValues` or
/// `FocusedValues` extension backed by a key type. It adds the getter and setter that read and
/// write `self[__Key_name.self]` and, beside them, the private key type whose default value is
/// the property's initial value, as SwiftUI's macro expands.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let name = try entry(declaration).name
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let e = try entry(declaration)
        let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
        let extended = container.map { "\($0.extendedType.trimmed)".split(separator: ".").last.map(String.init) ?? "" }
        switch extended {
        case "FocusedValues":
            // A focused value is optional: the key's value is the unwrapped type, and it has no
            // default (nothing focused reads nil).
            guard let type = e.type, type.hasSuffix("?") else {
                throw EntryError("a focused value entry needs an optional type")
            }
            return [
                "private struct __Key_\(raw: e.name): FocusedValueKey { typealias Value = \(raw: type.dropLast()) }"
            ]
        default:
            let key =
                switch extended {
                case "Transaction": "TransactionKey"
                case "ContainerValues": "ContainerValueKey"
                default: "EnvironmentKey"
                }
            guard let type = e.type else {
                throw EntryError("@Entry needs a type annotation when the type of its initial value is not a literal's")
            }
            let value = e.initializer ?? (type.hasSuffix("?") ? "nil" : nil)
            guard let value else { throw EntryError("@Entry needs an initial value (or an optional type)") }
            return [
                """
                private struct __Key_\(raw: e.name): \(raw: key) {
                    typealias Value = \(raw: type)
                    static var defaultValue: Value { \(raw: value) }
                }
                """
            ]
        }
    }

    /// The property's name, type (written or that of a literal initial value) and initial value.
    static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (
        name: String, type: String?, initializer: String?
    ) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            variable.bindings.count == 1,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else { throw EntryError("@Entry applies to one stored property: `@Entry var name: Type = value`") }
        let initializer = binding.initializer?.value
        var type = binding.typeAnnotation.map { $0.type.trimmedDescription }
        if type == nil, let initializer {
            if initializer.is(IntegerLiteralExprSyntax.self) {
                type = "Int"
            } else if initializer.is(FloatLiteralExprSyntax.self) {
                type = "Double"
            } else if initializer.is(StringLiteralExprSyntax.self) {
                type = "String"
            } else if initializer.is(BooleanLiteralExprSyntax.self) {
                type = "Bool"
            }
        }
        return (name, type, initializer?.trimmedDescription)
    }
}

/// Why `@Entry` cannot expand, shown at the attribute.
struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
