import Foundation

/// A formatting definition, type-erased for the environment.
package struct AnyTextFormatting: Sendable {
    // Definitions are values read only to constrain text; the closure keeps one.
    nonisolated(unsafe) let apply: (inout AttributeContainer) -> Void

    /// `text` with each run's attributes constrained.
    package func constrained(_ text: AttributedString) -> AttributedString {
        var text = text
        for run in text.runs {
            var container = run.attributes
            apply(&container)
            text[run.range].setAttributes(container)
        }
        return text
    }
}

struct AttributedTextFormattingKey: EnvironmentKey { static let defaultValue: AnyTextFormatting? = nil }

extension EnvironmentValues {
    /// The formatting definition `Text(AttributedString)` applies, set by
    /// `attributedTextFormattingDefinition(_:)`; nil for none.
    package var attributedTextFormatting: AnyTextFormatting? {
        get { self[AttributedTextFormattingKey.self] }
        set { self[AttributedTextFormattingKey.self] = newValue }
    }
}

extension View {
    /// Constrains the attributes of the `Text`s made from an `AttributedString` inside this view
    /// by `definition`, as SwiftUI's `attributedTextFormattingDefinition(_:)`: a value a
    /// constraint does not allow is drawn as the value it is replaced with.
    public func attributedTextFormattingDefinition<D>(_ definition: D) -> some View
    where D: AttributedTextFormattingDefinition {
        environment(\.attributedTextFormatting, AnyTextFormatting(apply: { definition.constrain(&$0) }))
    }
}
