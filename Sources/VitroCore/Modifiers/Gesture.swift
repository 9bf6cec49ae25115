import Foundation

/// A pattern of touches that ends in a value, as SwiftUI's `Gesture`. Vitro's host performs
/// taps and long presses (`ViewHost/tap(_:)`, `ViewHost/longPress(_:)`), so the gestures
/// here are the discrete ones: ``TapGesture`` and ``LongPressGesture``, with `onEnded` and
/// `onChanged`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The gesture's value.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the system's gestures).
    associatedtype Body: Gesture = Never
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    /// No value.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Never called: the system's gestures have no body.
    public var body: Never { fatalError("\(Self.self) has no gesture body") }
}

/// A gesture whose final value is its own (a mapped value, a tap's location), not the one its
/// kind gives.
@MainActor
protocol FinalValueGesture {
    func finalValueAny() -> Any?
}

/// Where the host's current tap is, in the tapped view's coordinates (`.zero` for a tap by
/// label): what a `SpatialTapGesture` ends with.
@MainActor
enum HostTapLocation {
    static var current = CGPoint.zero
}

/// How the host performs a gesture: what it answers to and what performing it runs.
@MainActor
protocol HostGesture {
    /// The host action that performs the gesture.
    var kind: GestureKind { get }
    /// Performs the gesture: reports its changes and its end to the callbacks attached.
    func perform()
}

enum GestureKind { case tap, longPress }

/// A gesture that recognizes taps, as SwiftUI's `TapGesture` (value: `Void`).
public struct TapGesture: Gesture, HostGesture {
    /// A tap has no value.
    public typealias Value = Void
    /// How many taps the gesture needs.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
    var kind: GestureKind { .tap }
    func perform() {}
}

/// A gesture that recognizes a long press, as SwiftUI's `LongPressGesture` (value: whether the
/// press is still down, `true` when it ends).
public struct LongPressGesture: Gesture, HostGesture {
    /// Whether the press is in progress.
    public typealias Value = Bool
    /// How long, in seconds, the touch must last.
    public var minimumDuration: Double
    /// How far, in points, the touch may move before the press fails.
    public var maximumDistance: CGFloat
    /// A press of at least `minimumDuration` seconds that moves at most `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    var kind: GestureKind { .longPress }
    func perform() {}
}

/// A gesture with an action when it ends. SwiftUI's name.
public struct _EndedGesture<Content: Gesture>: Gesture, HostGesture {
    /// The gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    var kind: GestureKind { (content as? any HostGesture)?.kind ?? .tap }
    func perform() {
        (content as? any HostGesture)?.perform()
        if let value = finalValue(of: content) { action(value) }
    }
}

/// A gesture with an action when its value changes. SwiftUI's name.
public struct _ChangedGesture<Content: Gesture>: Gesture, HostGesture where Content.Value: Equatable {
    /// The gesture's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    var kind: GestureKind { (content as? any HostGesture)?.kind ?? .tap }
    func perform() {
        if let value = finalValue(of: content) { action(value) }
        (content as? any HostGesture)?.perform()
    }
}

/// The value a performed gesture ends with: `()` for a tap, `true` for a long press.
@MainActor
func finalValue<G: Gesture>(of gesture: G) -> G.Value? {
    if let own = gesture as? any FinalValueGesture { return own.finalValueAny() as? G.Value }
    switch (gesture as? any HostGesture)?.kind {
    case .tap: return () as? G.Value
    case .longPress: return true as? G.Value
    case nil: return nil
    }
}

extension Gesture {
    /// Runs `action` with the gesture's final value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Runs `action` when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }
}

/// Which gestures a `gesture(_:including:)` enables, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The mask as bits.
    public let rawValue: UInt32
    /// A mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the gesture nor the subviews' gestures.
    public static let none = GestureMask([])
    /// The gesture only.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture, performed by the host's `tap` or `longPress`.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(gesture, enabled: mask.contains(.gesture))
    }

    /// Adds `gesture` to run at the same time as the view's own gestures.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(gesture, enabled: mask.contains(.gesture))
    }

    /// Adds `gesture` to take precedence over the view's own gestures.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachGesture(gesture, enabled: mask.contains(.gesture))
    }

    private func attachGesture<T: Gesture>(_ gesture: T, enabled: Bool) -> some View {
        let host = enabled && !isContinuous(gesture) ? gesture as? any HostGesture : nil
        let name = String(describing: T.self)
        return attribute { attributes in
            // Gestures the host cannot perform (drags, pinches, rotations) are recorded.
            guard let host else { return attributes.recorded.append("gesture(\(name))") }
            switch host.kind {
            case .tap:
                attributes.onTap = {
                    HostTapLocation.current = .zero
                    host.perform()
                }
                attributes.onTapAt = { location in
                    HostTapLocation.current = location
                    host.perform()
                    HostTapLocation.current = .zero
                }
            case .longPress: attributes.onLongPress = { host.perform() }
            }
        }
    }
}
