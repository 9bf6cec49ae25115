import Foundation
import Testing

@testable import VitroCore

/// `"\(accessibilityName: color)"` names colors as VoiceOver does.
@MainActor
@Suite struct ColorAccessibilityNameTests {
    func name(_ color: Color) -> String {
        Text("\(accessibilityName: color)").plainText
    }

    @Test func colorsAreNamedByHueAndLightness() {
        #expect(name(.red) == "red")
        #expect(name(.blue) == "blue")
        #expect(name(.green) == "green")
        #expect(name(.orange) == "orange")
        #expect(name(.white) == "white")
        #expect(name(.black) == "black")
        #expect(name(.clear) == "clear")
        #expect(name(Color(red: 0.1, green: 0.1, blue: 0.4)) == "dark blue")
        #expect(name(Color(red: 0.85, green: 0.85, blue: 1)) == "light blue")
        #expect(name(Color(white: 0.5)) == "gray")
        #expect(Text("Tap the \(accessibilityName: .red) button").plainText == "Tap the red button")
    }
}
