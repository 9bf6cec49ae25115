import Foundation

/// Text, as SwiftUI's `Text`: runs of styled characters that wrap into the width they are given.
public struct Text: View, PrimitiveView, Sendable {
    public typealias Body = Never

    /// A run of characters with one style.
    package struct Run: Sendable {
        package var string: String
        var font: Font?
        var weight: Font.Weight?
        var bold = false
        var italic = false
        var monospaced = false
        var color: Color?
        /// The color filled behind the run (`AttributedString.backgroundColor`).
        var background: Color?
        var style: AnyShapeStyle?
        var underline = false
        var strikethrough = false
        /// The underline's pattern and color (`underline(_:pattern:color:)`); nil for a solid line
        /// in the text's color.
        var underlineLine: Text.LineStyle?
        /// The strikethrough line's pattern and color.
        var strikethroughLine: Text.LineStyle?
        /// Values set with `customAttribute(_:)`, by their type.
        var attributes: [ObjectIdentifier: TextAttributeValue] = [:]
        var kerning: CGFloat = 0
        var baselineOffset: CGFloat = 0
        var isLink = false
        /// Where a Markdown link goes, as written.
        var linkTarget: String?
        var design: Font.Design?
        var width: Font.Width?
        /// The attributes of the `AttributedString` run this run was made from, kept so that a
        /// formatting definition in the environment can constrain them when the text is drawn.
        var source: AttributeContainer?
        /// The paragraph's line height (`AttributedString.lineHeight`), over the environment's.
        var lineHeight: AttributedString.LineHeight?
        /// The paragraph's alignment (`AttributedString.alignment`), over the environment's.
        var paragraphAlignment: AttributedString.TextAlignment?
    }

    var runs: [Run]
    /// What `Text`'s own accessibility modifiers said: recorded on the text's node.
    var accessibility = TextAccessibility()

    /// Text from a string literal, with its inline Markdown styled.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        runs = Markdown.runs(key.key)
    }

    /// Text exactly as given, without Markdown.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Text from a string value, without Markdown (as SwiftUI treats non-literal strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    init(runs: [Run]) { self.runs = runs }

    /// The characters, without styling.
    package var plainText: String { runs.map(\.string).joined() }

    /// The two texts drawn as one, each run keeping its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    private func map(_ change: (inout Run) -> Void) -> Text {
        var text = self
        text.runs = runs.map { r in
            var r = r
            change(&r)
            return r
        }
        return text
    }

    /// This text in `font`; `nil` uses the environment's font.
    public func font(_ font: Font?) -> Text { map { $0.font = font } }
    /// This text in `weight`; `nil` keeps the font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    /// This text in bold.
    public func bold() -> Text { map { $0.bold = true } }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italics.
    public func italic() -> Text { map { $0.italic = true } }
    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text in a monospaced font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { map { $0.monospaced = isActive } }
    /// This text in `color`; `nil` uses the foreground style.
    public func foregroundColor(_ color: Color?) -> Text { map { $0.color = color } }
    /// This text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { map { $0.style = AnyShapeStyle(style) } }
    /// This text underlined when `isActive`, in `pattern` and `color` (the text's by default).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        map {
            $0.underline = isActive
            $0.underlineLine = LineStyle(pattern: pattern, color: color)
        }
    }
    /// This text struck through when `isActive`, in `pattern` and `color` (the text's by default).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    {
        map {
            $0.strikethrough = isActive
            $0.strikethroughLine = LineStyle(pattern: pattern, color: color)
        }
    }
    /// This text with `kerning` points added between characters, after the font's own kerning.
    public func kerning(_ kerning: CGFloat) -> Text { map { $0.kerning = kerning } }
    /// This text with `tracking` points added after each character.
    public func tracking(_ tracking: CGFloat) -> Text { map { $0.kerning = tracking } }
    /// This text raised by `offset` points from the baseline (negative lowers it).
    public func baselineOffset(_ offset: CGFloat) -> Text { map { $0.baselineOffset = offset } }
    /// This text in the design given (`.serif`, `.rounded`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> Text { map { $0.design = design } }
    /// This text in the width given (`.condensed`, `.compressed`, `.expanded`).
    public func fontWidth(_ width: Font.Width?) -> Text { map { $0.width = width } }
    /// This text with digits of one width (recorded; see `View.monospacedDigit()`).
    public func monospacedDigit() -> Text { self }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        guard context.graph.allows(.textLength, runs.reduce(0) { $0 + $1.string.unicodeScalars.count }) else {
            return []
        }
        let drawn = context.environment.attributedTextFormatting.map { f in runs.map { $0.constrained(by: f) } } ?? runs
        let node = TextNode(runs: drawn, environment: context.environment)
        accessibility.record(on: node)
        return [node]
    }
}

/// How text lines align within a multiline text, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Where text is cut when it does not fit, as SwiftUI's `Text.TruncationMode`.
extension Text {
    /// Where text that does not fit is cut and an ellipsis put: at the start, the end, or the
    /// middle.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    /// A transformation of text to upper or lower case.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}
