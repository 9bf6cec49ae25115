import Foundation

/// What the host asks of a transition while a view is inserted or removed.
///
/// For a view of `size` entering (``TransitionPhase/willAppear``) or leaving
/// (``TransitionPhase/didDisappear``), at `fraction` of the way through the change's animation
/// (0 at the start, 1 at the end; springs may overshoot):
///
/// - `effects(for:fraction:in:)` gives opacity, scale, offset and blur to apply to the view's
///   drawing. Arriving views go from the active state to identity, leaving views from identity to
///   the active state, so an opacity transition's view is half-transparent at fraction 0.5 both ways.
/// - When `isPurelyEffects` is false (the transition contains `modifier(active:identity:)` or a
///   custom ``Transition``), draw `apply(to:phase:fraction:)` instead: the view with every part
///   of the transition applied.
/// - `animation(for:)` is the transition's own animation, which replaces the change's.
extension AnyTransition {
    /// The visual effects at `fraction` of the way through the insertion or removal.
    package func effects(for phase: TransitionPhase, fraction: Double, in size: CGSize) -> TransitionEffects {
        activeEffects(for: phase, in: size).scaled(by: Self.amount(for: phase, fraction: fraction))
    }

    /// The effects of the fully active state (built-in parts only).
    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        storage.activeEffects(for: phase, in: size)
    }

    /// How far from identity a view is at `fraction` of the change: arriving views start away
    /// (1) and end present (0); leaving views the reverse; present views stay at 0.
    package static func amount(for phase: TransitionPhase, fraction: Double) -> Double {
        switch phase {
        case .willAppear: 1 - fraction
        case .identity: 0
        case .didDisappear: fraction
        }
    }

    /// True when `effects(for:fraction:in:)` describes the whole transition.
    package var isPurelyEffects: Bool { storage.isPurelyEffects }

    /// True when the transition moves the view (Reduce Motion may replace it with a fade).
    package var hasMotion: Bool { storage.hasMotion }

    /// The transition's own animation for `phase`: nil when it has none (the change's animation
    /// applies), `.some(nil)` when it turns animation off.
    package func animation(for phase: TransitionPhase) -> Animation?? { storage.animation(for: phase) }

    /// `content` drawn `fraction` of the way through the insertion or removal, with every part of
    /// the transition: built-in effects interpolated, animatable modifiers interpolated, other
    /// modifiers snapped, and custom transitions drawn at `phase` while away from identity (the
    /// host interpolates between the display lists of the two states).
    @MainActor
    package func apply<V: View>(to content: V, phase: TransitionPhase, fraction: Double) -> AnyView {
        storage.apply(to: AnyView(content), phase: phase, amount: Self.amount(for: phase, fraction: fraction))
    }
}

extension AnyTransition.Storage {
    func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        guard !phase.isIdentity else { return .identity }
        switch self {
        case let .effect(transition): return transition.activeEffects(for: phase, in: size)
        case let .combined(a, b):
            return a.activeEffects(for: phase, in: size).combined(with: b.activeEffects(for: phase, in: size))
        case let .asymmetric(insertion, removal):
            return (phase == .willAppear ? insertion : removal).activeEffects(for: phase, in: size)
        case let .animated(inner, _): return inner.activeEffects(for: phase, in: size)
        case .modifier, .custom: return .identity
        }
    }

    var isPurelyEffects: Bool {
        switch self {
        case .effect: true
        case let .combined(a, b): a.isPurelyEffects && b.isPurelyEffects
        case let .asymmetric(a, b): a.isPurelyEffects && b.isPurelyEffects
        case let .animated(inner, _): inner.isPurelyEffects
        case .modifier, .custom: false
        }
    }

    var hasMotion: Bool {
        switch self {
        case let .effect(transition): type(of: transition).properties.hasMotion
        case let .combined(a, b): a.hasMotion || b.hasMotion
        case let .asymmetric(a, b): a.hasMotion || b.hasMotion
        case let .animated(inner, _): inner.hasMotion
        case .modifier: true
        case let .custom(custom): custom.hasMotion
        }
    }

    func animation(for phase: TransitionPhase) -> Animation?? {
        switch self {
        case .effect, .modifier, .custom: return nil
        case let .combined(a, b): return a.animation(for: phase) ?? b.animation(for: phase)
        case let .asymmetric(insertion, removal):
            return (phase == .didDisappear ? removal : insertion).animation(for: phase)
        case let .animated(inner, animation): return .some(animation) ?? inner.animation(for: phase)
        }
    }

    @MainActor
    func apply(to content: AnyView, phase: TransitionPhase, amount: Double) -> AnyView {
        switch self {
        case let .effect(transition):
            let effects = phase.isIdentity ? .identity : transition.activeEffects(for: phase, in: .zero)
            return AnyView(effects.scaled(by: amount).apply(to: content))
        case let .combined(a, b):
            return b.apply(to: a.apply(to: content, phase: phase, amount: amount), phase: phase, amount: amount)
        case let .asymmetric(insertion, removal):
            return (phase == .didDisappear ? removal : insertion).apply(to: content, phase: phase, amount: amount)
        case let .animated(inner, _): return inner.apply(to: content, phase: phase, amount: amount)
        case let .modifier(modifier): return modifier.apply(content, amount, phase)
        case let .custom(custom): return amount > 0 && !phase.isIdentity ? custom.body(content, phase) : content
        }
    }

    var name: String {
        switch self {
        case let .effect(transition):
            let type = String(describing: Swift.type(of: transition))
            let base = type.hasSuffix("Transition") ? String(type.dropLast("Transition".count)) : type
            return base.prefix(1).lowercased() + base.dropFirst()
        case let .combined(a, b): return "\(a.name)+\(b.name)"
        case let .asymmetric(a, b): return "asymmetric(\(a.name), \(b.name))"
        case let .animated(inner, animation): return "\(inner.name).animation(\(animation?.name ?? "nil"))"
        case let .modifier(modifier): return "modifier(\(modifier.typeName))"
        case let .custom(custom): return custom.typeName
        }
    }
}
