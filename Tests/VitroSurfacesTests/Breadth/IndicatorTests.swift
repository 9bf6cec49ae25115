import Foundation
import Testing
import Vitro

/// Hiding a slider's thumb and a navigation link's chevron.
@MainActor
@Suite struct IndicatorVisibilityTests {
    func render(_ view: some View, width: CGFloat, height: CGFloat) throws -> RasterImage {
        try ImageRenderer(content: view.frame(width: width, height: height)).render()
    }

    @Test func hiddenSliderThumbLeavesTheTrack() throws {
        let slider = Slider(value: .constant(0.5))
        let shown = try render(slider, width: 200, height: 28)
        let hidden = try render(slider.sliderThumbVisibility(.hidden), width: 200, height: 28)
        #expect(try shown.samples == render(slider.sliderThumbVisibility(.automatic), width: 200, height: 28).samples)
        #expect(shown.samples != hidden.samples)
        // Above the track, where only the thumb reaches, nothing is drawn without it.
        let s = hidden.width / 200
        #expect(hidden.color(atX: 100 * s, y: 3 * s).alpha < 0.01)
        #expect(shown.color(atX: 100 * s, y: 4 * s).alpha > 0.5)
    }

    @Test func hiddenIndicatorDropsTheChevron() throws {
        func list(_ visibility: Visibility) -> some View {
            NavigationStack {
                List { NavigationLink("Wi-Fi") { Text("Detail") } }.navigationLinkIndicatorVisibility(visibility)
            }
        }
        let shown = try render(list(.automatic), width: 300, height: 200)
        let hidden = try render(list(.hidden), width: 300, height: 200)
        #expect(shown.samples != hidden.samples)
        #expect(try shown.samples == render(list(.visible), width: 300, height: 200).samples)
    }
}
