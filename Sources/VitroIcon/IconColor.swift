import Foundation
import VitroColor

/// Icon Composer's color strings: `srgb:r,g,b,a`, `extended-srgb:r,g,b,a`, `display-p3:r,g,b,a`,
/// `extended-gray:white,a` (components 0…1, extended ones may exceed that).
enum IconColor {
    static func parse(_ text: String) -> RGBColor? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let space = text[..<colon]
        let parts = text[text.index(after: colon)...].split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
        let v = parts.map { $0! }
        switch (space, v.count) {
        case ("srgb", 4), ("extended-srgb", 4), ("extended-linear-srgb", 4):
            let c = RGBColor(red: v[0], green: v[1], blue: v[2], alpha: min(max(v[3], 0), 1), space: .sRGB)
            return space == "extended-linear-srgb"
                ? RGBColor(red: v[0], green: v[1], blue: v[2], alpha: c.alpha, space: .linearSRGB).converted(to: .sRGB)
                : c
        case ("display-p3", 4), ("extended-display-p3", 4):
            return RGBColor(red: v[0], green: v[1], blue: v[2], alpha: min(max(v[3], 0), 1), space: .displayP3)
                .converted(to: .sRGB)
        case ("gray", 2), ("extended-gray", 2):
            return RGBColor(red: v[0], green: v[0], blue: v[0], alpha: min(max(v[1], 0), 1), space: .sRGB)
        default: return nil
        }
    }
}
