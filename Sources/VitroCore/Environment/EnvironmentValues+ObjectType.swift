import Foundation
import Observation

extension EnvironmentValues {
    /// The `@Observable` model of type `objectType` set with `.environment(_ object:)`, or nil,
    /// as SwiftUI's `subscript(objectType:)`.
    public subscript<T: AnyObject & Observable>(objectType: T.Type) -> T? {
        get { object(ObjectIdentifier(T.self)) as? T }
        set { setObject(newValue, for: ObjectIdentifier(T.self)) }
    }
}
