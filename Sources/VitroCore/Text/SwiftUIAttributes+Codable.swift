import Foundation

// The SwiftUI attributes of an `AttributedString` that SwiftUI makes codable, so that an
// attributed string with them can be archived. Colors are written as their resolved sRGB
// components (in the default environment: light appearance); line styles as their pattern and
// color; a font, which has no portable description, fails to encode with a clear error.

extension Foundation.AttributeScopes.SwiftUIAttributes.FontAttribute: CodableAttributedStringKey {
    /// Fails: a font has no portable encoding (SwiftUI does not archive fonts either).
    public static func encode(_ value: Font, to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            value, .init(codingPath: encoder.codingPath, debugDescription: "a SwiftUI Font cannot be encoded"))
    }
    /// Fails: a font has no portable encoding.
    public static func decode(from decoder: any Decoder) throws -> Font {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "a SwiftUI Font cannot be decoded"))
    }
}

extension Foundation.AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute: CodableAttributedStringKey {
    /// Writes the color's sRGB components and opacity.
    public static func encode(_ value: Color, to encoder: any Encoder) throws {
        try CodedColor(value).encode(to: encoder)
    }
    /// Reads a color written by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> Color {
        try CodedColor(from: decoder).color
    }
}

extension Foundation.AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute: CodableAttributedStringKey {
    /// Writes the color's sRGB components and opacity.
    public static func encode(_ value: Color, to encoder: any Encoder) throws {
        try CodedColor(value).encode(to: encoder)
    }
    /// Reads a color written by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> Color {
        try CodedColor(from: decoder).color
    }
}

extension Foundation.AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute: CodableAttributedStringKey {
    /// Writes the line's pattern and color.
    public static func encode(_ value: Text.LineStyle, to encoder: any Encoder) throws {
        try CodedLineStyle(value).encode(to: encoder)
    }
    /// Reads a line style written by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> Text.LineStyle {
        try CodedLineStyle(from: decoder).style
    }
}

extension Foundation.AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute: CodableAttributedStringKey {
    /// Writes the line's pattern and color.
    public static func encode(_ value: Text.LineStyle, to encoder: any Encoder) throws {
        try CodedLineStyle(value).encode(to: encoder)
    }
    /// Reads a line style written by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> Text.LineStyle {
        try CodedLineStyle(from: decoder).style
    }
}

/// A color as archived: sRGB components and opacity.
struct CodedColor: Codable {
    var red: Float
    var green: Float
    var blue: Float
    var opacity: Float

    init(_ color: Color) {
        let r = color.resolve(in: EnvironmentValues())
        (red, green, blue, opacity) = (r.red, r.green, r.blue, r.opacity)
    }

    var color: Color { Color(Color.Resolved(red: red, green: green, blue: blue, opacity: opacity)) }
}

/// A line style as archived: its pattern's name and its color, if any.
struct CodedLineStyle: Codable {
    var pattern: String
    var color: CodedColor?

    init(_ style: Text.LineStyle) {
        pattern = "\(style.pattern)"
        color = style.color.map(CodedColor.init)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        pattern = try c.decode(String.self, forKey: .pattern)
        color = try c.decodeIfPresent(CodedColor.self, forKey: .color)
        guard Self.patterns[pattern] != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .pattern, in: c, debugDescription: "unknown line pattern \"\(pattern)\"")
        }
    }

    static let patterns: [String: Text.LineStyle.Pattern] = [
        "solid": .solid, "dot": .dot, "dash": .dash, "dashDot": .dashDot, "dashDotDot": .dashDotDot,
    ]

    var style: Text.LineStyle { Text.LineStyle(pattern: Self.patterns[pattern] ?? .solid, color: color?.color) }
}
