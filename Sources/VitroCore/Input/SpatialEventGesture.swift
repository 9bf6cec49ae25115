import Foundation

/// The touches, pointer and pencil events of a gesture, as SwiftUI's `SpatialEventCollection`.
/// A still image has no touches: the host reports none.
public struct SpatialEventCollection: Collection, Sendable {
    /// One touch, pointer or pencil event.
    public struct Event: Identifiable, Hashable, Sendable {
        /// The identifier of an event's touch, stable while it lasts.
        public struct ID: Hashable, Sendable {
            let value: Int
        }
        /// What made the event.
        public enum Kind: Hashable, Sendable {
            /// A finger.
            case touch
            /// A pointer.
            case pointer
            /// Apple Pencil.
            case pencil
        }
        /// The phases of an event.
        public enum Phase: Hashable, Sendable {
            /// The touch is down.
            case active
            /// The touch lifted.
            case ended
            /// The touch was cancelled.
            case cancelled
        }
        /// The pose of the pencil that made the event.
        public struct InputDevicePose: Hashable, Sendable {
            /// The angle between the pencil and the screen.
            public var altitude: Angle
            /// The pencil's direction across the screen.
            public var azimuth: Angle
        }
        /// The event's identifier.
        public var id: ID
        /// When the event happened, in seconds.
        public var timestamp: TimeInterval
        /// What made it.
        public var kind: Kind
        /// Where it is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Its phase.
        public var phase: Phase
        /// The modifier keys held.
        public var modifierKeys: EventModifiers
        /// The pencil's pose, for a pencil event.
        public var inputDevicePose: InputDevicePose?
    }

    /// A position in the collection.
    public struct Index: Comparable, Hashable, Sendable {
        let offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }

    /// Iterates the events.
    public struct Iterator: IteratorProtocol {
        var events: IndexingIterator<[Event]>
        /// The next event, or nil.
        public mutating func next() -> Event? { events.next() }
    }

    let events: [Event]

    /// The first position.
    public var startIndex: Index { Index(offset: 0) }
    /// The position after the last.
    public var endIndex: Index { Index(offset: events.count) }
    /// The position after `i`.
    public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    /// The event at `position`.
    public subscript(position: Index) -> Event { events[position.offset] }
    /// The event with the identifier `index`, if any.
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
    /// An iterator over the events.
    public func makeIterator() -> Iterator { Iterator(events: events.makeIterator()) }
}

/// A gesture that reports every touch, as SwiftUI's `SpatialEventGesture` (recorded: the host
/// performs no multi-touch).
public struct SpatialEventGesture: Gesture, ContinuousGesture {
    /// The events of the touches.
    public typealias Value = SpatialEventCollection
    /// The coordinate space of the events' locations.
    public let coordinateSpace: CoordinateSpace
    /// A gesture reporting locations in `coordinateSpace`.
    public init(coordinateSpace: CoordinateSpace = .local) { self.coordinateSpace = coordinateSpace }
}
