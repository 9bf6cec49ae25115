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
        var style: AnyShapeStyle?
        var underline = false
        var strikethrough = false
        var kerning: CGFloat = 0
        var baselineOffset: CGFloat = 0
        var isLink = false
        /// Where a Markdown link goes, as written.
        var linkTarget: String?
        var design: Font.Design?
        var width: Font.Width?
    }

    var runs: [Run]

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

    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    private func map(_ change: (inout Run) -> Void) -> Text {
        Text(
            runs: runs.map { r in
                var r = r
                change(&r)
                return r
            })
    }

    public func font(_ font: Font?) -> Text { map { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    public func bold() -> Text { map { $0.bold = true } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { map { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool = true) -> Text { map { $0.monospaced = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { map { $0.color = color } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { map { $0.style = AnyShapeStyle(style) } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        map { $0.strikethrough = isActive }
    }
    public func kerning(_ kerning: CGFloat) -> Text { map { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { map { $0.kerning = tracking } }
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
        return [TextNode(runs: runs, environment: context.environment)]
    }
}

/// How text lines align within a multiline text, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Where text is cut when it does not fit, as SwiftUI's `Text.TruncationMode`.
extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}
