/// The key of a localized string, as SwiftUI's `LocalizedStringKey`. String literals passed to
/// `Text` become keys, and their inline Markdown — `**bold**`, `*italic*`, code in backticks,
/// `[links](url)`, `~~strikethrough~~` — is styled. (Vitro has no string tables: the key is the text.)
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    package let key: String

    /// A key with the string `value`.
    public init(_ value: String) { key = value }
    /// A key from a string literal.
    public init(stringLiteral value: String) { key = value }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// The interpolation of a key's string literal: its pieces appended in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// An empty interpolation, with room for the given literal and interpolated pieces.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends a literal piece.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends an interpolated value, described as `String(describing:)` does.
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        /// Appends an interpolated string.
        public mutating func appendInterpolation(_ value: String) { text += value }
    }
}

/// Inline Markdown to styled runs.
enum Markdown {
    static func runs(_ source: String) -> [Text.Run] {
        var runs: [Text.Run] = []
        var current = Text.Run(string: "")
        var bold = false
        var italic = false
        var strike = false
        let chars = Array(source)
        var i = 0
        func flush() {
            if !current.string.isEmpty { runs.append(current) }
            current = Text.Run(string: "")
            current.bold = bold
            current.italic = italic
            current.strikethrough = strike
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count {
                current.string.append(chars[i + 1])
                i += 2
                continue
            }
            if c == "*" || c == "_", i + 1 < chars.count, chars[i + 1] == c {
                flush()
                bold.toggle()
                current.bold = bold
                i += 2
                continue
            }
            if c == "~", i + 1 < chars.count, chars[i + 1] == "~" {
                flush()
                strike.toggle()
                current.strikethrough = strike
                i += 2
                continue
            }
            if c == "*" || (c == "_" && (i == 0 || chars[i - 1] == " " || italic)) {
                flush()
                italic.toggle()
                current.italic = italic
                i += 1
                continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                flush()
                var code = Text.Run(string: String(chars[(i + 1)..<end]))
                code.monospaced = true
                runs.append(code)
                i = end + 1
                continue
            }
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count,
                chars[close + 1] == "(",
                let paren = chars[(close + 2)...].firstIndex(of: ")")
            {
                flush()
                var link = Text.Run(string: String(chars[(i + 1)..<close]))
                link.isLink = true
                link.linkTarget = String(chars[(close + 2)..<paren])
                link.bold = bold
                link.italic = italic
                runs.append(link)
                i = paren + 1
                continue
            }
            current.string.append(c)
            i += 1
        }
        flush()
        return runs
    }
}
