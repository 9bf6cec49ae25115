import Foundation
import Testing
import Vitro

/// The status bar's trailing side as iOS 26 draws it: cellular bars, Wi-Fi and the battery on an
/// iPhone; Wi-Fi and the battery on an iPad.
@MainActor
@Suite struct StatusBarTests {
    /// Columns of the status area's right half that hold ink, grouped into runs (the glyphs).
    static func glyphRuns(device: Device) throws -> Int {
        let renderer = ImageRenderer(content: Color.white.ignoresSafeArea(), device: device)
        renderer.scale = 1
        let image = try renderer.render()
        let height = Int(device.safeAreaInsets.top)
        var runs = 0
        var inRun = false
        for x in image.width / 2..<image.width {
            let ink = (0..<height).contains { image.color(atX: x, y: $0).red < 0.5 }
            if ink && !inRun { runs += 1 }
            inRun = ink
        }
        return runs
    }

    @Test func anIPhoneShowsSignalWiFiAndBattery() throws {
        // Four separate bars, the Wi-Fi fan and the battery (its cap is too faint to count).
        #expect(try Self.glyphRuns(device: .iPhone) >= 6)
    }

    @Test func anIPadShowsWiFiAndBattery() throws {
        // The Wi-Fi fan and the battery.
        #expect(try Self.glyphRuns(device: .iPad) >= 2)
    }
}
