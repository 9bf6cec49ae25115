import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
import VitroColor
import VitroImageIO
import VitroTestSupport

/// An app's `ShapeStyle`: it draws with what its `resolve(in:)` returns, and as a view it fills
/// its frame (`ShapeStyle.body`).
@MainActor
@Suite struct CustomShapeStyleTests {
    /// Blue in the light appearance, red in the dark.
    struct Emphasis: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Color {
            environment.colorScheme == .dark ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)
        }
    }

    /// Resolves through another app style, to a resolved color.
    struct Layered: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Muted { Muted() }
    }

    struct Muted: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            Color.Resolved(red: 0, green: 1, blue: 0, opacity: 1)
        }
    }

    /// A style that is also a view, with no body of its own.
    struct Swatch: ShapeStyle, View {
        nonisolated func resolve(in environment: EnvironmentValues) -> Color { Color(red: 1, green: 0, blue: 0) }
    }

    func pixel(_ view: some View) throws -> RGBColor {
        try ImageRenderer(content: view.frame(width: 10, height: 10).background(Color.white)).render()
            .color(atX: 5, y: 5)
    }

    @Test func aCustomStyleDrawsWithWhatItResolvesTo() throws {
        let light = try pixel(Rectangle().fill(Emphasis()))
        #expect(light.blue > 0.9 && light.red < 0.1)
        let dark = try pixel(Rectangle().fill(Emphasis()).environment(\.colorScheme, .dark))
        #expect(dark.red > 0.9 && dark.blue < 0.1)
        let layered = try pixel(Circle().fill(Layered()))
        #expect(layered.green > 0.9 && layered.red < 0.1)
        let foreground = try pixel(Rectangle().foregroundStyle(Emphasis()))
        #expect(foreground.blue > 0.9)
    }

    @Test func aStyleThatIsAViewFillsItsFrame() throws {
        let swatch = try pixel(Swatch())
        #expect(swatch.red > 0.9 && swatch.green < 0.1)
    }

    @Test func vitrosOwnStylesResolveToThemselves() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(type(of: gradient.resolve(in: EnvironmentValues())) == LinearGradient.self)
        #expect(Color.red.resolve(in: EnvironmentValues()).red > 0.9)
    }
}
