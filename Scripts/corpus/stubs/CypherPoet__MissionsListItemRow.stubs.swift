// Stubs of the app's own types used by MissionsListItemRow.swift.
import Foundation
import Vitro

struct CrewMember {
    var name: String
}

struct Mission: Identifiable {
    var id = 11
    var crew: [CrewMember]
    var formattedLaunchDate: String
    var imageName: String
    var displayName: String
}

func generateSampleMissions() -> [Mission] {
    [Mission(crew: [CrewMember(name: "Armstrong"), CrewMember(name: "Aldrin")], formattedLaunchDate: "July 16, 1969", imageName: "apollo11", displayName: "Apollo 11")]
}
