import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
import VitroImageIO
import VitroTestSupport

/// The drawing, animation and text declarations the support table listed as missing.
@MainActor
@Suite struct DrawingTextBreadthTests {
    @Test func aProjectionTransformInvertsToUndoItself() throws {
        var t = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -6))
        let i = t.inverted()
        let product = t.concatenating(i)
        #expect(abs(product.m11 - 1) < 1e-9 && abs(product.m22 - 1) < 1e-9)
        #expect(abs(product.m31) < 1e-9 && abs(product.m32) < 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1))
        let singularInverted = singular.invert()
        #expect(!singularInverted)
        let inverted = t.invert()
        #expect(inverted)
    }

    @Test func projectionEffectMovesTheDrawingNotTheLayout() throws {
        let square = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 20, y: 0)))
            .frame(width: 60, height: 20, alignment: .leading)
        #expect(leaves(square).first == CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try ImageRenderer(content: square.background(Color.white)).render()
        #expect(image.color(atX: 10, y: 10).green > 0.99)
        #expect(image.color(atX: 30, y: 10).green < 0.01)
    }

    @Test func exposureAdjustDoublesTheLinearLightPerStop() throws {
        let gray = Color(.sRGBLinear, red: 0.2, green: 0.1, blue: 0.05)
        let up = gray.exposureAdjust(1).resolve(in: EnvironmentValues())
        #expect(abs(up.linearRed - 0.4) < 1e-4 && abs(up.linearGreen - 0.2) < 1e-4)
        let hdr = gray.resolveHDR(in: EnvironmentValues())
        #expect(hdr.headroom == 1 && abs(hdr.linearBlue - 0.05) < 1e-4)
    }

    @Test func anAnimationsBaseRunsItsCurve() throws {
        let a = Animation.linear(duration: 1)
        var context = AnimationContext<Double>()
        let half = a.base.animate(value: 10.0, time: 0.5, context: &context)
        #expect(abs((half ?? 0) - 5) < 1e-6)
        var c2 = AnimationContext<Double>()
        #expect(Animation.spring.shouldMerge(previous: a, value: 1.0, time: 0, context: &c2))
    }

    @Test func theTextDeclarationsCompileAndKeepTheText() throws {
        let text = Text("Abc").textScale(.secondary).textVariant(.sizeDependent)
        let plain = leaves(Text("Abc"))
        #expect(leaves(text) == plain)
        #expect(leaves(Text("Abc").multilineTextAlignment(strategy: .writingDirectionBased)) == plain)
        #expect(TextInputAutocapitalization(.allCharacters) != nil)
    }
}
