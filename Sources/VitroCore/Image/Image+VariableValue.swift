import Foundation

extension Image {
    /// The symbol `systemName` for a value from 0 to 1, as SwiftUI's
    /// `init(systemName:variableValue:)`. Vitro's symbol outlines carry no variable layers,
    /// so the whole symbol is drawn, as SwiftUI draws it at 1 (or for nil).
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// The image `name` for a value from 0 to 1 (a symbol image's variable layers are drawn
    /// whole, as `init(systemName:variableValue:)`).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// The image `name` for a value, labeled `label` for accessibility.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
    }

    /// The image `name` for a value, hidden from accessibility.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
    }
}
