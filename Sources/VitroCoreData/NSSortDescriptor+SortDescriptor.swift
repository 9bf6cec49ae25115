#if !canImport(Darwin)
    import Foundation

    extension NSSortDescriptor {
        /// An order by an optional attribute (`\Item.timestamp` of a `Date?`), nil first, as Core
        /// Data orders missing values. Linux Foundation takes only non-optional key paths.
        public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
            self.init(keyPath: keyPath, ascending: ascending) { a, b in
                switch (a as? Value, b as? Value) {
                case (nil, nil): return .orderedSame
                case (nil, _): return .orderedAscending
                case (_, nil): return .orderedDescending
                case let (a?, b?): return a < b ? .orderedAscending : (b < a ? .orderedDescending : .orderedSame)
                }
            }
        }

        /// The order `sortDescriptor` gives, as Foundation's `NSSortDescriptor(_:)` for
        /// `SortDescriptor`s (which Linux Foundation lacks): ascending when it is forward.
        public convenience init<Compared>(_ sortDescriptor: SortDescriptor<Compared>) {
            // `compare` applies the descriptor's order; the comparator gives the forward order,
            // and `ascending` the direction. (Setting a `SortDescriptor`'s `order` does not change
            // its `compare` in Linux Foundation, so the forward order is found by undoing it.)
            let reverse = sortDescriptor.order == .reverse
            let compare = UncheckedSendable(value: sortDescriptor)
            self.init(keyPath: \Compared.self, ascending: !reverse) { a, b in
                guard let a = a as? Compared, let b = b as? Compared else { return .orderedSame }
                let result = compare.value.compare(a, b)
                guard reverse else { return result }
                switch result {
                case .orderedAscending: return .orderedDescending
                case .orderedDescending: return .orderedAscending
                case .orderedSame: return .orderedSame
                }
            }
            SortDescriptorBridge.shared.remember(sortDescriptor, for: self)
        }
    }

    extension NSSortDescriptor {
        /// Whether `other` orders as this does: the same descriptor, or the same key path and
        /// direction made from the same `SortDescriptor` (or from none).
        package func isSameOrder(as other: NSSortDescriptor) -> Bool {
            if self === other { return true }
            guard keyPath == other.keyPath, ascending == other.ascending else { return false }
            let bridge = SortDescriptorBridge.shared
            return bridge.hashable(for: self) == bridge.hashable(for: other)
        }
    }

    extension SortDescriptor {
        /// The `SortDescriptor` that `descriptor` orders by, as Foundation's `init(_:comparing:)`:
        /// the one it was made from, or one by its key path when that leads to a comparable value
        /// (strings compared as `localizedStandard` does); nil otherwise.
        public init?(_ descriptor: NSSortDescriptor, comparing comparedType: Compared.Type) {
            if let remembered = SortDescriptorBridge.shared.sortDescriptor(for: descriptor, as: Compared.self) {
                self = remembered
                return
            }
            guard let keyPath = descriptor.keyPath as? PartialKeyPath<Compared>,
                let made = SortDescriptorBridge.make(keyPath, ascending: descriptor.ascending)
            else { return nil }
            self = made
        }
    }

    /// The `SortDescriptor`s `NSSortDescriptor`s were made from, so that they convert back.
    final class SortDescriptorBridge: Sendable {
        static let shared = SortDescriptorBridge()

        private struct Entry {
            weak var descriptor: NSSortDescriptor?
            let value: Any
        }

        private let entries = Locked<[ObjectIdentifier: Entry]>([:])

        func remember<Compared>(_ value: SortDescriptor<Compared>, for descriptor: NSSortDescriptor) {
            entries.withLock { entries in
                entries = entries.filter { $0.value.descriptor != nil }
                entries[ObjectIdentifier(descriptor)] = Entry(descriptor: descriptor, value: value)
            }
        }

        /// The `SortDescriptor` `descriptor` was made from, as a hashable value.
        func hashable(for descriptor: NSSortDescriptor) -> AnyHashable? {
            entries.withLock { entries in
                guard let entry = entries[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else {
                    return nil
                }
                return entry.value as? AnyHashable
            }
        }

        func sortDescriptor<Compared>(for descriptor: NSSortDescriptor, as type: Compared.Type) -> SortDescriptor<
            Compared
        >? {
            entries.withLock { entries in
                guard let entry = entries[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else {
                    return nil
                }
                return entry.value as? SortDescriptor<Compared>
            }
        }

        /// A descriptor by `keyPath` when its value is comparable, or an optional comparable one.
        static func make<Compared>(_ keyPath: PartialKeyPath<Compared>, ascending: Bool) -> SortDescriptor<Compared>? {
            let order: SortOrder = ascending ? .forward : .reverse
            if let strings = keyPath as? KeyPath<Compared, String> {
                return SortDescriptor(sendable(strings), order: order)
            }
            if let strings = keyPath as? KeyPath<Compared, String?> {
                return SortDescriptor(sendable(strings), order: order)
            }
            let valueType = type(of: keyPath).valueType
            if let comparable = valueType as? any Comparable.Type {
                return typed(keyPath, comparable, order)
            }
            if let optional = valueType as? any OptionalOfComparable.Type {
                return optional.sortDescriptor(keyPath, order)
            }
            return nil
        }

        private static func typed<Compared, Value: Comparable>(
            _ keyPath: PartialKeyPath<Compared>, _: Value.Type, _ order: SortOrder
        ) -> SortDescriptor<Compared>? {
            (keyPath as? KeyPath<Compared, Value>).map { SortDescriptor(sendable($0), order: order) }
        }
    }

    /// `keyPath` as the `Sendable` key path `SortDescriptor` takes. A key path found at run time
    /// cannot be cast to `Sendable` (a marker protocol); the ones here come from an
    /// `NSSortDescriptor`'s key path, made of properties (a subscript's captured arguments are the
    /// only state a key path holds, and sort descriptors are not made with them), and a marker
    /// protocol changes nothing in a reference's layout.
    func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
        unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
    }

    /// `Optional` of a comparable value, whose key paths a `SortDescriptor` can order by.
    protocol OptionalOfComparable {
        static func sortDescriptor<Compared>(_ keyPath: PartialKeyPath<Compared>, _ order: SortOrder)
            -> SortDescriptor<Compared>?
    }

    extension Optional: OptionalOfComparable where Wrapped: Comparable {
        static func sortDescriptor<Compared>(_ keyPath: PartialKeyPath<Compared>, _ order: SortOrder)
            -> SortDescriptor<Compared>?
        {
            (keyPath as? KeyPath<Compared, Wrapped?>).map { SortDescriptor(sendable($0), order: order) }
        }
    }
#endif
