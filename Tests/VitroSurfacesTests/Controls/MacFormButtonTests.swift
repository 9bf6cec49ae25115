import Foundation
import Testing
import Vitro

/// A button in a Mac form is a push button: its label in the label color on the control's gray
/// fill, where iOS draws the label in the tint.
@MainActor
@Suite struct MacFormButtonTests {
    /// Pixels of the tint (red) and of dark ink below the title bar of `device`'s screen showing
    /// a form with one button, tinted red.
    static func ink(on device: Device) throws -> (red: Int, dark: Int) {
        let renderer = ImageRenderer(
            content: Form { Button("Sign Out") {} }.tint(Color(red: 1, green: 0, blue: 0)), device: device)
        renderer.scale = 1
        let image = try renderer.render()
        var red = 0
        var dark = 0
        // Below the status bar or title bar: a Mac window's close button is red too.
        for y in Int(device.safeAreaInsets.top)..<image.height {
            for x in 0..<image.width {
                let c = image.color(atX: x, y: y)
                if c.red > 0.8 && c.green < 0.4 && c.blue < 0.4 { red += 1 }
                if c.red < 0.3 && c.green < 0.3 && c.blue < 0.3 { dark += 1 }
            }
        }
        return (red, dark)
    }

    @Test func aMacFormsButtonIsAPushButtonInTheLabelColor() throws {
        let phone = try Self.ink(on: .iPhone)
        #expect(phone.red > 20, "tinted on iOS")
        let mac = try Self.ink(on: .mac)
        #expect(mac.red == 0, "not tinted on a Mac")
        #expect(mac.dark > 20, "in the label color")
    }
}
