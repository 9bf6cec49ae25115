import Foundation

extension Text.Run {
    /// Sets the run's styling from the SwiftUI attributes of `attributes` (those it has).
    mutating func take(_ attributes: AttributeContainer) {
        let swiftUI = AttributeScopes.SwiftUIAttributes.self
        font = attributes[swiftUI.FontAttribute.self]
        color = attributes[swiftUI.ForegroundColorAttribute.self]
        background = attributes[swiftUI.BackgroundColorAttribute.self]
        if let line = attributes[swiftUI.UnderlineStyleAttribute.self] {
            underline = true
            underlineLine = line
        }
        if let line = attributes[swiftUI.StrikethroughStyleAttribute.self] {
            strikethrough = true
            strikethroughLine = line
        }
        kerning = attributes[swiftUI.TrackingAttribute.self] ?? attributes[swiftUI.KerningAttribute.self] ?? 0
        baselineOffset = attributes[swiftUI.BaselineOffsetAttribute.self] ?? 0
        #if !canImport(Darwin)
            let coreText = AttributeScopes.CoreTextAttributes.self
            lineHeight = attributes[coreText.LineHeightAttribute.self]
            paragraphAlignment = attributes[coreText.TextAlignmentAttribute.self]
        #endif
    }

    /// The run with the attributes it was made from constrained by `formatting`: each attribute
    /// the definition changed is drawn as changed, and styling set by `Text`'s own modifiers
    /// stays.
    func constrained(by formatting: AnyTextFormatting) -> Text.Run {
        guard let source else { return self }
        var after = source
        formatting.apply(&after)
        let swiftUI = AttributeScopes.SwiftUIAttributes.self
        var run = self
        if after[swiftUI.FontAttribute.self] != source[swiftUI.FontAttribute.self] {
            run.font = after[swiftUI.FontAttribute.self]
        }
        if after[swiftUI.ForegroundColorAttribute.self] != source[swiftUI.ForegroundColorAttribute.self] {
            run.color = after[swiftUI.ForegroundColorAttribute.self]
        }
        if after[swiftUI.BackgroundColorAttribute.self] != source[swiftUI.BackgroundColorAttribute.self] {
            run.background = after[swiftUI.BackgroundColorAttribute.self]
        }
        if after[swiftUI.UnderlineStyleAttribute.self] != source[swiftUI.UnderlineStyleAttribute.self] {
            run.underlineLine = after[swiftUI.UnderlineStyleAttribute.self]
            run.underline = run.underlineLine != nil
        }
        if after[swiftUI.StrikethroughStyleAttribute.self] != source[swiftUI.StrikethroughStyleAttribute.self] {
            run.strikethroughLine = after[swiftUI.StrikethroughStyleAttribute.self]
            run.strikethrough = run.strikethroughLine != nil
        }
        let kern = { (c: AttributeContainer) in
            c[swiftUI.TrackingAttribute.self] ?? c[swiftUI.KerningAttribute.self] ?? 0
        }
        if kern(after) != kern(source) { run.kerning = kern(after) }
        if after[swiftUI.BaselineOffsetAttribute.self] != source[swiftUI.BaselineOffsetAttribute.self] {
            run.baselineOffset = after[swiftUI.BaselineOffsetAttribute.self] ?? 0
        }
        return run
    }
}
