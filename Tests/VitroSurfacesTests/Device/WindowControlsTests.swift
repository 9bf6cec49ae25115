import Testing
import Vitro

/// A Mac window shows its close, minimize and zoom buttons in its title bar; other devices don't.
@MainActor
@Suite struct WindowControlsTests {
    func pixel(_ image: RasterImage, _ x: Double, _ y: Double, scale: Double) -> (Int, Int, Int) {
        let p = image.color(atX: Int(x * scale), y: Int(y * scale))
        return (Int(p.red * 255), Int(p.green * 255), Int(p.blue * 255))
    }

    @Test func aMacWindowDrawsItsTrafficLightsCenteredInTheTitleBar() throws {
        let renderer = ImageRenderer(content: Color.clear, device: .mac)
        renderer.scale = 1
        let image = try renderer.render()
        // Centers 20, 40 and 60 pt from the leading edge, in the middle of the 52 pt title bar.
        let close = pixel(image, 20, 26, scale: 1)
        let minimize = pixel(image, 40, 26, scale: 1)
        let zoom = pixel(image, 60, 26, scale: 1)
        #expect(close.0 > 200 && close.1 < 120 && close.2 < 120, "close is red: \(close)")
        #expect(minimize.0 > 200 && minimize.1 > 150 && minimize.2 < 80, "minimize is yellow: \(minimize)")
        #expect(zoom.1 > 150 && zoom.0 < 100 && zoom.2 < 100, "zoom is green: \(zoom)")
        // Between the discs is title bar, not button.
        let gap = pixel(image, 30, 26, scale: 1)
        #expect(abs(gap.0 - gap.1) < 20, "the gap is the title bar's gray: \(gap)")
    }

    @Test func anIPadHasNoTrafficLights() throws {
        let renderer = ImageRenderer(content: Color.clear, device: .iPad)
        renderer.scale = 1
        let image = try renderer.render()
        let spot = pixel(image, 20, 26, scale: 1)
        #expect(abs(spot.0 - spot.1) < 20 && abs(spot.1 - spot.2) < 20, "no red disc: \(spot)")
    }

    @Test func aMacWindowShowsTheNavigationTitleInItsTitleBarAfterTheButtons() throws {
        func inkInTitleBar(title: String) throws -> Int {
            let renderer = ImageRenderer(
                content: NavigationStack { List { Text("Row") }.navigationTitle(title) }, device: .mac)
            renderer.scale = 1
            let image = try renderer.render()
            // The title's place: after the window buttons, within the 52 pt title bar.
            var dark = 0
            for y in 10..<44 {
                for x in 80..<160 where pixel(image, Double(x), Double(y), scale: 1).0 < 100 { dark += 1 }
            }
            return dark
        }
        #expect(try inkInTitleBar(title: "Library") > 30)
        // With no title the title bar is bare there (no large title below it reaches up either).
        #expect(try inkInTitleBar(title: "") == 0)
    }
}
