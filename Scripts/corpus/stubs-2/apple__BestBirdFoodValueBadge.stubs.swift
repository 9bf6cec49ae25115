// The Backyard Birds style colors (BackyardBirdsUI/Styles.swift), as the app declares them; the
// asset color is a fixed purple here.
import Vitro

extension ShapeStyle where Self == Color {
    static var premiumBirdFood: Color { Color(red: 0.45, green: 0.3, blue: 0.85) }
}
