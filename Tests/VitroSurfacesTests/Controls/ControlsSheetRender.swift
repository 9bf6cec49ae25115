import Foundation
import Testing
import Vitro

@MainActor
@Suite struct ControlsSheetRender {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VITRO_SHEET"] != nil))
    func writesTheControlsAtRestSheet() throws {
        for scheme in [ColorScheme.light, .dark] {
            let view = ControlsAtRestSheet().background(Color(semantic: .systemBackground)).environment(
                \.colorScheme, scheme)
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            try renderer.render().writePNG(to: URL(fileURLWithPath: "/tmp/controls-\(scheme).png"))
        }
    }
}
