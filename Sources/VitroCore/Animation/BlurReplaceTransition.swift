import Foundation

/// Blurs, scales and fades the view in and out, as SwiftUI's `BlurReplaceTransition`.
///
/// Apple does not publish its figures; Vitro uses a 20 pt blur, full fade and a scale of 0.8
/// (down) or 1.2 (up) for the active state.
public struct BlurReplaceTransition: Transition, EffectTransition {
    /// Which way the view scales.
    public struct Configuration: Hashable, Sendable {
        let removalScale: Double
        /// Scales down as the view leaves and up as it arrives.
        public static let downUp = Configuration(removalScale: 0.8)
        /// Scales up as the view leaves and up as it arrives.
        public static let upUp = Configuration(removalScale: 1.2)
    }

    /// How the view scales as it blurs in and out.
    public var configuration: Configuration

    /// A transition that blurs and scales the view in and out, as `configuration` says.
    public init(configuration: Configuration) { self.configuration = configuration }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        effectBody(content: content, phase: phase)
    }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        // Arriving always scales up (from 0.8); leaving follows the configuration.
        let s = phase == .didDisappear ? configuration.removalScale : 0.8
        return TransitionEffects(opacity: 0, scale: CGSize(width: s, height: s), blurRadius: 20)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, scales down and fades the view out; blurs, scales up and fades it in.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// Blurs, scales and fades the view with `config`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
