import Foundation

/// The checks an SVG layer passes before librsvg sees it: an icon layer is one self-contained
/// file, so anything that reaches outside it, and any XML entity declaration, is refused.
///
/// librsvg already refuses much of this on its own (a document without a base location cannot
/// load relative files; libxml2 caps entity expansion), but the refusal is made here, in one
/// place, with a message that says what was found.
enum SVGSafety {
    static func check(_ data: Data, file: String) throws(IconError) {
        let text = String(decoding: data, as: UTF8.self)
        let lower = text.lowercased()
        if lower.contains("<!entity") {
            throw .badSVG(file: file, reason: "declares XML entities (<!ENTITY>), which can expand without bound")
        }
        if lower.contains("<xi:include") || lower.contains("xinclude") {
            throw .badSVG(file: file, reason: "uses XInclude to pull in another file")
        }
        if lower.contains("@import") {
            throw .badSVG(file: file, reason: "imports a style sheet (@import)")
        }
        for value in attributeValues(named: "href", in: text) where !isInternal(value) {
            throw .badSVG(file: file, reason: "references an external resource (href=\"\(value.prefix(80))\")")
        }
        var rest = lower[...]
        while let r = rest.range(of: "url(") {
            let after = rest[r.upperBound...].drop { $0 == " " || $0 == "'" || $0 == "\"" }
            if !after.hasPrefix("#") && !after.hasPrefix("data:") {
                throw .badSVG(file: file, reason: "references an external resource (url(\(after.prefix(60))…)")
            }
            rest = rest[r.upperBound...]
        }
    }

    /// A reference within the file itself (`#id`) or inline data.
    static func isInternal(_ value: String) -> Bool {
        let v = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return v.isEmpty || v.hasPrefix("#") || v.hasPrefix("data:")
    }

    /// The values of every attribute whose name ends in `name` (`href`, `xlink:href`).
    static func attributeValues(named name: String, in text: String) -> [String] {
        var values: [String] = []
        var rest = text[...]
        while let r = rest.range(of: name, options: .caseInsensitive) {
            var i = r.upperBound
            while i < rest.endIndex, rest[i] == " " { i = rest.index(after: i) }
            guard i < rest.endIndex, rest[i] == "=" else {
                rest = rest[r.upperBound...]
                continue
            }
            i = rest.index(after: i)
            while i < rest.endIndex, rest[i] == " " { i = rest.index(after: i) }
            guard i < rest.endIndex, rest[i] == "\"" || rest[i] == "'" else {
                rest = rest[r.upperBound...]
                continue
            }
            let quote = rest[i]
            let start = rest.index(after: i)
            let end = rest[start...].firstIndex(of: quote) ?? rest.endIndex
            values.append(String(rest[start..<end]))
            rest = rest[end...]
        }
        return values
    }
}
