import Foundation

extension Text {
    /// Text from an attributed string: each run keeps its Markdown styling (bold, italic, code,
    /// strikethrough, links) and the SwiftUI attributes set on it (`font`, `foregroundColor`,
    /// `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`).
    ///
    /// Disfavored because Linux's Foundation makes `AttributedString` a string literal: without
    /// it, `Text("**bold**")` would take this initializer instead of the `LocalizedStringKey` one
    /// and lose its Markdown.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for piece in attributedContent.runs {
            var run = Run(string: String(attributedContent[piece.range].characters))
            let attributes = piece.attributes
            if let intent = attributes[InlineIntentKey.self] {
                run.bold = intent.contains(.stronglyEmphasized)
                run.italic = intent.contains(.emphasized)
                run.monospaced = intent.contains(.code)
                run.strikethrough = intent.contains(.strikethrough)
            }
            run.isLink = attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil
            run.take(attributes)
            run.source = attributes
            runs.append(run)
        }
        self.init(runs: runs)
    }

    /// The style of an underline or strikethrough line, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        /// The line's pattern: solid, dotted or dashed.
        public var pattern: Pattern
        /// The line's color; `nil` draws it in the text's color.
        public var color: Color?
        /// A line of `pattern` in `color` (the text's color when `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// One solid line.
        public static let single = LineStyle()
    }
}

#if canImport(Darwin)
    typealias InlineIntentKey = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
#else
    typealias InlineIntentKey = AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute

    /// How a run of Markdown text is styled inline, as Foundation's `InlinePresentationIntent`
    /// (which Foundation has on Apple platforms only).
    public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
        /// The intents as bits.
        public let rawValue: UInt
        /// Intents from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Emphasis, drawn in italics (`*text*`).
        public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
        /// Strong emphasis, drawn in bold (`**text**`).
        public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
        /// Code, drawn in a monospaced font (text in backticks).
        public static let code = InlinePresentationIntent(rawValue: 1 << 2)
        /// Struck-through text (`~~text~~`).
        public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
        /// A soft line break, drawn as a space.
        public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
        /// A hard line break.
        public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    }
#endif

extension Foundation.AttributeScopes {
    /// The SwiftUI attribute scope (`\.swiftUI`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` reads from an `AttributedString`, as SwiftUI's `SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run.
        public let font: FontAttribute
        /// The color of a run's text.
        public let foregroundColor: ForegroundColorAttribute
        /// The color behind a run's text.
        public let backgroundColor: BackgroundColorAttribute
        /// A run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// A run's strikethrough line.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The kerning of a run, in points.
        public let kern: KerningAttribute
        /// The tracking of a run, in points.
        public let tracking: TrackingAttribute
        /// How far a run is raised from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's own attributes (links, Markdown intents, ...), as the SwiftUI scope
        /// includes them.
        public let foundation: AttributeScopes.FoundationAttributes
        #if !canImport(Darwin)
            /// How a run of Markdown is styled: emphasis, strong emphasis, code, strikethrough.
            public let inlinePresentationIntent: InlinePresentationIntentAttribute
            /// The line height of a paragraph: `Text` draws the run's lines this high, in place
            /// of `lineHeight(_:)`'s.
            public let lineHeight: AttributeScopes.CoreTextAttributes.LineHeightAttribute
            /// The horizontal alignment of a paragraph: `Text` puts the run's lines at this
            /// side (left, center or right, whatever the layout direction), in place of
            /// `multilineTextAlignment(_:)`'s.
            public let alignment: AttributeScopes.CoreTextAttributes.TextAlignmentAttribute
        #endif

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value: a font.
            public typealias Value = Font
            /// The attribute's name, as SwiftUI names its font attribute.
            public static let name = "SwiftUI.Font"
        }
        /// The color of a run's characters.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value: a color.
            public typealias Value = Color
            /// The attribute's name, as SwiftUI names its foreground color attribute.
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The color behind a run, filled over the run's line height.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value: a color.
            public typealias Value = Color
            /// The attribute's name, as SwiftUI names its background color attribute.
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// An underline under a run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The attribute's value: a line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name, as SwiftUI names its underline style attribute.
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// A line through a run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The attribute's value: a line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name, as SwiftUI names its strikethrough style attribute.
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// Extra space between a run's characters, in points.
        public enum KerningAttribute: AttributedStringKey {
            /// The attribute's value: a length in points.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names its kerning attribute.
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space after a run's characters, in points.
        public enum TrackingAttribute: AttributedStringKey {
            /// The attribute's value: a length in points.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names its tracking attribute.
            public static let name = "SwiftUI.Tracking"
        }
        /// How far a run is raised above the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The attribute's value: a length in points.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names its baseline offset attribute.
            public static let name = "SwiftUI.BaselineOffset"
        }
        #if !canImport(Darwin)
            /// Bold, italic, code and strikethrough from Markdown (Foundation's own on Apple platforms).
            public enum InlinePresentationIntentAttribute: AttributedStringKey {
                /// The attribute's value: the inline intents.
                public typealias Value = InlinePresentationIntent
                /// The attribute's name, as SwiftUI names its inline presentation intent attribute.
                public static let name = "NSInlinePresentationIntent"
            }
        #endif
    }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor = .red` and the other SwiftUI attributes.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

#if !canImport(Darwin)
    extension AttributedString {
        /// How Markdown is read, as Foundation's `AttributedString.MarkdownParsingOptions`.
        public struct MarkdownParsingOptions: Hashable, Sendable {
            /// Which Markdown is interpreted.
            public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
            /// What a parse error does.
            public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
            /// Whether Markdown's extended attributes (`^[text](attribute: value)`) are read.
            public var allowsExtendedAttributes: Bool
            /// Which Markdown is interpreted: all of it, or inline elements only.
            public var interpretedSyntax: InterpretedSyntax
            /// What a parse error does: throw, or return what was parsed.
            public var failurePolicy: FailurePolicy
            /// The language of the text, as a BCP 47 code, or `nil`.
            public var languageCode: String?
            /// Parsing options; by default full Markdown without extended attributes, throwing on
            /// errors.
            public init(
                allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
            ) {
                self.allowsExtendedAttributes = allowsExtendedAttributes
                self.interpretedSyntax = interpretedSyntax
                self.failurePolicy = failurePolicy
                self.languageCode = languageCode
            }
        }

        /// An attributed string from inline Markdown — `**bold**`, `*italic*`, code in backticks,
        /// `~~strikethrough~~`, `[links](url)` — read by the same rules as `Text`'s string literals
        /// (Foundation has this initializer on Apple platforms only). Never throws.
        public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
            self.init()
            for run in Markdown.runs(markdown) {
                var piece = AttributedString(run.string)
                var intent: InlinePresentationIntent = []
                if run.bold { intent.insert(.stronglyEmphasized) }
                if run.italic { intent.insert(.emphasized) }
                if run.monospaced { intent.insert(.code) }
                if run.strikethrough { intent.insert(.strikethrough) }
                if !intent.isEmpty { piece.inlinePresentationIntent = intent }
                if let target = run.linkTarget { piece.link = URL(string: target, relativeTo: baseURL) }
                append(piece)
            }
        }
    }
#endif
