import Foundation

/// A constraint on the value of one attribute, as SwiftUI's `AttributedTextValueConstraint`:
/// its `constrain(_:)` rewrites the attribute of a run's attributes into a value the definition
/// allows, and may read (but not change) the other attributes.
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
    /// The attribute the constraint may change.
    associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable
    /// Changes `AttributeKey` in `container` into a value the constraint allows.
    func constrain(_ container: inout Attributes)
}

extension AttributedTextValueConstraint {
    /// The proxy `constrain(_:)` is given: `AttributeKey` read-write, the rest read-only.
    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>

    /// A value constraint is its own definition.
    public var body: Self { self }

    /// Runs `constrain(_:)` over a proxy of `container` and keeps what it wrote.
    func applyValueConstraint(to container: inout AttributeContainer) {
        var proxy = Attributes(container: container)
        constrain(&proxy)
        container = proxy.container
    }
}
