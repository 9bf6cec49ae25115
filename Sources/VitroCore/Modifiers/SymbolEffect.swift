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

/// Every SF Symbol effect, with SwiftUI's chainable options (`.bounce.up.byLayer`).
public struct AnySymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
    ContentTransitionSymbolEffect
{
    public let name: String
    package init(_ name: String) { self.name = name }
    private func adding(_ option: String) -> AnySymbolEffect { AnySymbolEffect(name + "." + option) }

    public var up: AnySymbolEffect { adding("up") }
    public var down: AnySymbolEffect { adding("down") }
    public var byLayer: AnySymbolEffect { adding("byLayer") }
    public var wholeSymbol: AnySymbolEffect { adding("wholeSymbol") }
    public var iterative: AnySymbolEffect { adding("iterative") }
    public var cumulative: AnySymbolEffect { adding("cumulative") }
    public var reversing: AnySymbolEffect { adding("reversing") }
    public var nonReversing: AnySymbolEffect { adding("nonReversing") }
    public var hideInactiveLayers: AnySymbolEffect { adding("hideInactiveLayers") }
    public var dimInactiveLayers: AnySymbolEffect { adding("dimInactiveLayers") }
    public var downUp: AnySymbolEffect { adding("downUp") }
    public var upUp: AnySymbolEffect { adding("upUp") }
    public var offUp: AnySymbolEffect { adding("offUp") }
    public var clockwise: AnySymbolEffect { adding("clockwise") }
    public var counterClockwise: AnySymbolEffect { adding("counterClockwise") }
    public var left: AnySymbolEffect { adding("left") }
    public var right: AnySymbolEffect { adding("right") }
    public var forward: AnySymbolEffect { adding("forward") }
    public var backward: AnySymbolEffect { adding("backward") }
    public var pulse: AnySymbolEffect { adding("pulse") }
    public var plain: AnySymbolEffect { adding("plain") }
}

extension SymbolEffect where Self == AnySymbolEffect {
    public static var automatic: AnySymbolEffect { AnySymbolEffect("automatic") }
    public static var bounce: AnySymbolEffect { AnySymbolEffect("bounce") }
    public static var pulse: AnySymbolEffect { AnySymbolEffect("pulse") }
    public static var variableColor: AnySymbolEffect { AnySymbolEffect("variableColor") }
    public static var scale: AnySymbolEffect { AnySymbolEffect("scale") }
    public static var appear: AnySymbolEffect { AnySymbolEffect("appear") }
    public static var disappear: AnySymbolEffect { AnySymbolEffect("disappear") }
    public static var replace: AnySymbolEffect { AnySymbolEffect("replace") }
    public static var wiggle: AnySymbolEffect { AnySymbolEffect("wiggle") }
    public static var breathe: AnySymbolEffect { AnySymbolEffect("breathe") }
    public static var rotate: AnySymbolEffect { AnySymbolEffect("rotate") }
    public static var drawOn: AnySymbolEffect { AnySymbolEffect("drawOn") }
    public static var drawOff: AnySymbolEffect { AnySymbolEffect("drawOff") }
}

/// How a symbol effect repeats and how fast, as SwiftUI's `SymbolEffectOptions` (recorded).
public struct SymbolEffectOptions: Sendable {
    /// How an effect repeats, as SwiftUI's `SymbolEffectOptions.RepeatBehavior`.
    public struct RepeatBehavior: Sendable {
        let count: Int?
        public static let continuous = RepeatBehavior(count: nil)
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count)
        }
    }
    var speed = 1.0
    var repeatCount: Int? = 1

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: behavior.count)
    }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = nil } }
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repeatCount = count } }
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speed = speed } }
    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }
}

extension ContentTransition {
    /// The symbol image's replace effect with options, as SwiftUI's `symbolEffect(_:options:)`
    /// (Vitro cross-fades, as for ``symbolEffect``).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}
