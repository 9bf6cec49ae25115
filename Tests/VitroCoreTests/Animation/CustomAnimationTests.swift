import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Apple's example of a custom animation: an elastic ease-in-out.
struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

/// A custom animation that counts the frames it was asked for in its state.
struct CountingAnimation: CustomAnimation {
    struct Frames: AnimationStateKey {
        static let defaultValue = 0
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Frames.self] += 1
        return time >= 1 ? nil : value.scaled(by: Double(context.state[Frames.self]))
    }
}

@Suite struct CustomAnimationTests {
    @Test func customAnimationsDriveProgress() {
        let animation = Animation(ElasticEaseInEaseOutAnimation(duration: 2))
        #expect(abs(animation.progress(at: 1).fraction - 0.5) < 1e-9)  // the curve's middle
        #expect(animation.progress(at: 2.01).isFinished)
        #expect(abs(animation.duration - 2) < 1.0 / 240 + 1e-9)
        #expect(animation == Animation(ElasticEaseInEaseOutAnimation(duration: 2)))
        #expect(animation != Animation(ElasticEaseInEaseOutAnimation(duration: 1)))
        #expect(animation.delay(1).progress(at: 2).fraction == animation.progress(at: 1).fraction)
    }

    @Test func aKeptContextCarriesStateFromFrameToFrame() {
        let animation = Animation(CountingAnimation())
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 10.0, time: 0, context: &context) == 10)
        #expect(animation.animate(value: 10.0, time: 0.5, context: &context) == 20)
        #expect(animation.animate(value: 10.0, time: 1, context: &context) == nil)
        #expect(Animation.linear(duration: 1).animate(value: 10.0, time: 0.25, context: &context) == 2.5)
    }
}
