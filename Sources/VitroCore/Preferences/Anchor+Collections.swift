import Foundation

extension Anchor.Source {
    /// One anchor for several sources: the view's value for each, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame, origin in array.map { $0.make(frame, origin) } }
    }

    /// An anchor for an optional source: the source's value, or nil when there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame, origin in anchor?.make(frame, origin) }
    }
}
