import Foundation

/// The types of attributed text formatting definitions, as SwiftUI's `AttributedTextFormatting`
/// namespace.
public enum AttributedTextFormatting {
    /// A definition that constrains nothing, as SwiftUI's `AttributedTextFormatting.EmptyDefinition`
    /// (what an empty definition body builds).
    public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
        PrimitiveFormattingDefinition, Sendable
    {
        /// A definition that leaves every attribute as it is.
        public init() {}
        /// The definition itself: it is applied directly.
        public var body: Self { self }
        package func applyConstraints(to container: inout AttributeContainer) {}
    }

    /// A type-erased definition, as SwiftUI's `AttributedTextFormatting.AnyDefinition`.
    public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
        PrimitiveFormattingDefinition, @unchecked Sendable
    {
        // The wrapped definition's constraints; definitions are values, so sharing is safe.
        let apply: (inout AttributeContainer) -> Void

        /// `definition`, with its type erased.
        public init<D>(_ definition: D) where Scope == D.Scope, D: AttributedTextFormattingDefinition {
            apply = { definition.constrain(&$0) }
        }
        /// The definition itself: it is applied directly.
        public var body: Self { self }
        package func applyConstraints(to container: inout AttributeContainer) { apply(&container) }
    }

    /// Several definitions applied in order, as SwiftUI's `AttributedTextFormatting.TupleDefinition`
    /// (what a definition body of several lines builds).
    public struct TupleDefinition<Scope: AttributeScope, each Definition: AttributedTextFormattingDefinition>:
        AttributedTextFormattingDefinition, PrimitiveFormattingDefinition
    {
        let definitions: (repeat each Definition)

        /// The definitions, applied first to last.
        public init(definition: (repeat each Definition)) { definitions = definition }
        /// The definition itself: it is applied directly.
        public var body: Self { self }
        package func applyConstraints(to container: inout AttributeContainer) {
            for definition in repeat each definitions { definition.constrain(&container) }
        }
    }
}

extension Optional: AttributedTextFormattingDefinition where Wrapped: AttributedTextFormattingDefinition {
    /// The wrapped definition's scope.
    public typealias Scope = Wrapped.Scope
    /// The optional itself: the wrapped definition applies when there is one (a builder's `if`).
    public var body: Self { self }
}

extension Optional: PrimitiveFormattingDefinition where Wrapped: AttributedTextFormattingDefinition {
    package func applyConstraints(to container: inout AttributeContainer) { self?.constrain(&container) }
}

extension _ConditionalContent: AttributedTextFormattingDefinition
where
    TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition,
    TrueContent.Scope == FalseContent.Scope
{
    /// The branches' scope.
    public typealias Scope = TrueContent.Scope
    /// The conditional itself: the branch taken applies (a builder's `if`/`else`).
    public var body: Self { self }
}

extension _ConditionalContent: PrimitiveFormattingDefinition
where
    TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition,
    TrueContent.Scope == FalseContent.Scope
{
    package func applyConstraints(to container: inout AttributeContainer) {
        switch storage {
        case .trueContent(let d): d.constrain(&container)
        case .falseContent(let d): d.constrain(&container)
        }
    }
}
