#if !canImport(Darwin)
    import Foundation

    extension NSManagedObject {
        /// The value of attribute `key`: the stored property of that name (found by reflection,
        /// as Linux has no key-value coding), or the value set for it by key.
        public func value(forKey key: String) -> Any? {
            if let value = primitiveValues[key] { return value }
            return storedProperties()[key].flatMap(Self.unwrapped)
        }

        /// Sets attribute `key` when no stored property has that name (a stored property cannot be
        /// written by name without Objective-C's runtime: assign it in Swift); the object
        /// publishes the change.
        public func setValue(_ value: Any?, forKey key: String) {
            willChangeValue(forKey: key)
            setPrimitiveValue(value, forKey: key)
            didChangeValue(forKey: key)
        }

        /// The value kept for `key` by key, without announcing the read.
        public func primitiveValue(forKey key: String) -> Any? {
            primitiveValues[key]
        }

        /// Keeps `value` for `key`, without announcing the change.
        public func setPrimitiveValue(_ value: Any?, forKey key: String) {
            if let value { primitiveValues[key] = value } else { primitiveValues[key] = nil }
        }

        /// The attributes whose values differ from the last save, with their values now.
        public func changedValues() -> [String: Any] {
            let now = snapshot()
            var changed: [String: Any] = [:]
            for (key, value) in now where committed[key] != value {
                changed[key] = self.value(forKey: key) ?? NSNull()
            }
            for key in committed.keys where now[key] == nil { changed[key] = NSNull() }
            return changed
        }

        /// The values of `keys` (every attribute when nil) as of the last save.
        public func committedValues(forKeys keys: [String]?) -> [String: Any] {
            var values: [String: Any] = [:]
            for (key, value) in committed where keys?.contains(key) ?? true {
                values[key] = value.base
            }
            return values
        }

        /// The subclass's stored properties by name, down to (not including) `NSManagedObject`'s.
        func storedProperties() -> [String: Any] {
            var properties: [String: Any] = [:]
            var mirror: Mirror? = Mirror(reflecting: self)
            while let current = mirror, current.subjectType != NSManagedObject.self {
                for child in current.children {
                    guard var label = child.label else { continue }
                    // A `lazy var`'s storage is named after it.
                    if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
                    if properties[label] == nil { properties[label] = child.value }
                }
                mirror = current.superclassMirror
            }
            return properties
        }

        /// The attribute values in a form that can be compared: hashable values as they are,
        /// others by their description.
        func snapshot() -> [String: AnyHashable] {
            var values: [String: AnyHashable] = [:]
            for (key, value) in storedProperties().merging(primitiveValues, uniquingKeysWith: { $1 }) {
                values[key] = Self.comparable(value)
            }
            return values
        }

        /// Takes the values now as the saved ones.
        func commit() {
            committed = snapshot()
        }

        private static func comparable(_ value: Any) -> AnyHashable {
            if let hashable = value as? AnyHashable { return hashable }
            return AnyHashable(String(reflecting: value))
        }

        /// `value` without a level of `Optional`, nil for `nil`.
        private static func unwrapped(_ value: Any) -> Any? {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            return mirror.children.first.map(\.value)
        }
    }
#endif
