import Foundation

/// A typed location of a stored value, as SwiftUI's `AnyLocation` (public in SwiftUI's
/// interface, undocumented).
open class AnyLocation<Value>: AnyLocationBase, @unchecked Sendable {
    /// A location.
    public override init() {}
}
