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
        }
    }
#endif
