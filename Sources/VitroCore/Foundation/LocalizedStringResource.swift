import Foundation

#if !canImport(Darwin)
    /// A string to show, looked up in the app's strings when it is shown, as Foundation's
    /// `LocalizedStringResource` (which Foundation has on Apple platforms only). Vitro has no
    /// strings tables: a resource reads as its default value.
    public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The key the string is looked up by.
        public var key: String
        /// The string shown when no table has the key.
        public var defaultValue: String

        /// A resource whose key and default value are `value`.
        public init(stringLiteral value: String) {
            key = value
            defaultValue = value
        }

        /// A resource looked up by `key`, reading `defaultValue` (the key when nil).
        public init(_ key: String, defaultValue: String? = nil) {
            self.key = key
            self.defaultValue = defaultValue ?? key
        }
    }

    extension String {
        /// The string a resource reads as: its default value.
        public init(localized resource: LocalizedStringResource) { self = resource.defaultValue }
    }
#endif
