import VitroSymbols
/// How a view's content changes within the view (rather than the view coming or going), as
/// SwiftUI's `ContentTransition`. It takes effect only when the change is animated.
public struct ContentTransition: Equatable, Sendable {
    /// What the host draws between the old and the new content.
    package enum Kind: Equatable, Sendable {
        /// The new content at once.
        case identity
        /// The old content fades out while the new one fades in.
        case opacity
        /// Matching parts morph; Vitro cross-fades as for `opacity` where it cannot match.
        case interpolate
        /// Changed digits roll: they slide out and in vertically while fading, upward when the
        /// number grows (or `countsDown` is false), downward otherwise. `value` (when given)
        /// decides the direction by comparing old and new values.
        case numericText(countsDown: Bool?, value: Double?)
        /// Symbol images replace one another with their symbol effect; Vitro cross-fades.
        case symbolEffect
    }

    package let kind: Kind

    /// No transition: the content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// A cross-fade between the old and the new content.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Interpolates the content where it can (matching glyphs of text), cross-fades otherwise.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Rolling digits for text that shows a number counting up, or down with `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Rolling digits for text that shows `value`; the direction follows the change of value.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil, value: value))
    }

    /// A short name for dumps.
    var name: String {
        switch kind {
        case .identity: "identity"
        case .opacity: "opacity"
        case .interpolate: "interpolate"
        case let .numericText(countsDown, value):
            value.map { "numericText(value: \($0))" } ?? "numericText(countsDown: \(countsDown ?? false))"
        case .symbolEffect: "symbolEffect"
        }
    }

    /// The symbol image's replace effect.
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect) }
}

extension View {
    /// Sets how this view's content changes when the change is animated, as SwiftUI's
    /// `contentTransition(_:)`; views inside read it as the `contentTransition` environment value.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        motion { $0.contentTransition = transition }.environment(\.contentTransition, transition)
    }
}
