import Foundation
import Testing

@testable import VitroCore

/// An activity's typed payload round-trips, and reading or writing a wrong one throws.
@Suite struct TypedPayloadTests {
    struct Trip: Codable, Equatable { var city: String }
    struct Other: Codable { var count: Int }
    struct Unencodable: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no"))
        }
    }

    @Test func payloadRoundTripsAndErrorsAreTyped() throws {
        let activity = NSUserActivity(activityType: "com.example.trip")
        #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) { try activity.typedPayload(Trip.self) }
        try activity.setTypedPayload(Trip(city: "Lyon"))
        #expect(try activity.typedPayload(Trip.self) == Trip(city: "Lyon"))
        #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) { try activity.typedPayload(Other.self) }
        #expect(throws: NSUserActivity.TypedPayloadError.encodingError) { try activity.setTypedPayload(Unencodable()) }
    }
}
