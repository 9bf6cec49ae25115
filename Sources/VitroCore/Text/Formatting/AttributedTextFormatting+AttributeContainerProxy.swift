import Foundation

extension AttributedTextFormatting {
    /// The attributes of a run as a value constraint sees them, as SwiftUI's
    /// `AttributedTextFormatting.AttributeContainerProxy`: `Attribute` read-write, every other
    /// attribute read-only, each already constrained by the constraints listed before.
    @dynamicMemberLookup
    public struct AttributeContainerProxy<Scope: AttributeScope, Attribute: AttributedStringKey>
    where Attribute.Value: Sendable {
        /// The run's attributes, as the constraints so far left them.
        var container: AttributeContainer

        init(container: AttributeContainer) { self.container = container }

        /// The constrained attribute (`container.underlineStyle`), read-write.
        public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// Any other attribute (`container.foregroundColor`), read-only.
        public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value?
        where K.Value: Sendable {
            container[K.self]
        }

        /// The constrained attribute, by its key type, read-write.
        public subscript(key: Attribute.Type) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// Any other attribute, by its key type, read-only.
        public subscript<K: AttributedStringKey>(key: K.Type) -> K.Value? where K.Value: Sendable {
            container[K.self]
        }

        /// The attributes seen through one scope (`container[AttributeScopes.SwiftUIAttributes.self]`).
        public subscript<Subscope: AttributeScope>(scope: Subscope.Type) -> Scoped<Subscope> {
            get { Scoped(container: container) }
            set { container = newValue.container }
        }

        /// The attributes seen through one scope, by its key path (`container.swiftUI`).
        public subscript<Subscope: AttributeScope>(dynamicMember keyPath: KeyPath<AttributeScopes, Subscope.Type>)
            -> Scoped<Subscope>
        {
            get { Scoped(container: container) }
            set { container = newValue.container }
        }

        /// The proxy limited to one scope's attributes, as SwiftUI's
        /// `AttributeContainerProxy.Scoped`: `Attribute` read-write, the rest read-only.
        @dynamicMemberLookup
        public struct Scoped<Subscope: AttributeScope> {
            var container: AttributeContainer

            /// The constrained attribute, named through the scope, read-write.
            public subscript(dynamicMember keyPath: KeyPath<Subscope, Attribute>) -> Attribute.Value? {
                get { container[Attribute.self] }
                set { container[Attribute.self] = newValue }
            }

            /// Any other attribute of the scope, read-only.
            public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Subscope, K>) -> K.Value?
            where K.Value: Sendable {
                container[K.self]
            }
        }
    }
}
