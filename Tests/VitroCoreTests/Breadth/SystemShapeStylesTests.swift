import Foundation
import Testing
import Vitro

/// The system shape styles draw their UIKit colors, and symbols draw gradients under
/// `.symbolColorRenderingMode(.gradient)`.
@MainActor
@Suite struct SystemShapeStylesTests {
    func center(_ view: some View, _ scheme: ColorScheme = .light) throws -> RGBColor {
        let image = try ImageRenderer(
            content: view.frame(width: 20, height: 20).environment(\.colorScheme, scheme)
        ).render()
        return image.color(atX: image.width / 2, y: image.height / 2)
    }

    func same(_ a: RGBColor, _ b: RGBColor) -> Bool {
        abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01 && abs(a.blue - b.blue) < 0.01
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func stylesDrawTheirColors(_ scheme: ColorScheme) throws {
        #expect(
            try same(center(Rectangle().fill(.link), scheme), center(Rectangle().fill(Color(uiColor: .link)), scheme)))
        #expect(
            try same(
                center(Rectangle().fill(.windowBackground), scheme),
                center(Rectangle().fill(Color(uiColor: .systemBackground)), scheme)))
        #expect(
            try same(center(Rectangle().fill(.selection), scheme), center(Rectangle().fill(Color.accentColor), scheme)))
        #expect(
            try same(
                center(
                    ZStack {
                        Color.white; Rectangle().fill(.placeholder)
                    }, scheme),
                center(
                    ZStack {
                        Color.white; Rectangle().fill(Color(uiColor: .placeholderText))
                    }, scheme)))
    }

    @Test func windowBackgroundFollowsTheScheme() throws {
        #expect(try center(Rectangle().fill(.windowBackground), .light).red > 0.95)
        #expect(try center(Rectangle().fill(.windowBackground), .dark).red < 0.05)
    }

    func symbolColumn(_ mode: SymbolColorRenderingMode?) throws -> (top: RGBColor, bottom: RGBColor) {
        let image = try ImageRenderer(
            content: Image(systemName: "square.fill").resizable().foregroundStyle(.blue)
                .symbolColorRenderingMode(mode).frame(width: 60, height: 60)
        ).render()
        let x = image.width / 2
        return (image.color(atX: x, y: image.height / 4), image.color(atX: x, y: image.height * 3 / 4))
    }

    @Test func gradientSymbolsAreLighterAtTheTop() throws {
        let flat = try symbolColumn(.flat)
        #expect(same(flat.top, flat.bottom))
        let gradient = try symbolColumn(.gradient)
        #expect(gradient.top.red > gradient.bottom.red + 0.03, "\(gradient)")
        #expect(try same(symbolColumn(nil).top, flat.top))
    }
}
