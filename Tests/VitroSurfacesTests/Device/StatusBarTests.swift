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

    /// The first row of the status bar, from the top, where the time (points 24–120) has dark
    /// ink, over a white screen.
    static func timeTop(_ content: some View) throws -> Int? {
        let renderer = ImageRenderer(content: content, device: .iPadPro11)
        renderer.scale = 1
        let image = try renderer.render()
        return (0..<Int(Device.iPadPro11.safeAreaInsets.top)).first { y in
            (24..<120).contains { image.color(atX: $0, y: y).red < 0.5 }
        }
    }

    /// iPadOS 26 draws the time inside the floating sidebar's panel, not straddling its top
    /// edge 8 pt below the display's (over whatever the gap shows); with no sidebar the time
    /// is centered in the whole bar.
    @Test func anIPadsTimeSitsInsideTheFloatingSidebar() throws {
        let plain = try #require(try Self.timeTop(Color.white.ignoresSafeArea()))
        let split = try #require(
            try Self.timeTop(
                NavigationSplitView {
                    List { Text("Inbox") }.navigationTitle("Mail")
                } detail: {
                    Color.white.ignoresSafeArea()
                }))
        #expect(plain < 8, "centered in the 24 pt bar")
        #expect(split >= 9, "below the panel's top edge (8 pt), with its rim")
    }
}
