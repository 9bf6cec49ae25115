/// A key for a value in ``EnvironmentValues``, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}
