import Foundation

/// How text may be styled in a view, as SwiftUI's `AttributedTextFormattingDefinition`: an
/// attribute scope and the value constraints of its `body`. Applied with
/// `attributedTextFormattingDefinition(_:)`, it constrains the attributes a `Text` made from an
/// `AttributedString` draws.
public protocol AttributedTextFormattingDefinition<Scope> {
    /// The attribute scope whose attributes the definition constrains.
    associatedtype Scope: AttributeScope
    /// The definition this one is made of.
    associatedtype Body: AttributedTextFormattingDefinition
    /// The constraints of the definition, composed of value constraints and other definitions.
    @AttributedTextFormatting.DefinitionBuilder<Scope> var body: Body { get }
}

/// A definition Vitro applies itself rather than through its `body` (the built-in ones).
package protocol PrimitiveFormattingDefinition {
    /// Applies the definition's constraints to `container`, in order.
    func applyConstraints(to container: inout AttributeContainer)
}

extension AttributedTextFormattingDefinition {
    /// Applies every value constraint of this definition to `container`, in the order the
    /// definition lists them, as SwiftUI's `constrain(_:)`.
    public func constrain(_ container: inout AttributeContainer) {
        if let primitive = self as? any PrimitiveFormattingDefinition {
            primitive.applyConstraints(to: &container)
        } else if let constraint = self as? any AttributedTextValueConstraint {
            constraint.applyValueConstraint(to: &container)
        } else {
            body.constrain(&container)
        }
    }

    /// `text` with every run's attributes constrained by this definition.
    package func constrained(_ text: AttributedString) -> AttributedString {
        AnyTextFormatting(apply: { constrain(&$0) }).constrained(text)
    }
}

extension AttributedTextFormattingDefinition {
    /// A constraint of one attribute to a set of values, written inside a definition's `body`.
    public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint
}
