import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// `.buttonBorderShape(_:)` with the glass button styles: SwiftUI draws `.glass` and
/// `.glassProminent` in the environment's border shape (a capsule by default).
@MainActor
@Suite struct GlassButtonShapeTests {
    /// The glass shapes a view's display list draws.
    static func glassFrames(_ view: some View) -> [GlassItem] {
        var out: [GlassItem] = []
        func walk(_ items: [DisplayList.Item]) {
            for item in items {
                switch item {
                case .glass(let g): out.append(g)
                case .group(_, let children): walk(children)
                default: break
                }
            }
        }
        walk(ImageRenderer(content: view).displayList.items)
        return out
    }

    @Test(arguments: [false, true])
    func aCircleBorderShapeMakesACircularGlassButton(prominent: Bool) throws {
        let button = Button {
        } label: {
            Image(systemName: "plus")
        }
        let styled: AnyView =
            prominent ? AnyView(button.buttonStyle(.glassProminent)) : AnyView(button.buttonStyle(.glass))
        let circle = try #require(Self.glassFrames(styled.buttonBorderShape(.circle)).first?.elements.first)
        let capsule = try #require(Self.glassFrames(styled).first?.elements.first)
        let rounded = try #require(
            Self.glassFrames(styled.buttonBorderShape(.roundedRectangle(radius: 6))).first?.elements.first)
        #expect(circle.kind == "circle", "\(circle.kind)")
        // A circle button is as wide as it is tall.
        #expect(abs(circle.frame.width - circle.frame.height) < 0.5, "\(circle.frame)")
        #expect(capsule.kind == "capsule", "\(capsule.kind)")
        #expect(rounded.kind != "capsule" && rounded.kind != "circle", "\(rounded.kind)")
    }
}
