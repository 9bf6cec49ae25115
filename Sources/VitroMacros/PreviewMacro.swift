import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: turns a preview's body into a view type and registers it so that
/// `PreviewRegistry.previews` finds it at run time.
///
/// The expansion declares three things under unique names:
/// - a `View` whose `body` is the preview's closure, with any `@Previewable` properties of
///   the closure lifted into stored properties of the view;
/// - a function that builds the registry's entry (name, traits, source location, the view);
/// - a record in the `vitro_previews` section of the binary pointing at that function.
///   The section is read back by `PreviewRegistry`, so nothing has to list previews by hand.
public struct PreviewMacro: DeclarationMacro {
    /// The value every record starts with ("VITROPRV" in ASCII), checked before a record is used.
    static let magic = "0x5649_5452_4f50_5256"

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var name = "nil"
        var traits: [String] = []
        var body: ClosureExprSyntax? = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            let label = argument.label?.text
            if label == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                body = closure
            } else if label == "traits" {
                inTraits = true
                traits.append(argument.expression.trimmedDescription)
            } else if label == nil && inTraits {
                traits.append(argument.expression.trimmedDescription)
            } else if label == nil && name == "nil" {
                name = argument.expression.trimmedDescription
            }
        }
        guard let body else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody))
            return []
        }

        // Split the body into the `@Previewable` properties and the rest.
        var properties: [String] = []
        var statements: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { isPreviewable($0) })
            {
                let kept = variable.attributes.filter { !isPreviewable($0) }
                properties.append(variable.with(\.attributes, kept).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }

        let view = context.makeUniqueName("PreviewView")
        let make = context.makeUniqueName("makePreview")
        let record = context.makeUniqueName("previewRecord")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "#fileID"
        let line = location?.line.trimmedDescription ?? "#line"
        let traitList = "[" + traits.joined(separator: ", ") + "]"

        return [
            """
            @MainActor
            private struct \(view): VitroCore.View {
            \(raw: properties.joined(separator: "\n"))
            var body: some VitroCore.View { VitroCore.AnyView(content()) }
            @VitroCore.ViewBuilder
            private func content() -> any VitroCore.View {
            \(raw: statements.joined(separator: "\n"))
            }
            }
            """,
            """
            private func \(make)() -> UnsafeMutableRawPointer {
            VitroRender.PreviewRegistry.entry(name: \(raw: name), fileID: \(raw: file), line: \(raw: line)) { @MainActor in
            (\(raw: traitList), { @MainActor in VitroCore.AnyView(\(view)()) })
            }
            }
            """,
            """
            @section("vitro_previews") @used
            private let \(record): VitroRender.PreviewRecord = (\(raw: magic), \(make))
            """,
        ]
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}

enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a body closure that returns the view to preview"
        }
    }
    var diagnosticID: MessageID { MessageID(domain: "VitroMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
