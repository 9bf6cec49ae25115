import Foundation
import Testing
import Vitro

/// Each seed example renders over a backdrop that shows what glass and materials do to it.
/// Golden-image comparison joins when Vitro's snapshot strategy lands; the PNGs are written to
/// $VITRO_SEED_OUTPUT when set, for looking at.
@MainActor
@Suite struct SeedExampleTests {
    func render<V: View>(_ name: String, _ view: V, size: CGSize) throws -> RasterImage {
        let renderer = ImageRenderer(content: scene(view, size))
        renderer.scale = 2
        let image = try renderer.render()
        if let out = ProcessInfo.processInfo.environment["VITRO_SEED_OUTPUT"] {
            try image.writePNG(to: URL(fileURLWithPath: out).appendingPathComponent("\(name).png"))
        }
        return image
    }

    init() { useTestImages() }

    @Test func concentricRectangleInsetsConcentrically() throws {
        let image = try render("concentric", ConcentricExample(), size: CGSize(width: 240, height: 160))
        // The cyan rectangle's corner is rounded (12 pt minimum): the corner pixel at the padding
        // shows the backdrop, a pixel inside is cyan.
        let inside = image.color(atX: 2 * 40, y: 2 * 40)
        #expect(inside.green > 0.6 && inside.red < 0.3)
    }

    @Test func concentricCornersEachFollowTheirStyle() throws {
        _ = try render("concentric-corners", ConcentricCornersExample(), size: CGSize(width: 240, height: 160))
        let list = ImageRenderer(content: ConcentricCornersExample().frame(width: 240, height: 160)).displayList
        #expect(list.description.contains("fill (16, 16, 208, 128)"))
    }

    @Test func helloGlass() throws {
        _ = try render("hello-glass", HelloGlassExample(), size: CGSize(width: 300, height: 120))
        #expect(ImageRenderer(content: HelloGlassExample()).displayList.description.contains("glass regular capsule"))
    }

    @Test func materialExamples() throws {
        for (name, view) in [
            ("material-teal", AnyView(MaterialTealExample())), ("material-rounded", AnyView(MaterialRoundedExample())),
        ] {
            let image = try render(name, view, size: CGSize(width: 240, height: 160))
            #expect(image.width == 480)
        }
        let list = ImageRenderer(content: MaterialRoundedExample().frame(width: 240, height: 160)).displayList
            .description
        #expect(list.contains("backdrop regular"))
        #expect(list.contains("text \"Flag\""))
    }

    @Test func chiliPeppersMaterial() throws {
        let list = ImageRenderer(content: MaterialChiliExample().frame(width: 240, height: 160)).displayList.description
        #expect(list.contains("image 480×320"), "the chili_peppers resource is found")
        _ = try render("material-chili", MaterialChiliExample(), size: CGSize(width: 240, height: 160))
    }

    @Test func glassVariants() throws {
        _ = try render("glass-variants", GlassVariantsExample(), size: CGSize(width: 300, height: 260))
        let list = ImageRenderer(content: GlassVariantsExample()).displayList.description
        #expect(glassCount(list) == 3, "identity draws no glass")
        #expect(list.contains("tint #FF8D28"), "the orange tint")
    }

    @Test func glassContainers() throws {
        _ = try render("glass-container", GlassContainerExample(), size: CGSize(width: 300, height: 140))
        _ = try render("glass-union", GlassUnionExample(), size: CGSize(width: 420, height: 140))
        let list = ImageRenderer(content: GlassUnionExample()).displayList.description
        // One group for the container; two unions of two symbols each: two capsules.
        #expect(glassCount(list) == 1)
        #expect(list.components(separatedBy: "capsule").count - 1 == 2)
    }

    @Test func glassMorphAtRest() throws {
        _ = try render("glass-morph", GlassMorphExample(), size: CGSize(width: 300, height: 200))
        let list = ImageRenderer(content: GlassMorphExample()).displayList.description
        // Collapsed: the pencil and the glass button.
        #expect(glassCount(list) == 2)
        #expect(list.contains("text \"Toggle\""))
    }

    /// How many glass items a printed display list holds.
    func glassCount(_ list: String) -> Int {
        list.split(separator: "\n").filter { $0.drop(while: { $0 == " " }).hasPrefix("glass ") }.count
    }
}
