import Foundation

extension AttributedTextFormatting {
    /// A definition that limits one attribute to a set of values, as SwiftUI's
    /// `AttributedTextFormatting.ValueConstraint`: a value outside the set becomes the default.
    public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>:
        AttributedTextValueConstraint
    where AttributeKey.Value: Sendable {
        let allows: @Sendable (AttributeKey.Value?) -> Bool
        let defaultValue: AttributeKey.Value?
        let identity: ConstraintIdentity

        /// A constraint of `attribute` to `allowedValues` (`nil` among them allows no value);
        /// any other value becomes `defaultValue`.
        public init(
            for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>,
            default defaultValue: AttributeKey.Value?
        ) where AttributeKey.Value: Hashable {
            allows = { allowedValues.contains($0) }
            self.defaultValue = defaultValue
            identity = ConstraintIdentity(
                key: ObjectIdentifier(attribute), values: AnyHashable(allowedValues),
                defaultValue: AnyHashable(defaultValue))
        }

        /// A constraint of the attribute `attribute` names (`\.underlineStyle`) to `allowedValues`;
        /// any other value becomes `defaultValue`.
        public init(
            for attribute: KeyPath<AttributeDynamicLookup, AttributeKey>,
            values allowedValues: Set<AttributeKey.Value?>,
            default defaultValue: AttributeKey.Value?
        ) where AttributeKey.Value: Hashable {
            self.init(for: AttributeKey.self, values: allowedValues, default: defaultValue)
        }

        /// Replaces a value outside the allowed set with the default.
        public func constrain(_ container: inout Attributes) {
            if !allows(container[AttributeKey.self]) { container[AttributeKey.self] = defaultValue }
        }

        /// Constraints are equal when they constrain the same attribute to the same values.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
        /// Hashes the attribute, the allowed values and the default.
        public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    }
}

/// What makes two value constraints equal: the attribute, its allowed values and its default.
struct ConstraintIdentity: Hashable, @unchecked Sendable {
    // The values are the attribute's `Sendable & Hashable` values, boxed.
    let key: ObjectIdentifier
    let values: AnyHashable
    let defaultValue: AnyHashable
}
