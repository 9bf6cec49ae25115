import Foundation

extension TextNode {
    /// What a legibility audit reads of the text: its whole string and, per run, the size in
    /// points and the CSS weight it is drawn with — a font set on the `Text` itself included,
    /// not only the environment's.
    package var auditFonts: (text: String, fonts: [(size: Double, weight: Int)]) {
        let fonts = runs.map { run -> (size: Double, weight: Int) in
            let font = environment.effectiveFont(run.font)
            var weight =
                run.weight?.value ?? environment.fontWeight?.value ?? font.resolvedWeight(on: environment.platform)
            if run.bold { weight = max(weight, 700) }
            return (Double(font.pointSize(environment.dynamicTypeSize, on: environment.platform)), weight)
        }
        return (runs.map(\.string).joined(), fonts)
    }
}
