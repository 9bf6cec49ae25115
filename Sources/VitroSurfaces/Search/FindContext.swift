import Foundation
@_spi(Nodes) import VitroCore

/// The find navigator of a text view, as SwiftUI's `FindContext` (the `findContext`
/// environment value): whether it is shown, and whether it offers replacing.
public struct FindContext: @unchecked Sendable {
    /// Shows or hides the find navigator; nil when the view has none.
    public var isPresented: Binding<Bool>?
    /// Whether the navigator offers replacing.
    public var supportsReplace: Bool

    init(isPresented: Binding<Bool>?, supportsReplace: Bool) {
        (self.isPresented, self.supportsReplace) = (isPresented, supportsReplace)
    }
}

struct FindContextKey: EnvironmentKey { static let defaultValue: FindContext? = nil }

extension EnvironmentValues {
    /// The find navigator of the text view this view is in, as SwiftUI's `findContext`; nil
    /// outside a text view with one (Vitro's text editors do not present a find navigator).
    public var findContext: FindContext? {
        get { self[FindContextKey.self] }
        set { self[FindContextKey.self] = newValue }
    }
}
