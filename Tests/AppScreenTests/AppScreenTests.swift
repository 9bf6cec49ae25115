import Foundation
import Testing
import Vitro

/// Ordinary SwiftUI app screens (in `Screens/`, written as an app writes them, with only the
/// import swapped) render on a device and answer to a person's taps.
@MainActor
@Suite struct AppScreenTests {
    /// Renders `view` on `device` and checks the picture is more than one flat color.
    func renders<V: View>(_ view: V, on device: Device = .iPhone) throws -> RasterImage {
        let renderer = ImageRenderer(content: view, device: device)
        renderer.scale = 1
        let image = try renderer.render()
        #expect(image.width == Int(device.size.width) && image.height == Int(device.size.height))
        var colors = Set<String>()
        for y in stride(from: 0, to: image.height, by: 37) {
            for x in stride(from: 0, to: image.width, by: 29) {
                let c = image.color(atX: x, y: y)
                colors.insert("\(Int(c.red * 255))-\(Int(c.green * 255))-\(Int(c.blue * 255))")
            }
        }
        #expect(colors.count > 8, "the screen draws more than a few flat colors")
        return image
    }

    func host<V: View>(_ view: V, on device: Device = .iPhone) -> ViewHost<DeviceScreen<V>> {
        let host = ViewHost(DeviceScreen(device: device) { view })
        host.proposedSize = ProposedViewSize(width: device.size.width, height: device.size.height)
        return host
    }

    @Test func theSettingsFormRendersAndSignOutAsksFirst() throws {
        _ = try renders(SettingsFormScreen())
        let host = host(SettingsFormScreen())
        let before = host.displayList.description
        #expect(before.contains("text \"Settings\"") && before.contains("text \"Connections\""))
        try host.tap("Sign Out")
        let after = host.displayList.description
        #expect(after.contains("text \"Sign Out?\"") || after.contains("text \"Sign\""))
        let dimming = "fill (0, 0, 402, 874) #000000@0.4"
        #expect(after.contains(dimming), "the alert dims the form")
        try host.tap("Cancel")
        #expect(!host.displayList.description.contains(dimming))
        try host.tap("Bluetooth")
        #expect(host.displayList.description.contains("text \"devices\""))
    }

    @Test func theMailSplitViewRendersItsThreeColumnsOnAnIPad() throws {
        _ = try renders(MailSplitScreen(), on: .iPad)
        let host = host(MailSplitScreen(), on: .iPad)
        let list = host.displayList.description
        for word in ["Inbox", "Flagged", "Ada", "Glass", "arrived"] {
            #expect(list.contains("text \"\(word)"), "\(word)")
        }
    }

    @Test func theMusicAppRendersItsTabBarAndOpensItsMenu() throws {
        _ = try renders(MusicTabScreen())
        let host = host(MusicTabScreen())
        #expect(host.displayList.description.contains("text \"Recently\""))
        try host.longPress("Refraction")
        let list = host.displayList.description
        #expect(list.contains("text \"Play\"") && list.contains("fill (0, 0, 402, 874) #000000@0.25"))
    }

    @Test func thePhotoGridOpensAPhotoInAHalfSheet() throws {
        _ = try renders(PhotoGridScreen())
        let host = host(PhotoGridScreen())
        #expect(!host.displayList.description.contains("text \"Done\""))
        try host.tap("3")
        let list = host.displayList.description
        #expect(list.contains("text \"Done\"") && list.contains("text \"Garden\""))
        #expect(list.contains("glass"), "the half sheet floats on Liquid Glass")
        try host.tap("Done")
        #expect(!host.displayList.description.contains("text \"Done\""))
    }
}
