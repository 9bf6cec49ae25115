import Foundation
import Testing
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// The SwiftUI attributes of an `AttributedString` that `Text` draws, and their archiving.
@MainActor
@Suite struct AttributedTextAttributeTests {
    @Test func backgroundColorFillsBehindTheRun() throws {
        var plain = AttributedString("MMMM ")
        var marked = AttributedString("MMMM")
        marked.backgroundColor = .blue
        plain.append(marked)
        let image = try ImageRenderer(content: Text(plain).foregroundStyle(Color.red).fixedSize()).render()
        // Right part: blue behind red glyphs; left part: no background.
        let w = image.width
        var blue = 0
        var blueLeft = 0
        for y in 0..<image.height {
            for x in 0..<w {
                let c = image.color(atX: x, y: y)
                if c.blue > 0.9, c.red < 0.1, c.alpha > 0.99 { if x < w / 2 { blueLeft += 1 } else { blue += 1 } }
            }
        }
        #expect(blue > 50 && blueLeft == 0)
    }

    struct Encoded<K: CodableAttributedStringKey>: Encodable {
        let value: K.Value
        func encode(to encoder: any Encoder) throws { try K.encode(value, to: encoder) }
    }
    struct Decoded<K: CodableAttributedStringKey>: Decodable {
        let value: K.Value
        init(from decoder: any Decoder) throws { value = try K.decode(from: decoder) }
    }
    typealias Attributes = AttributeScopes.SwiftUIAttributes

    @Test func colorsAndLineStylesArchive() throws {
        let red = try JSONEncoder().encode(
            Encoded<Attributes.ForegroundColorAttribute>(value: Color(red: 1, green: 0, blue: 0)))
        let color = try JSONDecoder().decode(Decoded<Attributes.ForegroundColorAttribute>.self, from: red).value
            .resolve(in: EnvironmentValues())
        #expect(abs(color.red - 1) < 1e-3 && color.green < 1e-3)
        let line = Text.LineStyle(pattern: .dash, color: .blue)
        let data = try JSONEncoder().encode(Encoded<Attributes.UnderlineStyleAttribute>(value: line))
        let back = try JSONDecoder().decode(Decoded<Attributes.UnderlineStyleAttribute>.self, from: data).value
        #expect(back.pattern == .dash && back.color != nil)
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(Encoded<Attributes.FontAttribute>(value: .body))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                Decoded<Attributes.UnderlineStyleAttribute>.self, from: Data(#"{"pattern":"zigzag"}"#.utf8))
        }
    }
}
