import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// Appends the name VoiceOver gives `color` ("red", "dark blue", "light gray"), as SwiftUI's
    /// `appendInterpolation(accessibilityName:)`: the color resolved in the default (light)
    /// environment, named by its hue and lightness.
    public mutating func appendInterpolation(accessibilityName color: Color) {
        let c = color.resolve(in: EnvironmentValues())
        text += ColorName.name(
            red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.opacity))
    }
}

/// Names a color by its hue and lightness, as VoiceOver describes colors.
enum ColorName {
    static func name(red: Double, green: Double, blue: Double, alpha: Double) -> String {
        if alpha < 0.01 { return "clear" }
        let high = max(red, green, blue)
        let low = min(red, green, blue)
        let lightness = (high + low) / 2
        let chroma = high - low
        // Colors with little chroma are grays, named by lightness alone.
        if chroma < 0.12 {
            if lightness > 0.94 { return "white" }
            if lightness < 0.08 { return "black" }
            return lightness > 0.7 ? "light gray" : lightness < 0.35 ? "dark gray" : "gray"
        }
        var hue: Double
        if high == red {
            hue = (green - blue) / chroma
        } else if high == green {
            hue = (blue - red) / chroma + 2
        } else {
            hue = (red - green) / chroma + 4
        }
        hue = (hue * 60 + 360).truncatingRemainder(dividingBy: 360)
        let names: [(Double, String)] = [
            (15, "red"), (45, "orange"), (70, "yellow"), (165, "green"), (200, "cyan"), (255, "blue"),
            (290, "purple"), (335, "pink"), (360, "red"),
        ]
        let base = names.first { hue < $0.0 }?.1 ?? "red"
        if lightness < 0.3 { return "dark " + base }
        if lightness > 0.8 { return "light " + base }
        return base
    }
}
