import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
import VitroTestSupport

/// `Font.default`: the font in effect where it is used.
@MainActor
@Suite struct FontDefaultTests {
    func size(_ view: some View) -> CGSize { ImageRenderer(content: view).layout().size }

    @Test func theDefaultFontIsTheEnvironmentsFont() {
        let big = Font.system(size: 30)
        // (`Text.font(_:)` on a text would replace the run's font: the environment's is set on a stack.)
        #expect(size(VStack { Text("Hello").font(.default) }.font(big)) == size(Text("Hello").font(big)))
        #expect(size(Text("Hello").font(.default)) == size(Text("Hello")))
        #expect(size(Text("Hello").font(big)) != size(Text("Hello")))
    }

    @Test func changesToTheDefaultFontApplyOnTopOfIt() {
        let big = Font.system(size: 30)
        let boldBig = size(Text("Hello").font(big.bold()))
        #expect(size(VStack { Text("Hello").font(.default.bold()) }.font(big)) == boldBig)
        #expect(size(VStack { Text("Hello") }.font(.default.bold()).font(big)) == boldBig)
        #expect(boldBig != size(Text("Hello").font(big)))
    }
}
