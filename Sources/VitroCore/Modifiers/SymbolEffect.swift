import Foundation
import VitroSymbols

/// An SF Symbol animation, as SwiftUI's `SymbolEffect`. Symbols are drawn at rest, so every
/// effect is one recorded value: ``View/symbolEffect(_:options:isActive:)`` records its name.
public protocol SymbolEffect: Sendable {
    /// The effect's name and options, as recorded (`"bounce.up.byLayer"`).
    var name: String { get }
}
/// An effect that runs while active (`pulse`, `variableColor`, `scale`, …).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once per change of a value (`bounce`, `wiggle`, …).
public protocol DiscreteSymbolEffect {}
/// An effect that replaces one symbol with another (`replace`).
public protocol ContentTransitionSymbolEffect {}
/// An effect that animates a symbol in or out (`appear`, `disappear`, `drawOn`, `drawOff`), as
/// the Symbols framework's `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect {}

/// Every SF Symbol effect, with SwiftUI's chainable options (`.bounce.up.byLayer`).
public struct AnySymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
    ContentTransitionSymbolEffect, TransitionSymbolEffect
{
    /// The effect's name and options, as recorded (`bounce.up.byLayer`).
    public let name: String
    package init(_ name: String) { self.name = name }
    private func adding(_ option: String) -> AnySymbolEffect { AnySymbolEffect(name + "." + option) }

    /// Moves the symbol up (recorded).
    public var up: AnySymbolEffect { adding("up") }
    /// Moves the symbol down (recorded).
    public var down: AnySymbolEffect { adding("down") }
    /// Animates the symbol layer by layer (recorded).
    public var byLayer: AnySymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once (recorded).
    public var wholeSymbol: AnySymbolEffect { adding("wholeSymbol") }
    /// Animates one layer at a time (recorded).
    public var iterative: AnySymbolEffect { adding("iterative") }
    /// Animates each layer and keeps it in its state (recorded).
    public var cumulative: AnySymbolEffect { adding("cumulative") }
    /// Plays the effect back in reverse after it (recorded).
    public var reversing: AnySymbolEffect { adding("reversing") }
    /// Does not play the effect back in reverse (recorded).
    public var nonReversing: AnySymbolEffect { adding("nonReversing") }
    /// Hides the layers the effect does not animate (recorded).
    public var hideInactiveLayers: AnySymbolEffect { adding("hideInactiveLayers") }
    /// Dims the layers the effect does not animate (recorded).
    public var dimInactiveLayers: AnySymbolEffect { adding("dimInactiveLayers") }
    /// Moves the symbol down, then up (recorded).
    public var downUp: AnySymbolEffect { adding("downUp") }
    /// Moves the symbol up twice (recorded).
    public var upUp: AnySymbolEffect { adding("upUp") }
    /// Moves the symbol off and back up (recorded).
    public var offUp: AnySymbolEffect { adding("offUp") }
    /// Rotates the symbol clockwise (recorded).
    public var clockwise: AnySymbolEffect { adding("clockwise") }
    /// Rotates the symbol counterclockwise (recorded).
    public var counterClockwise: AnySymbolEffect { adding("counterClockwise") }
    /// Moves the symbol to the left (recorded).
    public var left: AnySymbolEffect { adding("left") }
    /// Moves the symbol to the right (recorded).
    public var right: AnySymbolEffect { adding("right") }
    /// Plays the effect forward (recorded).
    public var forward: AnySymbolEffect { adding("forward") }
    /// Plays the effect backward (recorded).
    public var backward: AnySymbolEffect { adding("backward") }
    /// Pulses the symbol's opacity (recorded).
    public var pulse: AnySymbolEffect { adding("pulse") }
    /// The effect without a direction (recorded).
    public var plain: AnySymbolEffect { adding("plain") }
}

extension SymbolEffect where Self == AnySymbolEffect {
    /// The system's effect for the context (recorded: symbols are drawn at rest).
    public static var automatic: AnySymbolEffect { AnySymbolEffect("automatic") }
    /// A bounce (recorded: symbols are drawn at rest).
    public static var bounce: AnySymbolEffect { AnySymbolEffect("bounce") }
    /// A pulse of opacity (recorded: symbols are drawn at rest).
    public static var pulse: AnySymbolEffect { AnySymbolEffect("pulse") }
    /// Variable color, layer by layer (recorded: symbols are drawn at rest).
    public static var variableColor: AnySymbolEffect { AnySymbolEffect("variableColor") }
    /// A change of scale (recorded: symbols are drawn at rest).
    public static var scale: AnySymbolEffect { AnySymbolEffect("scale") }
    /// An appearance (recorded: symbols are drawn at rest).
    public static var appear: AnySymbolEffect { AnySymbolEffect("appear") }
    /// A disappearance (recorded: symbols are drawn at rest).
    public static var disappear: AnySymbolEffect { AnySymbolEffect("disappear") }
    /// A replacement of one symbol by another (recorded: symbols are drawn at rest).
    public static var replace: AnySymbolEffect { AnySymbolEffect("replace") }
    /// A wiggle (recorded: symbols are drawn at rest).
    public static var wiggle: AnySymbolEffect { AnySymbolEffect("wiggle") }
    /// A breathing motion (recorded: symbols are drawn at rest).
    public static var breathe: AnySymbolEffect { AnySymbolEffect("breathe") }
    /// A rotation (recorded: symbols are drawn at rest).
    public static var rotate: AnySymbolEffect { AnySymbolEffect("rotate") }
    /// Drawing the symbol on (recorded: symbols are drawn at rest).
    public static var drawOn: AnySymbolEffect { AnySymbolEffect("drawOn") }
    /// Drawing the symbol off (recorded: symbols are drawn at rest).
    public static var drawOff: AnySymbolEffect { AnySymbolEffect("drawOff") }
}

/// How a symbol effect repeats and how fast, as SwiftUI's `SymbolEffectOptions` (recorded).
public struct SymbolEffectOptions: Sendable {
    /// How an effect repeats, as SwiftUI's `SymbolEffectOptions.RepeatBehavior`.
    public struct RepeatBehavior: Sendable {
        let count: Int?
        /// The effect repeats for as long as it is active.
        public static let continuous = RepeatBehavior(count: nil)
        /// The effect repeats `count` times (for ever when `nil`), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count)
        }
    }
    var speed = 1.0
    var repeatCount: Int? = 1

    /// The default options: the effect plays once at normal speed.
    public static let `default` = SymbolEffectOptions()
    /// The effect repeats for as long as it is active.
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    /// The effect plays once.
    public static let nonRepeating = SymbolEffectOptions()
    /// The effect plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// The effect repeats as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: behavior.count)
    }
    /// The effect plays at `speed` times its normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    /// These options, repeating for as long as the effect is active.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = nil } }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repeatCount = count } }
    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speed = speed } }
    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }
}

extension ContentTransition {
    /// The symbol image's replace effect with options, as SwiftUI's `symbolEffect(_:options:)`
    /// (Vitro cross-fades, as for `symbolEffect`).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}
