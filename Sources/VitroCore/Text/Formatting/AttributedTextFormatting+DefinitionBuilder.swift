import Foundation

extension AttributedTextFormatting {
    /// Builds a definition's `body` from its lines, as SwiftUI's
    /// `AttributedTextFormatting.DefinitionBuilder`: lines apply first to last.
    @resultBuilder
    public struct DefinitionBuilder<Scope> {
        /// A line: a definition of the builder's scope.
        public static func buildExpression<D>(_ definition: D) -> D
        where Scope == D.Scope, D: AttributedTextFormattingDefinition { definition }

        /// An empty body: no constraint.
        public static func buildBlock<S>() -> AttributedTextFormatting.EmptyDefinition<S> where S: AttributeScope {
            EmptyDefinition()
        }

        /// A body of one line: that definition.
        public static func buildBlock<D>(_ definition: D) -> D where D: AttributedTextFormattingDefinition {
            definition
        }

        /// A body of several lines, applied first to last.
        public static func buildBlock<F, each D>(_ first: F, _ definition: repeat each D)
            -> AttributedTextFormatting.TupleDefinition<F.Scope, F, repeat each D>
        where F: AttributedTextFormattingDefinition, repeat each D: AttributedTextFormattingDefinition {
            TupleDefinition(definition: (first, repeat each definition))
        }

        /// The `if` branch of an `if`/`else`.
        public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
        where
            Scope == T.Scope, T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition,
            T.Scope == F.Scope
        { _ConditionalContent(storage: .trueContent(first)) }

        /// The `else` branch of an `if`/`else`.
        public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
        where
            Scope == T.Scope, T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition,
            T.Scope == F.Scope
        { _ConditionalContent(storage: .falseContent(second)) }

        /// An `if` without `else`: the definition when the condition holds.
        public static func buildIf<D>(_ definition: D?) -> D?
        where Scope == D.Scope, D: AttributedTextFormattingDefinition { definition }

        /// A line inside `if #available`, type-erased.
        public static func buildLimitedAvailability<D>(_ definition: D) -> AttributedTextFormatting.AnyDefinition<Scope>
        where Scope == D.Scope, D: AttributedTextFormattingDefinition { AnyDefinition(definition) }
    }
}
