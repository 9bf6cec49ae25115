// Stubs of the app's own model, used by LandmarkRow.swift and ProfileEditor.swift and shared by
// LandmarkList.swift and ProfileSummary.swift (which add their views).
import Foundation
import Vitro

struct Landmark: Hashable, Codable, Identifiable {
    enum Category: String, CaseIterable, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }

    var id: Int
    var name: String
    var park: String
    var state: String
    var description = ""
    var isFavorite: Bool
    var isFeatured = false
    var category: Category
    var imageName: String { "turtlerock" }
    var image: Image { Image(systemName: "photo") }
}

struct Hike: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var distance: Double
}

struct Profile {
    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"
        var id: String { rawValue }
    }

    var username: String
    var prefersNotifications = true
    var seasonalPhoto = Season.winter
    var goalDate = Date(timeIntervalSince1970: 1_767_225_600)

    static let `default` = Profile(username: "g_kumar")
}

/// The app's model, an ObservableObject as the tutorial has it.
final class ModelData: ObservableObject {
    @Published var landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", isFavorite: true, category: .rivers),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska", isFavorite: false, category: .lakes),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska", isFavorite: true, category: .mountains),
    ]
    var hikes = [Hike(id: 1, name: "Lonesome Ridge Trail", distance: 4.5)]
    @Published var profile = Profile.default
}
