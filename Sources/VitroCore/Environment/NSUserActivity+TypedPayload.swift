import Foundation

// `NSUserActivity` is Foundation's on Apple's platforms and Vitro's stand-in on Linux.
extension NSUserActivity {
    /// Why a typed payload could not be read or written, as SwiftUI's
    /// `NSUserActivity.TypedPayloadError`.
    public enum TypedPayloadError: Error {
        /// The activity holds no payload of the type asked for.
        case invalidContent
        /// The payload could not be encoded.
        case encodingError
    }

    /// The activity's payload decoded as `type`; throws `invalidContent` when it holds none.
    public func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
        guard let payload = TypedPayload.decode(type, from: userInfo) else {
            throw TypedPayloadError.invalidContent
        }
        return payload
    }

    /// Stores `payload`, encoded, as the activity's user info; throws `encodingError` when it
    /// cannot be encoded.
    public func setTypedPayload<T: Encodable>(_ payload: T) throws {
        guard let info = TypedPayload.encode(payload) else { throw TypedPayloadError.encodingError }
        userInfo = info
    }
}

/// A typed payload kept in an activity's user info as JSON, under one key.
enum TypedPayload {
    static let key = "SwiftUI.TypedPayload"

    /// The user info holding `payload`, or nil when it cannot be encoded.
    static func encode<T: Encodable>(_ payload: T) -> [AnyHashable: Any]? {
        guard let data = try? JSONEncoder().encode(payload) else { return nil }
        return [key: data]
    }

    /// The payload in `userInfo` as `type`, or nil when there is none of that type.
    static func decode<T: Decodable>(_ type: T.Type, from userInfo: [AnyHashable: Any]?) -> T? {
        guard let data = userInfo?[key] as? Data else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }
}
