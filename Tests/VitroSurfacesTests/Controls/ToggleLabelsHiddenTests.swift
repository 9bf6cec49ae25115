import Foundation
import Testing
import Vitro

/// `labelsHidden()` on a switch draws the switch alone, at the switch's own size, as SwiftUI does
/// (a settings row that shows its own title beside a bare switch).
@MainActor
@Suite struct ToggleLabelsHiddenTests {
    @Test func aSwitchWithItsLabelHiddenIsTheSwitchAlone() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        let hidden = try ImageRenderer(content: toggle.labelsHidden()).render()
        let shown = try ImageRenderer(content: toggle).render()
        // iOS 26's switch is 64 pt wide at most (PlatformControlMetrics); the label and the
        // space before the switch are gone.
        #expect(hidden.width <= 64)
        #expect(shown.width > hidden.width)
        #expect(try hidden.samples == ImageRenderer(content: toggle.labelsVisibility(.hidden)).render().samples)
    }

    @Test func aRowWithAHiddenSwitchLabelShowsItsTitleOnce() {
        let row = HStack {
            Text("Wi-Fi")
            Spacer()
            Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()
        }
        .frame(width: 300)
        let host = ViewHost(row)
        let titles = host.displayList.description.components(separatedBy: "Wi-Fi").count - 1
        #expect(titles == 1)
    }
}
