import Foundation

/// The `index.html` of `vitro preview`'s output: every preview, grouped by module, its
/// variants side by side. With `live`, the page also connects to `vitro preview --watch`.
public enum GalleryPage {
    /// The page for `previews` (as `previews.json` lists them).
    public static func html(_ previews: [RenderedPreview], title: String, live: Bool = false) -> String {
        var body = ""
        var module: String?
        for group in grouped(previews) {
            if group.first?.module != module {
                module = group.first?.module
                body += "<h2>\(escape(module ?? ""))</h2>\n"
            }
            guard let first = group.first else { continue }
            body += "<section class=\"preview\" id=\"\(escape(first.identifier))\">\n"
            body +=
                "<h3>\(escape(first.name)) <small>\(escape(first.file)):\(first.line)</small></h3>\n<div class=\"variants\">\n"
            for item in group {
                body += "<figure data-variant=\"\(escape(item.variant))\">"
                if let file = item.fileName {
                    body +=
                        "<img src=\"\(escape(file))\" width=\"\(item.width / 3)\" height=\"\(item.height / 3)\" alt=\"\(escape(first.name)) (\(escape(item.variant)))\" data-width=\"\(item.width)\" data-height=\"\(item.height)\">"
                } else {
                    body += "<pre class=\"error\">\(escape(item.error ?? "not rendered"))</pre>"
                }
                body += "<figcaption>\(escape(item.variant))</figcaption></figure>\n"
            }
            body += "</div></section>\n"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <meta name="viewport" content="width=device-width">
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; border-bottom: 1px solid #d1d1d6; }
            h3 { font-size: 14px; margin: 12px 0 6px; } small { color: #8e8e93; font-weight: normal; }
            .variants { display: flex; flex-wrap: wrap; gap: 16px; }
            figure { margin: 0; } figcaption { color: #8e8e93; font-size: 12px; text-align: center; }
            img { max-width: 100%; height: auto; border-radius: 6px; box-shadow: 0 1px 4px rgba(0,0,0,.15); background: #fff; }
            pre.error { color: #c00; white-space: pre-wrap; }
            </style></head>
            <body><h1>\(escape(title))</h1>
            <p class="count">\(Set(previews.map(\.identifier)).count) previews, \(previews.count) images</p>
            \(body)</body></html>

            """
    }

    /// The previews in order, each preview's variants together.
    static func grouped(_ previews: [RenderedPreview]) -> [[RenderedPreview]] {
        var order: [String] = []
        var groups: [String: [RenderedPreview]] = [:]
        for p in previews {
            if groups[p.identifier] == nil { order.append(p.identifier) }
            groups[p.identifier, default: []].append(p)
        }
        return order.map { groups[$0]! }
    }

    /// Escapes text for HTML content and attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
