import Foundation

/// Plays a symbol effect (`appear`, `disappear`, `drawOn`, `drawOff`) on the symbol images of a
/// view as it is inserted or removed, as SwiftUI's `SymbolEffectTransition`. Other views inside
/// are unaffected.
///
/// Apple does not publish the effects' figures. Vitro draws the symbols of the active state
/// transparent and scaled about their centers: to half size, or to 1.5 times for the
/// directions that grow (`appear.down` arrives from larger, `disappear.up` leaves larger);
/// `drawOn` and `drawOff` only fade.
public struct SymbolEffectTransition: Transition {
    /// The effect's name as recorded (`"appear.up"`).
    let effect: String
    /// How the effect plays (kept for the effect's timing; one still frame does not show it).
    let options: SymbolEffectOptions

    /// A transition that plays `effect` on the symbol images it covers, with `options`.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = effect.name
        self.options = options
    }

    /// The transition does not move views; it changes only symbol images in place.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    /// The content, with its symbol images drawn as the effect's state in `phase` shows them.
    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.environment(\.symbolTransitionEffects, symbolEffects(for: phase))
    }

    /// What the symbols look like in `phase`: unchanged at identity, hidden and scaled otherwise.
    package func symbolEffects(for phase: TransitionPhase) -> TransitionEffects {
        if phase.isIdentity { return .identity }
        let parts = effect.split(separator: ".").map(String.init)
        if parts.first == "drawOn" || parts.first == "drawOff" { return TransitionEffects(opacity: 0) }
        // Which way the symbol's size moves through the transition: "up" grows (small before it
        // arrives, large after it leaves), "down" shrinks; without a direction it grows in and
        // shrinks out.
        let grows: Bool? = parts.contains("up") ? true : parts.contains("down") ? false : nil
        let large = phase == .willAppear ? grows == false : grows == true
        let s: CGFloat = large ? 1.5 : 0.5
        return TransitionEffects(opacity: 0, scale: CGSize(width: s, height: s))
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The default symbol transition: symbol images appear as the view arrives and disappear as
    /// it leaves.
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AnySymbolEffect.automatic, options: .default)
    }

    /// A transition that plays `effect` on the symbol images of the inserted or removed view.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

struct SymbolTransitionEffectsKey: EnvironmentKey { static let defaultValue = TransitionEffects.identity }

extension EnvironmentValues {
    /// How a symbol transition draws the symbol images below it (identity outside one).
    package var symbolTransitionEffects: TransitionEffects {
        get { self[SymbolTransitionEffectsKey.self] }
        set { self[SymbolTransitionEffectsKey.self] = newValue }
    }
}
