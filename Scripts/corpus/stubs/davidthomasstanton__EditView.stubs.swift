// Stubs of the app's own types used by EditView.swift: the Location model and the view's
// @Observable view model (Observation, as the app has it).
import Foundation
import Observation
import Vitro

struct Location: Codable, Equatable, Identifiable {
    var id: UUID
    var name: String
    var description: String
    var latitude: Double
    var longitude: Double
    static let example = Location(id: UUID(), name: "Buckingham Palace", description: "Lit by over 40,000 lightbulbs.", latitude: 51.501, longitude: -0.141)
}

struct Page: Codable, Comparable {
    let pageid: Int
    let title: String
    var description: String { "Nearby place" }
    static func < (a: Page, b: Page) -> Bool { a.title < b.title }
}

extension EditView {
    enum LoadingState { case loading, loaded, failed }

    @Observable
    final class ViewModel {
        var location: Location
        var name: String
        var description: String
        var loadingState = LoadingState.loaded
        var pages = [Page(pageid: 1, title: "Green Park"), Page(pageid: 2, title: "St James's Park")]

        init(location: Location) {
            self.location = location
            name = location.name
            description = location.description
        }

        func createNewLocation() -> Location { location }
        func fetchNearbyPlaces() async {}
    }
}
