import Foundation

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`. The host's
/// `tap(at:)` reports the point in the view's coordinates; a tap by label reports the view's
/// origin.
public struct SpatialTapGesture: Gesture, HostGesture, FinalValueGesture {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location, in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps the gesture needs.
    public var count: Int
    /// The coordinate space of the location.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps that reports locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    var kind: GestureKind { .tap }
    func perform() {}
    func finalValueAny() -> Any? { Value(location: HostTapLocation.current) }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`: it performs as the gesture it wraps.
public struct AnyGesture<Value>: Gesture, HostGesture, FinalValueGesture {
    /// The wrapped gesture (Mirror finds it, so a wrapped drag is recorded as a drag).
    let base: Any
    let host: (any HostGesture)?
    let final: @MainActor () -> Any?

    /// A gesture that performs as `gesture`.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        base = gesture
        host = gesture as? any HostGesture
        final = { finalValue(of: gesture) }
    }

    var kind: GestureKind { host?.kind ?? .tap }
    func perform() { host?.perform() }
    func finalValueAny() -> Any? { final() }
}

/// A gesture whose value is mapped from another's, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture, HostGesture, FinalValueGesture {
    let content: Content
    let transform: (Content.Value) -> Value
    var kind: GestureKind { (content as? any HostGesture)?.kind ?? .tap }
    func perform() { (content as? any HostGesture)?.perform() }
    func finalValueAny() -> Any? { finalValue(of: content).map(transform) }
}

extension Gesture {
    /// This gesture with its values mapped by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension GestureState {
    /// State starting at `initialValue`, reset through `reset` when the gesture ends.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(initialValue: initialValue)
    }

    /// State starting at `initialValue`, reset in `resetTransaction` when the gesture ends.
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(initialValue: initialValue) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`, reset through `reset` when the gesture ends.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(initialValue: nil) }

    /// State starting at `nil`, reset in `resetTransaction` when the gesture ends.
    public init(resetTransaction: Transaction = Transaction()) { self.init(initialValue: nil) }
}

extension View {
    /// Runs `action` with the tap's location when the view is tapped (through the host's
    /// `tap(at:)`, which gives the point; a tap by label gives the view's origin).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        attribute {
            $0.onTap = { action(.zero) }
            $0.onTapAt = action
        }
    }
}
