@_spi(Reflection) import Swift
import Foundation

/// Decides whether a view value is the same as last time, so its body need not be evaluated
/// again, the way SwiftUI compares view inputs field by field.
///
/// A value is compared with `==` when its type is `Equatable`; otherwise a plain-data value
/// (no references) by its bytes; a class instance by identity; a closure always counts as
/// changed (one passed through generic code is wrapped anew each time, so its identity cannot
/// be told, and a view holding a closure is evaluated again, as in SwiftUI — `.constant(true)`
/// and `.constant(false)` must not look alike); a struct or tuple field by field with these same
/// rules; an existential by its dynamic type, then its value; an optional or array element by
/// element. Stored properties that the graph supplies (`@State`, `@Environment`, …) are skipped:
/// a new view value carries only their initial values. Anything else (an enum with a
/// non-`Equatable` payload, a dictionary) counts as changed, which costs a body evaluation,
/// never a stale view.
enum ViewComparison {
    /// Whether `a` and `b` are the same for the purpose of skipping a body.
    static func same<T>(_ a: T, _ b: T) -> Bool {
        same(a, b, depth: 0)
    }

    /// How deep nested structs are compared before a value counts as changed.
    static let maximumDepth = 12

    static func same<T>(_ a: T, _ b: T, depth: Int) -> Bool {
        if let equatable = T.self as? any Equatable.Type {
            return equal(equatable, a, b)
        }
        let dynamicType = type(of: a as Any)
        if dynamicType != T.self {
            // An existential: compare the wrapped values (class instances by identity, as
            // opening a class existential gives the existential back).
            if dynamicType is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return sameAny(a as Any, b as Any, depth: depth)
        }
        if _isPOD(T.self) {
            return bytesEqual(a, b)
        }
        if T.self is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        if let optional = a as? any OptionalValue, let other = b as? any OptionalValue {
            switch (optional.wrappedAny, other.wrappedAny) {
            case (nil, nil): return true
            case (let x?, let y?): return sameAny(x, y, depth: depth + 1)
            default: return false
            }
        }
        if let array = a as? any ArrayValue, let other = b as? any ArrayValue {
            let x = array.elementsAny
            let y = other.elementsAny
            guard x.count == y.count else { return false }
            return zip(x, y).allSatisfy { sameAny($0, $1, depth: depth + 1) }
        }
        if bytesEqual(a, b) { return true }
        guard depth < maximumDepth else { return false }
        return sameFields(a, b, depth: depth)
    }

    /// Compares two values of unknown types.
    static func sameAny(_ a: Any, _ b: Any, depth: Int) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        guard depth < maximumDepth else { return false }
        func open<T>(_ x: T) -> Bool { same(x, b as! T, depth: depth + 1) }
        return _openExistential(a, do: open)
    }

    /// Compares a struct's or tuple's stored properties one by one.
    static func sameFields<T>(_ a: T, _ b: T, depth: Int) -> Bool {
        var result = true
        var fields = 0
        let supported = withUnsafeBytes(of: a) { pa in
            withUnsafeBytes(of: b) { pb in
                _forEachField(of: T.self, options: []) { _, offset, fieldType, _ in
                    fields += 1
                    if fieldType is any GraphSuppliedProperty.Type { return true }
                    result = sameField(fieldType, pa.baseAddress! + offset, pb.baseAddress! + offset, depth: depth)
                    return result
                }
            }
        }
        // A value with no fields to compare whose bytes differ (a closure with another
        // context: `.constant(true)` against `.constant(false)`) has changed.
        return supported && fields > 0 && result
    }

    private static func sameField(
        _ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, depth: Int
    ) -> Bool {
        func open<F>(_ t: F.Type) -> Bool {
            same(a.assumingMemoryBound(to: F.self).pointee, b.assumingMemoryBound(to: F.self).pointee, depth: depth + 1)
        }
        return _openExistential(type, do: open)
    }

    private static func equal<E: Equatable, T>(_ type: E.Type, _ a: T, _ b: T) -> Bool {
        (a as! E) == (b as! E)
    }

    private static func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { pa in
            withUnsafeBytes(of: b) { pb in
                pa.count == pb.count && (pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0)
            }
        }
    }
}

/// Stored view properties whose values the graph supplies, left out of view comparison.
protocol GraphSuppliedProperty {}

protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { map { $0 as Any } }
}

protocol ArrayValue {
    var elementsAny: [Any] { get }
}

extension Array: ArrayValue {
    var elementsAny: [Any] { map { $0 as Any } }
}
