#if !canImport(Darwin)
    import Foundation

    /// Evaluates a parsed predicate against an object: managed objects' attributes by
    /// `value(forKey:)`, other objects' stored properties by reflection, dictionaries by key.
    enum PredicateEvaluator {
        static func evaluate(_ node: PredicateNode, _ object: Any?) -> Bool {
            switch node {
            case .and(let a, let b): return evaluate(a, object) && evaluate(b, object)
            case .or(let a, let b): return evaluate(a, object) || evaluate(b, object)
            case .not(let a): return !evaluate(a, object)
            case .constant(let value): return value
            case .comparison(let comparison): return evaluate(comparison, object)
            }
        }

        private static func evaluate(_ comparison: PredicateComparison, _ object: Any?) -> Bool {
            let left = value(comparison.left, object)
            let right = value(comparison.right, object)
            guard let quantifier = comparison.quantifier else { return test(comparison, left, right) }
            let items = elements(left) ?? [left]
            switch quantifier {
            case .any: return items.contains { test(comparison, $0, right) }
            case .all: return items.allSatisfy { test(comparison, $0, right) }
            case .none: return !items.contains { test(comparison, $0, right) }
            }
        }

        /// The value of `operand` for `object`.
        private static func value(_ operand: PredicateOperand, _ object: Any?) -> Any? {
            switch operand {
            case .evaluated: return object
            case .constant(let value): return value
            case .list(let items): return items.map { value($0, object) }
            case .key(let path): return value(atPath: path.split(separator: ".").map(String.init), of: object)
            }
        }

        /// The value at `path` from `object`; through a to-many step, the values of every element.
        private static func value(atPath path: [String], of object: Any?) -> Any? {
            guard let key = path.first else { return object }
            guard let object = unwrapped(object) else { return nil }
            if key == "@count" { return elements(object)?.count }
            if let items = elements(object), !(object is String) {
                return items.map { value(atPath: path, of: $0) }
            }
            let found: Any?
            if let managed = object as? NSManagedObject {
                found = managed.value(forKey: key)
            } else if let dictionary = object as? [String: Any] {
                found = dictionary[key]
            } else {
                found = Mirror(reflecting: object).children.first { $0.label == key }.map(\.value)
            }
            return value(atPath: Array(path.dropFirst()), of: found)
        }

        /// The elements of an array, set or dictionary's values; nil for anything else.
        private static func elements(_ value: Any?) -> [Any?]? {
            guard let value = unwrapped(value), !(value is String) else { return nil }
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .collection, .set: return mirror.children.map { unwrapped($0.value) }
            default: return nil
            }
        }

        /// `value` without its levels of `Optional`; nil for `nil`.
        private static func unwrapped(_ value: Any?) -> Any? {
            guard let value else { return nil }
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            return unwrapped(mirror.children.first?.value)
        }

        private static func test(_ comparison: PredicateComparison, _ left: Any?, _ right: Any?) -> Bool {
            let left = unwrapped(left)
            let right = unwrapped(right)
            switch comparison.op {
            case .equal: return equal(left, right, comparison)
            case .notEqual: return !equal(left, right, comparison)
            case .less: return order(left, right, comparison) == .orderedAscending
            case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(order(left, right, comparison))
            case .greater: return order(left, right, comparison) == .orderedDescending
            case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(order(left, right, comparison))
            case .in:
                if let items = elements(right) { return items.contains { equal(left, $0, comparison) } }
                guard let l = text(left, comparison), let r = text(right, comparison) else { return false }
                return r.contains(l)
            case .contains:
                if let items = elements(left) { return items.contains { equal($0, right, comparison) } }
                guard let l = text(left, comparison), let r = text(right, comparison) else { return false }
                return l.contains(r)
            case .beginsWith:
                guard let l = text(left, comparison), let r = text(right, comparison) else { return false }
                return l.hasPrefix(r)
            case .endsWith:
                guard let l = text(left, comparison), let r = text(right, comparison) else { return false }
                return l.hasSuffix(r)
            case .like, .matches:
                guard let l = text(left, comparison), let r = text(right, comparison) else { return false }
                let pattern =
                    comparison.op == .matches
                    ? r
                    : NSRegularExpression.escapedPattern(for: r)
                        .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
                guard
                    let regex = try? NSRegularExpression(
                        pattern: "^(?:\(pattern))$", options: [.dotMatchesLineSeparators])
                else { return false }
                return regex.firstMatch(in: l, range: NSRange(l.startIndex..., in: l)) != nil
            case .between:
                guard let bounds = elements(right), bounds.count == 2 else { return false }
                let low = order(left, bounds[0], comparison)
                let high = order(left, bounds[1], comparison)
                return low != .orderedAscending && high != .orderedDescending && low != nil && high != nil
            }
        }

        private static func equal(_ left: Any?, _ right: Any?, _ comparison: PredicateComparison) -> Bool {
            switch (left, right) {
            case (nil, nil): return true
            case (nil, _), (_, nil): return false
            default: break
            }
            if let l = number(left), let r = number(right) { return l == r }
            if let l = text(left, comparison), let r = text(right, comparison) { return l == r }
            if let l = left as? Date, let r = right as? Date { return l == r }
            if let l = left as? AnyObject, let r = right as? AnyObject, l === r { return true }
            if let l = left as? AnyHashable, let r = right as? AnyHashable { return l == r }
            return false
        }

        private static func order(_ left: Any?, _ right: Any?, _ comparison: PredicateComparison) -> ComparisonResult? {
            if let l = number(left), let r = number(right) {
                return l < r ? .orderedAscending : (l > r ? .orderedDescending : .orderedSame)
            }
            if let l = left as? Date, let r = right as? Date { return l.compare(r) }
            if let l = text(left, comparison), let r = text(right, comparison) { return l.compare(r) }
            return nil
        }

        /// A number's value (Bools as 0 and 1, as Core Data stores them).
        private static func number(_ value: Any?) -> Double? {
            switch value {
            case let value as Double: return value
            case let value as Float: return Double(value)
            case let value as Int: return Double(value)
            case let value as Int16: return Double(value)
            case let value as Int32: return Double(value)
            case let value as Int64: return Double(value)
            case let value as UInt: return Double(value)
            case let value as Bool: return value ? 1 : 0
            case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
            case let value as NSNumber: return value.doubleValue
            default: return nil
            }
        }

        /// A string, folded as the comparison's `[c]` and `[d]` options say.
        private static func text(_ value: Any?, _ comparison: PredicateComparison) -> String? {
            let string: String
            switch value {
            case let value as String: string = value
            case let value as Substring: string = String(value)
            case let value as UUID: string = value.uuidString
            case let value as URL: string = value.absoluteString
            default: return nil
            }
            var options: String.CompareOptions = []
            if comparison.caseInsensitive { options.insert(.caseInsensitive) }
            if comparison.diacriticInsensitive { options.insert(.diacriticInsensitive) }
            return options.isEmpty ? string : string.folding(options: options, locale: nil)
        }
    }
#endif
