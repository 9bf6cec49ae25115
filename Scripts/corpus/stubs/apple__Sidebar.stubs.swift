// Stubs of the app's own package (FoodTruckKit) used by Sidebar.swift.
// corpus: drop-import FoodTruckKit
import Vitro

struct City: Identifiable {
    var id: String
    var name: String
    static let all = [City(id: "sf", name: "San Francisco"), City(id: "cph", name: "Copenhagen"), City(id: "lon", name: "London")]
}

extension Image {
    /// FoodTruckKit's donut glyph, an image in the package's asset catalog (not in the corpus).
    static var donutSymbol: Image { Image("donut") }
}
