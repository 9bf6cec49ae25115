#if !canImport(Darwin)
    import Foundation

    /// A parsed predicate format string.
    indirect enum PredicateNode {
        case and(PredicateNode, PredicateNode)
        case or(PredicateNode, PredicateNode)
        case not(PredicateNode)
        case constant(Bool)
        case comparison(PredicateComparison)
    }

    /// One side of a comparison.
    indirect enum PredicateOperand {
        /// The value at a key path of the evaluated object.
        case key(String)
        /// The evaluated object itself.
        case evaluated
        /// A value given in the string or as an argument.
        case constant(Any?)
        /// A `{…}` list.
        case list([PredicateOperand])
    }

    /// A comparison: `name ==[c] %@`, `ANY tags.title BEGINSWITH 'a'`.
    struct PredicateComparison {
        enum Operator: String {
            case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
            case contains, beginsWith, endsWith, like, matches, `in`, between
        }
        enum Quantifier { case any, all, none }

        var quantifier: Quantifier?
        var left: PredicateOperand
        var op: Operator
        var right: PredicateOperand
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    /// Parses a predicate format string, substituting its `%` arguments.
    struct PredicateParser {
        static let keywords: Set<String> = [
            "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE",
            "MATCHES", "IN", "BETWEEN", "TRUEPREDICATE", "FALSEPREDICATE",
        ]

        private let format: String
        private let tokens: [PredicateToken]
        private var arguments: [Any?]
        private var position = 0

        init(_ format: String, arguments: [Any?]) throws {
            self.format = format
            self.tokens = try PredicateTokenizer.tokens(format)
            self.arguments = arguments
        }

        /// The whole string as a predicate.
        mutating func parse() throws -> PredicateNode {
            let node = try parseOr()
            guard position == tokens.count else { throw fail("unexpected \(tokens[position])") }
            return node
        }

        private func fail(_ why: String) -> NSError {
            coreDataError(NSCoreDataError, "Unable to parse the format string \"\(format)\": \(why).")
        }

        private var next: PredicateToken? { position < tokens.count ? tokens[position] : nil }

        private mutating func take(word: String) -> Bool {
            if case .word(let found) = next, found.uppercased() == word {
                position += 1
                return true
            }
            return false
        }

        private mutating func take(symbol: String) -> Bool {
            if case .symbol(symbol) = next {
                position += 1
                return true
            }
            return false
        }

        private mutating func parseOr() throws -> PredicateNode {
            var node = try parseAnd()
            while take(word: "OR") || take(symbol: "||") { node = .or(node, try parseAnd()) }
            return node
        }

        private mutating func parseAnd() throws -> PredicateNode {
            var node = try parseNot()
            while take(word: "AND") || take(symbol: "&&") { node = .and(node, try parseNot()) }
            return node
        }

        private mutating func parseNot() throws -> PredicateNode {
            if take(word: "NOT") || take(symbol: "!") { return .not(try parseNot()) }
            if take(word: "TRUEPREDICATE") { return .constant(true) }
            if take(word: "FALSEPREDICATE") { return .constant(false) }
            if take(symbol: "(") {
                let node = try parseOr()
                guard take(symbol: ")") else { throw fail("missing )") }
                return node
            }
            return .comparison(try parseComparison())
        }

        private mutating func parseComparison() throws -> PredicateComparison {
            var quantifier: PredicateComparison.Quantifier?
            if take(word: "ANY") || take(word: "SOME") {
                quantifier = .any
            } else if take(word: "ALL") {
                quantifier = .all
            } else if take(word: "NONE") {
                quantifier = PredicateComparison.Quantifier.none
            }
            let left = try parseOperand()
            var negated = false
            if take(word: "NOT") { negated = true }
            let op = try parseOperator()
            var comparison = PredicateComparison(quantifier: quantifier, left: left, op: op, right: .constant(nil))
            if case .symbol(let options) = next, options.hasPrefix("[") {
                position += 1
                comparison.caseInsensitive = options.contains("c")
                comparison.diacriticInsensitive = options.contains("d")
            }
            comparison.right = try parseOperand()
            if negated {
                // `a NOT IN b` and friends: the quantifier-free form is the common one.
                comparison.quantifier = comparison.quantifier ?? PredicateComparison.Quantifier.none
            }
            return comparison
        }

        private mutating func parseOperator() throws -> PredicateComparison.Operator {
            guard let token = next else { throw fail("missing operator") }
            position += 1
            switch token {
            case .symbol("="), .symbol("=="): return .equal
            case .symbol("!="), .symbol("<>"): return .notEqual
            case .symbol("<"): return .less
            case .symbol("<="), .symbol("=<"): return .lessOrEqual
            case .symbol(">"): return .greater
            case .symbol(">="), .symbol("=>"): return .greaterOrEqual
            case .word(let word):
                switch word.uppercased() {
                case "CONTAINS": return .contains
                case "BEGINSWITH": return .beginsWith
                case "ENDSWITH": return .endsWith
                case "LIKE": return .like
                case "MATCHES": return .matches
                case "IN": return .in
                case "BETWEEN": return .between
                default: break
                }
            default: break
            }
            throw fail("unknown operator \(token)")
        }

        private mutating func parseOperand() throws -> PredicateOperand {
            guard let token = next else { throw fail("missing operand") }
            position += 1
            switch token {
            case .string(let text): return .constant(text)
            case .number(let value): return .constant(value)
            case .argument(let kind):
                guard !arguments.isEmpty else { throw fail("too few arguments") }
                let value = arguments.removeFirst()
                if kind == "K" {
                    guard let key = value as? String else { throw fail("%K needs a key path string") }
                    return .key(key)
                }
                return .constant(value)
            case .symbol("{"):
                var items: [PredicateOperand] = []
                if take(symbol: "}") { return .list(items) }
                repeat { items.append(try parseOperand()) } while take(symbol: ",")
                guard take(symbol: "}") else { throw fail("missing }") }
                return .list(items)
            case .word(let word):
                switch word.uppercased() {
                case "SELF": return .evaluated
                case "TRUE", "YES": return .constant(true)
                case "FALSE", "NO": return .constant(false)
                case "NIL", "NULL": return .constant(nil)
                default:
                    guard !Self.keywords.contains(word.uppercased()) else { throw fail("unexpected \(word)") }
                    return .key(word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word)
                }
            default:
                throw fail("unexpected \(token)")
            }
        }
    }
#endif
