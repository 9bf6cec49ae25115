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
        /// When the drag's state was reported.
        public var time: Date
        /// Where the touch is now, in points.
        public var location: CGPoint
        /// Where the drag started, in points.
        public var startLocation: CGPoint
        /// How far the touch has moved since the start: `location` less `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The touch's speed, in points per second on each axis.
        public var velocity: CGSize
        /// Where the drag would end if the touch were lifted now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would have moved if the touch were lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far, in points, the touch must move before the drag starts.
    public var minimumDistance: CGFloat
    /// The coordinate space of the values' points.
    public var coordinateSpace: CoordinateSpace
    /// A drag that starts after `minimumDistance` points, reporting points in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (recorded; never performed by the host).
public struct MagnifyGesture: Gesture, ContinuousGesture {
    /// A pinch's state: the scale since it began (1 at the start).
    public struct Value: Equatable, Sendable {
        /// When the pinch's state was reported.
        public var time: Date
        /// The scale since the pinch began: 1 at the start, 2 at twice the spread.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// The unit point of the view where the pinch started.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in points.
        public var startLocation: CGPoint
    }
    /// The smallest change of scale the gesture reports.
    public var minimumScaleDelta: CGFloat
    /// A pinch that reports changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The older pinch, as SwiftUI's `MagnificationGesture` (value: the scale).
public struct MagnificationGesture: Gesture, ContinuousGesture {
    /// The scale since the pinch began.
    public typealias Value = CGFloat
    /// The smallest change of scale the gesture reports.
    public var minimumScaleDelta: CGFloat
    /// A pinch that reports changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (recorded; never performed by the host).
public struct RotateGesture: Gesture, ContinuousGesture {
    /// A rotation's state: the angle since it began.
    public struct Value: Equatable, Sendable {
        /// When the rotation's state was reported.
        public var time: Date
        /// The angle turned since the gesture began.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// The unit point of the view where the rotation started.
        public var startAnchor: UnitPoint
        /// Where the rotation started, in points.
        public var startLocation: CGPoint
    }
    /// The smallest change of angle the gesture reports.
    public var minimumAngleDelta: Angle
    /// A rotation that reports changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// The older rotation, as SwiftUI's `RotationGesture` (value: the angle).
public struct RotationGesture: Gesture, ContinuousGesture {
    /// The angle turned since the gesture began.
    public typealias Value = Angle
    /// The smallest change of angle the gesture reports.
    public var minimumAngleDelta: Angle
    /// A rotation that reports changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture that updates a ``GestureState`` while it runs. SwiftUI's name.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The gesture that runs.
    public var base: Base
    /// The state the gesture updates while it runs.
    public var state: GestureState<State>
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    /// A gesture that runs `base` and updates `state` through `body` while it runs.
    public init(
        base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// Two gestures recognized at once, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures, each `nil` until its gesture has one.
    public struct Value {
        /// The first gesture's value, if it has one.
        public var first: First.Value?
        /// The second gesture's value, if it has one.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Two gestures that are recognized at the same time.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// One gesture, then another, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The state of a sequence: the first gesture's value, then both once the second starts.
    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first gesture ended and the second is running (its value `nil` until it has one).
        case second(First.Value, Second.Value?)
    }
    /// The gesture that must end first.
    public var first: First
    /// The gesture that starts after it.
    public var second: Second
    /// A gesture that starts `second` once `first` ends.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// One gesture or, failing it, another, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture was recognized.
    public enum Value {
        /// The first gesture was recognized.
        case first(First.Value)
        /// The second gesture was recognized.
        case second(Second.Value)
    }
    /// The gesture that takes precedence.
    public var first: First
    /// The gesture recognized only when the first is not.
    public var second: Second
    /// A gesture that recognizes `first`, or `second` when `first` fails.
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

    /// This gesture and `other`, recognized at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it ends.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one fails.
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
    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// State starting at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }
    /// State starting at `wrappedValue`, reset in `resetTransaction` when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// State starting at `wrappedValue`, reset through `reset` when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// The current value: always the initial value, since a still image has no gesture in progress.
    public var wrappedValue: Value { initial }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() { initial = nil }
}
