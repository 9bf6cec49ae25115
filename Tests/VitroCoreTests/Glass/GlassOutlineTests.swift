import Foundation
import Testing
import Vitro
import VitroGeometry
@testable import VitroRaster

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Glass in the display list and the draw commands as values: a glass element's outline for any
/// frame compares by what it draws, and glass reaches the compositor as an equatable command.
@MainActor
@Suite struct GlassOutlineTests {
    /// Two glass views in a union of `spacing` 0, each 60 pt high, the first in `shape`.
    struct Union<S: Shape>: View {
        let shape: S
        @Namespace var namespace
        var body: some View {
            GlassEffectContainer(spacing: 0) {
                HStack(spacing: 20) {
                    Color.clear.frame(width: 60, height: 60).glassEffect(.regular, in: shape)
                        .glassEffectUnion(id: 1, namespace: namespace)
                    Color.clear.frame(width: 60, height: 60).glassEffect(.regular, in: shape)
                        .glassEffectUnion(id: 1, namespace: namespace)
                }
            }
        }
    }

    func elements(_ view: some View) -> [GlassItem.Element] {
        GlassContainerTests.glassItems(ImageRenderer(content: view).displayList.items).flatMap(\.elements)
    }

    @Test func outlinesThatDrawAlikeInOneFrameButNotAnotherAreNotEqual() {
        // A 60 pt capsule and a rounded rectangle of radius 30 draw the same outline in the
        // 60 pt frame; over a union's wider frame they do not, and neither do their outlines.
        let capsule = GlassOutline(Capsule(), frame: CGRect(x: 0, y: 0, width: 60, height: 60), container: nil)
        let rounded = GlassOutline(
            RoundedRectangle(cornerRadius: 30, style: .circular), frame: CGRect(x: 0, y: 0, width: 60, height: 60),
            container: nil)
        let square = CGRect(x: 0, y: 0, width: 60, height: 60)
        let wide = CGRect(x: 0, y: 0, width: 140, height: 120)
        #expect(capsule.geometry(in: square) == rounded.geometry(in: square))
        #expect(capsule.geometry(in: wide) != rounded.geometry(in: wide))
        #expect(capsule != rounded)
        #expect(capsule == GlassOutline(Capsule(), frame: wide, container: nil), "a known shape is its figures")
    }

    @Test func aUnionOfKnownShapesAsksTheShapeForTheUnionsFrame() {
        let joined = elements(Union(shape: RoundedRectangle(cornerRadius: 12, style: .circular)))
        #expect(joined.count == 1)
        guard case .roundedRect(let r, let radii)? = joined.first?.geometry else {
            Issue.record("a rounded rectangle's union is a rounded rectangle")
            return
        }
        #expect(r.width == 140 && r.height == 60)
        #expect(radii == CornerGeometry.Radii(12), "the radius is the shape's, not stretched with the frame")
    }

    @Test func aUnionOfCustomShapesMapsTheOutlineTheyDrew() {
        struct Diamond: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
                p.closeSubpath()
                return p
            }
        }
        let joined = elements(Union(shape: Diamond()))
        #expect(joined.count == 1)
        let b = joined.first?.geometry.bounds
        #expect(b?.width == 140 && b?.height == 60, "the diamond drawn at 60 pt spans the union's frame")
        // The outline is a value: made twice, it compares equal; a different outline does not.
        // (Each render has namespaces of its own, so the outlines are compared, not the elements.)
        #expect(elements(Union(shape: Diamond())).map(\.outline) == joined.map(\.outline))
        #expect(elements(Union(shape: Capsule())).map(\.outline) != joined.map(\.outline))
    }

    @Test func glassIsAnEquatableDrawCommand() {
        func commands(_ tint: Color?) -> [DrawCommand] {
            let view = Color.clear.frame(width: 80, height: 40).glassEffect(.regular.tint(tint))
                .padding(20).background(Color.orange)
            let list = ImageRenderer(content: view).displayList
            return DisplayListRenderer(scale: 2).commands(list.items, .identity)
        }
        let glass = commands(nil).filter { if case .glass = $0 { true } else { false } }
        #expect(glass.count == 1)
        #expect(commands(nil) == commands(nil), "the same view draws equal commands")
        #expect(commands(nil) != commands(.blue), "a tint is part of the command")
    }

    @Test func aMovedGlassDrawingDrawsWhatTheUnmovedOneDoes() throws {
        let view = Color.clear.frame(width: 80, height: 40).glassEffect().padding(20).background(Color.orange)
        let list = ImageRenderer(content: view).displayList
        let commands = DisplayListRenderer(scale: 1).commands(list.items, .identity)
        var direct = try Pixmap(width: 120, height: 80)
        Compositor().draw(commands, into: &direct)
        // The same commands inside a layer that starts 7 px right and 5 px down of the target.
        let moved = commands.map { $0.translated(7, 5) }
        var shifted = try Pixmap(width: 127, height: 85)
        Compositor().draw(moved, into: &shifted)
        #expect(shifted.cropped(to: PixelRect(x: 7, y: 5, width: 120, height: 80)) == direct)
    }
}
