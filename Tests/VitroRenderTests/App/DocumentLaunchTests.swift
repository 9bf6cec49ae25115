import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// The document launch screen: background, title, actions, browser sheet and the accessory
/// views placed with the geometry proxy.
@MainActor
@Suite struct DocumentLaunchTests {
    let size = CGSize(width: 393, height: 852)

    func render(_ view: some View) throws -> RasterImage {
        try ImageRenderer(content: view.frame(width: size.width, height: size.height)).render()
    }

    func count(_ image: RasterImage, in rect: CGRect, _ match: (Double, Double, Double) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = image.color(atX: x, y: y)
                if match(c.red, c.green, c.blue) { n += 1 }
            }
        }
        return n
    }

    @Test func theLaunchScreenDrawsTitleActionsAndBrowser() throws {
        let view = DocumentLaunchView(
            "Books", for: [.plainText], backgroundStyle: Color.red,
            { NewDocumentButton(Text("Start New Book")) }, onDocumentOpen: { url in Text(url.path) },
            backgroundAccessoryView: { geometry in
                Color.yellow.frame(width: 60, height: 60)
                    .offset(x: geometry.titleViewFrame.minX, y: geometry.titleViewFrame.minY - 70)
            },
            overlayAccessoryView: { geometry in
                Color.green.frame(width: 40, height: 40)
                    .offset(x: geometry.frame.maxX - 40, y: geometry.titleViewFrame.midY - 20)
            })
        let image = try render(view)
        let proxy = DocumentLaunchMetrics.proxy(in: size)
        // The red background above the sheet, the system background in the sheet.
        #expect(
            count(image, in: CGRect(x: 0, y: 0, width: 10, height: 10)) { r, g, b in r > 0.9 && g < 0.3 && b < 0.3 }
                == 100)
        let sheetTop = size.height * (1 - DocumentLaunchMetrics.sheetFraction)
        #expect(
            count(image, in: CGRect(x: 0, y: sheetTop + 60, width: 10, height: 10)) { r, g, b in
                r > 0.95 && g > 0.95 && b > 0.95
            } == 100)
        // The title's dark glyphs in the title view's frame.
        #expect(count(image, in: proxy.titleViewFrame) { r, g, b in r < 0.2 && g < 0.2 && b < 0.2 } > 100)
        // The prominent capsule button under the title, in the accent color.
        let actions = CGRect(x: 0, y: proxy.titleViewFrame.maxY, width: size.width, height: 80)
        #expect(count(image, in: actions) { r, g, b in b > 0.9 && r < 0.2 } > 500)
        // The accessory views where the proxy put them: yellow above the title, green at the right.
        let yellow = CGRect(x: proxy.titleViewFrame.minX + 5, y: proxy.titleViewFrame.minY - 65, width: 50, height: 50)
        #expect(count(image, in: yellow) { r, g, b in r > 0.9 && g > 0.7 && b < 0.2 } == 2500)
        let green = CGRect(x: size.width - 35, y: proxy.titleViewFrame.midY - 15, width: 30, height: 30)
        #expect(count(image, in: green) { r, g, b in g > 0.6 && r < 0.4 && b < 0.5 } == 900)
        #expect(view.contentTypes.map(\.identifier) == ["public.plain-text"])
    }

    struct Launching: App {
        var body: some Scene {
            DocumentGroupLaunchScene("Notes") {
                NewDocumentButton(Text("New Note"))
            } background: {
                Color.orange
            }
        }
    }

    struct Defaults: App {
        var body: some Scene { DocumentGroupLaunchScene(Text("Journal")) }
    }

    @Test func theLaunchSceneShowsItsTitleAndActions() {
        let drawn = ImageRenderer(app: Launching()).displayList.description
        #expect(drawn.contains("#FF8D28"))  // the orange background given
        #expect(drawn.contains("\"Notes\"") && drawn.contains("\"New\"") && drawn.contains("\"Recents\""))
        let defaults = ImageRenderer(app: Defaults()).displayList.description
        #expect(
            defaults.contains("\"Journal\"") && defaults.contains("\"Create\"") && defaults.contains("\"Document\""))
    }

    final class Box: DocumentBaseBox {
        var base: String?
    }

    @Test func aDocumentBaseBoxReplacesItsDocument() {
        let box: any DocumentBaseBox<String> = Box()
        box.base = "draft"
        #expect((box as? Box)?.base == "draft")
        #expect(DefaultDocumentGroupLaunchActions().body is NewDocumentButton<Text>)
    }
}
