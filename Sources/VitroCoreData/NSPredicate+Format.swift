#if !canImport(Darwin)
    import Foundation

    extension NSPredicate {
        /// A predicate from a format string, as Foundation's `NSPredicate(format:_:)` on Apple
        /// platforms (Linux Foundation has none): comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`,
        /// `BETWEEN`, `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`, with `[c]` and
        /// `[d]`), `AND`, `OR`, `NOT`, `ANY`/`ALL`/`NONE`, key paths with `@count`, `SELF`,
        /// literals, `{…}` lists, and the arguments `%@`, `%K`, `%d`, `%f`. Values are read from
        /// managed objects by `value(forKey:)` and from other values' stored properties. A string it
        /// cannot parse is a programming error, as in Foundation.
        public convenience init(format predicateFormat: String, _ args: Any...) {
            self.init(format: predicateFormat, argumentArray: args)
        }

        /// A predicate from a format string whose `%` arguments are `arguments`.
        public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
            let node: PredicateNode
            do {
                var parser = try PredicateParser(predicateFormat, arguments: arguments ?? [])
                node = try parser.parse()
            } catch {
                preconditionFailure("\(error.localizedDescription) \((error as NSError).userInfo)")
            }
            let parsed = UncheckedSendable(value: node)
            self.init { object, _ in PredicateEvaluator.evaluate(parsed.value, object) }
            PredicateFormats.shared.remember(
                "\(predicateFormat) \((arguments ?? []).map { String(reflecting: $0) })", for: self)
        }

        /// Whether `other` is this predicate, or made from the same format string and arguments
        /// (a view declaring `NSPredicate(format:)` makes a new one each time it is made).
        package func isSamePredicate(as other: NSPredicate?) -> Bool {
            guard let other else { return false }
            if self === other { return true }
            let formats = PredicateFormats.shared
            guard let mine = formats.format(of: self) else { return false }
            return mine == formats.format(of: other)
        }
    }

    /// The format strings and arguments predicates were made from, to compare them.
    final class PredicateFormats: Sendable {
        static let shared = PredicateFormats()

        private struct Entry {
            weak var predicate: NSPredicate?
            let format: String
        }

        private let entries = Locked<[ObjectIdentifier: Entry]>([:])

        func remember(_ format: String, for predicate: NSPredicate) {
            entries.withLock { entries in
                entries = entries.filter { $0.value.predicate != nil }
                entries[ObjectIdentifier(predicate)] = Entry(predicate: predicate, format: format)
            }
        }

        func format(of predicate: NSPredicate) -> String? {
            entries.withLock { entries in
                guard let entry = entries[ObjectIdentifier(predicate)], entry.predicate === predicate else {
                    return nil
                }
                return entry.format
            }
        }
    }
#endif
