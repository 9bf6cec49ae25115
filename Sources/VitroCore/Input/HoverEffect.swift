import Foundation

/// An effect applied to a view under the pointer, as SwiftUI's `HoverEffect`. A still image
/// has no pointer: views draw at rest, and the effect is recorded.
public struct HoverEffect: Sendable {
    let name: String
    /// The platform's effect for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view, morphing from the pointer.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts and grows, with a shadow.
    public static let lift = HoverEffect(name: "lift")

    /// The custom effect `effect`, used where it is enabled.
    public init<E: CustomHoverEffect>(_ effect: E, isEnabled: Bool = true) { name = String(describing: E.self) }

    init(name: String) { self.name = name }
}

/// An effect of the view under the pointer, as SwiftUI's `CustomHoverEffect` (iOS 18).
@MainActor @preconcurrency
public protocol CustomHoverEffect {
    /// The effect this one is made of.
    associatedtype Body: CustomHoverEffect
    /// The effect applied to `content`.
    func body(content: EmptyHoverEffect) -> Body
}

extension Never: CustomHoverEffect {}

extension CustomHoverEffect where Body == Never {
    /// Never called: the system effects have no body.
    public func body(content: EmptyHoverEffect) -> Never { fatalError("\(Self.self) has no hover effect body") }
}

extension CustomHoverEffect {
    /// This effect, or none where `disabled` is true (recorded: a still image has no pointer).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some CustomHoverEffect { self }
}

/// No hover effect: the content a custom effect is applied to.
public struct EmptyHoverEffect: CustomHoverEffect {
    /// No effect.
    public typealias Body = Never
    /// No effect.
    public init() {}
}

/// The highlight effect, as SwiftUI's `HighlightHoverEffect`.
public struct HighlightHoverEffect: CustomHoverEffect {
    /// The effect.
    public init() {}
    /// The system's highlight of `content`.
    public func body(content: EmptyHoverEffect) -> EmptyHoverEffect { content }
}

/// The lift effect, as SwiftUI's `LiftHoverEffect`.
public struct LiftHoverEffect: CustomHoverEffect {
    /// The effect.
    public init() {}
    /// The system's lift of `content`.
    public func body(content: EmptyHoverEffect) -> EmptyHoverEffect { content }
}

/// The platform's hover effect.
public struct AutomaticHoverEffect: CustomHoverEffect {
    /// The effect.
    public init() {}
    /// The platform's effect on `content`.
    public func body(content: EmptyHoverEffect) -> EmptyHoverEffect { content }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    /// The platform's hover effect.
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
    /// The highlight effect.
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
    /// The lift effect.
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

/// The kinds of interaction a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The kinds, one bit each.
    public let rawValue: Int
    /// The kinds of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The preview of a drag.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The preview of a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility focus.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// Applies `effect` when the pointer hovers over the view (recorded: a still image has no
    /// pointer).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        record("hoverEffect(\(effect.name))")
    }

    /// Applies the custom `effect` when the pointer hovers over the view (recorded: a still
    /// image has no pointer).
    public func hoverEffect<E: CustomHoverEffect>(_ effect: E, isEnabled: Bool = true) -> some View {
        record("hoverEffect(\(E.self))")
    }

    /// The hover effect of the views inside that do not choose one (recorded: a still image has
    /// no pointer).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { record("defaultHoverEffect") }

    /// Runs `action` as the pointer moves over the view (recorded: a still image has no pointer).
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        record("onContinuousHover")
    }

    /// The shape of the view for the `kinds` of interaction (recorded: the host hits frames).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        record("contentShape")
    }
}
