#if !canImport(Darwin)
    import Foundation

    /// A token of a predicate format string.
    enum PredicateToken: Equatable {
        /// A key path, a keyword or a literal word (`name`, `AND`, `TRUE`, `owner.name`).
        case word(String)
        /// A quoted string.
        case string(String)
        /// A number.
        case number(Double)
        /// An operator or punctuation (`==`, `(`, `{`, `,`, `[cd]`).
        case symbol(String)
        /// A format specifier: `%@`, `%K`, `%d`, `%f`, …
        case argument(Character)
    }

    /// Splits a predicate format string into tokens.
    enum PredicateTokenizer {
        static func tokens(_ format: String) throws -> [PredicateToken] {
            var tokens: [PredicateToken] = []
            let chars = Array(format)
            var i = 0
            func fail(_ why: String) -> NSError {
                coreDataError(NSCoreDataError, "Unable to parse the format string \"\(format)\": \(why).")
            }
            while i < chars.count {
                let c = chars[i]
                if c.isWhitespace {
                    i += 1
                } else if c == "%" {
                    // `%@`, `%K`, and numeric specifiers with length modifiers (`%ld`, `%lld`, `%lf`).
                    var j = i + 1
                    while j < chars.count, "lhq".contains(chars[j]) { j += 1 }
                    guard j < chars.count, "@KdiufxXeEgGcs".contains(chars[j]) else { throw fail("bad specifier") }
                    tokens.append(.argument(chars[j] == "s" ? "@" : chars[j]))
                    i = j + 1
                } else if c == "\"" || c == "'" {
                    var j = i + 1
                    var text = ""
                    while j < chars.count, chars[j] != c {
                        if chars[j] == "\\", j + 1 < chars.count { j += 1 }
                        text.append(chars[j])
                        j += 1
                    }
                    guard j < chars.count else { throw fail("unterminated string") }
                    tokens.append(.string(text))
                    i = j + 1
                } else if c.isNumber
                    || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber && isOperand(tokens.last))
                {
                    var j = i + 1
                    while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                    guard let value = Double(String(chars[i..<j])) else { throw fail("bad number") }
                    tokens.append(.number(value))
                    i = j
                } else if c.isLetter || c == "_" || c == "@" || c == "$" || c == "#" {
                    var j = i + 1
                    while j < chars.count, chars[j].isLetter || chars[j].isNumber || "_.@".contains(chars[j]) { j += 1 }
                    tokens.append(.word(String(chars[i..<j]).trimmingCharacters(in: CharacterSet(charactersIn: "#"))))
                    i = j
                } else if c == "[" {
                    guard let end = chars[i...].firstIndex(of: "]") else { throw fail("unterminated options") }
                    tokens.append(.symbol(String(chars[i...end]).lowercased()))
                    i = end + 1
                } else {
                    let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
                    if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                        tokens.append(.symbol(two))
                        i += 2
                    } else if "=<>!(){},".contains(c) {
                        tokens.append(.symbol(String(c)))
                        i += 1
                    } else {
                        throw fail("unexpected \"\(c)\"")
                    }
                }
            }
            return tokens
        }

        /// Whether a `-` after `token` starts a negative number (it is not a subtraction).
        private static func isOperand(_ token: PredicateToken?) -> Bool {
            switch token {
            case .none, .symbol: return true
            case .word(let word): return PredicateParser.keywords.contains(word.uppercased())
            default: return false
            }
        }
    }
#endif
