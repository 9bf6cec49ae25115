import Foundation

// Continuous gestures compile and attach, but a still image has no touches: the host performs
// taps and long presses only, so these never report a value. `gesture(_:)` records each one
// on the view's node (its type name), for the host and audits.

/// A gesture the host cannot perform: a still image has no touches that move.
protocol ContinuousGesture {}

/// Whether `gesture` is, or is built on, a continuous gesture (`DragGesture().onEnded { … }`
/// is recorded, not run as a tap).
func isContinuous(_ gesture: Any, depth: Int = 0) -> Bool {
    if gesture is any ContinuousGesture { return true }
    guard depth < 8 else { return false }
    return Mirror(reflecting: gesture).children.contains { isContinuous($0.value, depth: depth + 1) }
}

/// A dragging gesture, as SwiftUI's `DragGesture` (recorded; never performed by the host).
public struct DragGesture: Gesture, ContinuousGesture {
    /// A drag's state, as SwiftUI's `DragGesture.Value`. Points are in the gesture's space.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (recorded; never performed by the host).
public struct MagnifyGesture: Gesture, ContinuousGesture {
    /// A pinch's state: the scale since it began (1 at the start).
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The older pinch, as SwiftUI's `MagnificationGesture` (value: the scale).
public struct MagnificationGesture: Gesture, ContinuousGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (recorded; never performed by the host).
public struct RotateGesture: Gesture, ContinuousGesture {
    /// A rotation's state: the angle since it began.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// The older rotation, as SwiftUI's `RotationGesture` (value: the angle).
public struct RotationGesture: Gesture, ContinuousGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture that updates a ``GestureState`` while it runs. SwiftUI's name.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (Base.Value, inout State, inout Transaction) -> Void
}

/// Two gestures recognized at once, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// One gesture, then another, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// One gesture or, failing it, another, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension Gesture {
    /// Updates `state` while the gesture runs; it resets when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// State that lives while a gesture runs and returns to its initial value when it ends, as
/// SwiftUI's `GestureState`. A still image has no gesture in progress: it is always the
/// initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init() { initial = nil }
}
