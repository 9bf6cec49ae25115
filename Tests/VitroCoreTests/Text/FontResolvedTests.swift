import Foundation
import Testing
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Fonts resolved and resized (iOS 26), drawn images, springs and asymmetric transitions.
@MainActor
@Suite struct FontResolvedTests {
    @Test func fontsResolveInTheirContext() {
        var env = EnvironmentValues()
        let body = Font.body.resolve(in: env.fontResolutionContext)
        #expect(body.pointSize == 17 && !body.isBold && !body.isItalic)
        #expect(Font.headline.resolve(in: env.fontResolutionContext).isBold)
        #expect(Font.body.scaled(by: 2).bold().scaled(by: 3).resolve(in: env.fontResolutionContext).pointSize == 102)
        env.dynamicTypeSize = .xxxLarge
        #expect(Font.body.resolve(in: env.fontResolutionContext).pointSize > 17)
        #expect(Font.body.pointSize(12).resolve(in: env.fontResolutionContext).pointSize == 12, "no dynamic type")
        #expect(Font.body.monospaced().italic().resolve(in: env.fontResolutionContext).isMonospaced)
    }

    @Test func scaledFontsDrawLarger() throws {
        let small = try ImageRenderer(content: Text("Hello").font(.body).fixedSize()).render()
        let large = try ImageRenderer(content: Text("Hello").font(.body.scaled(by: 2)).fixedSize()).render()
        #expect(large.width > small.width * 3 / 2 && large.height > small.height * 3 / 2)
    }

    @Test func drawnImagesDrawTheirRenderer() throws {
        let image = Image(size: CGSize(width: 10, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), with: .color(red: 1, green: 0, blue: 0))
        }
        let fixed = try ImageRenderer(content: image).render()
        #expect(fixed.width == 10 && fixed.color(atX: 2, y: 5).red > 0.95 && fixed.color(atX: 7, y: 5).alpha < 0.01)
        let scaled = try ImageRenderer(content: image.resizable().frame(width: 40, height: 20)).render()
        #expect(scaled.color(atX: 18, y: 10).red > 0.95 && scaled.color(atX: 22, y: 10).alpha < 0.01)
    }

    @Test func springForceAndAsymmetricTransitions() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.force(target: 1.0, position: 0.0, velocity: 0.0) == 100)
        #expect(spring.force(target: 0.0, position: 0.0, velocity: 1.0) == -10)
        #expect(abs(spring.velocity(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 0)) < 1e-9)
        #expect(AsymmetricTransition<OpacityTransition, OpacityTransition>.properties.hasMotion == false)
        #expect(UnitCurve.easeInEaseOut == UnitCurve.easeInOut)
    }
}

/// `Color.mix(with:by:in:)`.
@MainActor
@Suite struct ColorMixTests {
    @Test func mixesInBothSpaces() {
        let env = EnvironmentValues()
        let black = Color(red: 0, green: 0, blue: 0)
        let white = Color(red: 1, green: 1, blue: 1)
        let device = black.mix(with: white, by: 0.5, in: .device).resolve(in: env)
        #expect(abs(device.red - 0.5) < 1e-3)
        // Oklab's middle gray, L = 0.5, is 0.5³ = 0.125 in linear light: 0.389 gamma-encoded.
        let perceptual = black.mix(with: white, by: 0.5).resolve(in: env)
        #expect(abs(perceptual.red - perceptual.blue) < 1e-3 && abs(perceptual.red - 0.389) < 0.005)
        #expect(black.mix(with: white, by: 1).resolve(in: env).red > 0.999)
        #expect(black.mix(with: white, by: .nan).resolve(in: env).red < 1e-3)
    }
}
