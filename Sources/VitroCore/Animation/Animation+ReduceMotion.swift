import Foundation

extension Animation {
    /// The animation to run when Reduce Motion is on: springs keep their pace but lose their
    /// bounce (no elastic overshoot, as the HIG asks); curves, delays and repetitions stay.
    package var withReducedMotion: Animation { Animation(storage.withReducedMotion) }
}

extension Animation.Storage {
    var withReducedMotion: Animation.Storage {
        switch self {
        case .curve, .custom: return self
        case let .spring(spring, velocity, blend):
            guard spring.bounce > 0 else { return self }
            return .spring(
                Spring(duration: spring.duration, bounce: 0), initialVelocity: velocity, blendDuration: blend)
        case let .delay(inner, delay): return .delay(inner.withReducedMotion, delay: delay)
        case let .speed(inner, speed): return .speed(inner.withReducedMotion, speed: speed)
        case let .repeating(inner, count, autoreverses):
            return .repeating(inner.withReducedMotion, count: count, autoreverses: autoreverses)
        }
    }
}

extension AnyTransition {
    /// The transition to run when Reduce Motion is on: one that moves or scales the view
    /// becomes a cross-fade (keeping its own animation); one without motion stays as it is.
    package var withReducedMotion: AnyTransition {
        guard hasMotion else { return self }
        let insertion = animation(for: .willAppear)
        let removal = animation(for: .didDisappear)
        func fade(_ animation: Animation??) -> AnyTransition {
            animation.map { AnyTransition.opacity.animation($0) } ?? .opacity
        }
        return insertion == removal ? fade(insertion) : .asymmetric(insertion: fade(insertion), removal: fade(removal))
    }
}
