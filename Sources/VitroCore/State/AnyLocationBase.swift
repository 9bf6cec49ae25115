import Foundation

/// The base of a stored value's location, as SwiftUI's `AnyLocationBase` (public in SwiftUI's
/// interface, undocumented; bindings and state point at one).
open class AnyLocationBase: @unchecked Sendable {
    /// A location.
    public init() {}
}
