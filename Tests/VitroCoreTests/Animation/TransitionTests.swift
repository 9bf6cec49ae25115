import Foundation
import Testing
@testable import Vitro
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@MainActor
@Suite struct TransitionTests {
    let size = CGSize(width: 100, height: 40)

    @Test func opacityIsHalfwayInTheMiddleBothWays() {
        let t = AnyTransition.opacity
        for phase in [TransitionPhase.willAppear, .didDisappear] {
            #expect(t.effects(for: phase, fraction: 0.5, in: size).opacity == 0.5)
        }
        #expect(t.effects(for: .willAppear, fraction: 0, in: size).opacity == 0)
        #expect(t.effects(for: .willAppear, fraction: 1, in: size).opacity == 1)
        #expect(t.effects(for: .didDisappear, fraction: 0, in: size).opacity == 1)
        #expect(t.effects(for: .didDisappear, fraction: 1, in: size).opacity == 0)
        #expect(t.effects(for: .identity, fraction: 0.5, in: size) == .identity)
    }

    @Test func moveAndSlideTravelTheViewsOwnSize() {
        #expect(AnyTransition.move(edge: .bottom).effects(for: .willAppear, fraction: 0, in: size).offset.height == 40)
        #expect(
            AnyTransition.move(edge: .leading).effects(for: .didDisappear, fraction: 0.5, in: size).offset.width == -50)
        #expect(AnyTransition.move(edge: .top).effects(for: .didDisappear, fraction: 1, in: size).offset.height == -40)
        #expect(AnyTransition.slide.effects(for: .willAppear, fraction: 0, in: size).offset.width == -100)
        #expect(AnyTransition.slide.effects(for: .didDisappear, fraction: 1, in: size).offset.width == 100)
    }

    @Test func pushComesInFromItsEdgeAndLeavesTheOtherWayFading() {
        let push = AnyTransition.push(from: .trailing)
        let arriving = push.effects(for: .willAppear, fraction: 0.5, in: size)
        #expect(arriving.offset.width == 50 && arriving.opacity == 0.5)
        let leaving = push.effects(for: .didDisappear, fraction: 1, in: size)
        #expect(leaving.offset.width == -100 && leaving.opacity == 0)
    }

    @Test func scaleAndOffsetInterpolate() {
        let scale = AnyTransition.scale(scale: 0.5, anchor: .bottom).effects(for: .willAppear, fraction: 0.5, in: size)
        #expect(scale.scale == CGSize(width: 0.75, height: 0.75) && scale.scaleAnchor == .bottom)
        #expect(AnyTransition.scale.effects(for: .didDisappear, fraction: 1, in: size).scale == .zero)
        let offset = AnyTransition.offset(x: 20, y: -10).effects(for: .willAppear, fraction: 0.5, in: size)
        #expect(offset.offset == CGSize(width: 10, height: -5))
    }

    @Test func combinedAndAsymmetricCompose() {
        let t = AnyTransition.move(edge: .bottom).combined(with: .opacity)
        let e = t.effects(for: .willAppear, fraction: 0.5, in: size)
        #expect(e.offset.height == 20 && e.opacity == 0.5)
        let a = AnyTransition.asymmetric(insertion: .scale, removal: .opacity)
        #expect(a.effects(for: .willAppear, fraction: 0, in: size).opacity == 1)
        #expect(a.effects(for: .willAppear, fraction: 0, in: size).scale == .zero)
        #expect(a.effects(for: .didDisappear, fraction: 1, in: size).scale == CGSize(width: 1, height: 1))
        #expect(a.effects(for: .didDisappear, fraction: 1, in: size).opacity == 0)
        #expect(t.name == "move+opacity")
    }

    @Test func transitionsCarryTheirOwnAnimation() {
        let t = AnyTransition.opacity.animation(.linear(duration: 2))
        #expect(t.animation(for: .willAppear) == .some(.linear(duration: 2)))
        #expect(AnyTransition.opacity.animation(for: .willAppear) == nil)
        let off = AnyTransition.opacity.animation(nil)
        #expect(off.animation(for: .didDisappear) == .some(nil))
        let mixed = AnyTransition.asymmetric(insertion: .opacity.animation(.bouncy), removal: .scale)
        #expect(mixed.animation(for: .willAppear) == .some(.bouncy))
        #expect(mixed.animation(for: .didDisappear) == nil)
    }

    @Test func transitionTypesEraseToTheirEffects() {
        let t = AnyTransition(MoveTransition(edge: .trailing).combined(with: .opacity).animation(.snappy))
        #expect(t.isPurelyEffects)
        #expect(
            t.effects(for: .didDisappear, fraction: 0.5, in: size)
                == TransitionEffects(opacity: 0.5, offset: CGSize(width: 50, height: 0)))
        #expect(t.animation(for: .didDisappear) == .some(.snappy))
        #expect(AnyTransition(.blurReplace).effects(for: .willAppear, fraction: 0, in: size).blurRadius == 20)
        #expect(AnyTransition(.identity).effects(for: .willAppear, fraction: 0, in: size) == .identity)
        #expect(!AnyTransition.opacity.hasMotion && AnyTransition.slide.hasMotion)
    }

    @Test func phasesHaveSignedValues() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    }

    /// The middle frame of an opacity transition, drawn: a red square half blended with white.
    @Test func anOpacityTransitionsMiddleFrameIsHalfBlended() throws {
        let square = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
        let middle = AnyTransition.opacity.apply(to: square, phase: .willAppear, fraction: 0.5)
        let image = try ImageRenderer(content: middle.background(Color.white)).render()
        let c = image.color(atX: 10, y: 10)
        #expect(abs(c.red - 1) < 0.01 && abs(c.green - 0.5) < 0.01 && abs(c.blue - 0.5) < 0.01, "\(c)")
    }

    struct Fade: ViewModifier, Animatable {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    @Test func animatableModifierTransitionsInterpolate() throws {
        let t = AnyTransition.modifier(active: Fade(amount: 0), identity: Fade(amount: 1))
        #expect(!t.isPurelyEffects)
        let square = Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
        let image = try ImageRenderer(
            content: t.apply(to: square, phase: .didDisappear, fraction: 0.25).background(Color.white)
        ).render()
        let c = image.color(atX: 10, y: 10)
        #expect(abs(c.red - 0.25) < 0.01 && abs(c.blue - 1) < 0.01, "\(c)")
    }

    @Test func modifiersRecordTransitionsForTheHost() {
        let view = Color.red.frame(width: 10, height: 10).transition(.move(edge: .top).combined(with: .opacity))
            .animation(.easeIn, value: 3)
        let layout = ImageRenderer(content: view).layoutDescription
        #expect(layout.contains("transition move+opacity"), "\(layout)")
        #expect(layout.contains("animation easeIn(0.35) on value"), "\(layout)")
    }
}

@MainActor
@Suite struct MotionModifierTests {
    @Test func transitionSpellingsFromSwiftUICompile() {
        let views: [AnyView] = [
            AnyView(Color.red.transition(.opacity)),
            AnyView(Color.red.transition(.slide)),
            AnyView(Color.red.transition(.scale)),
            AnyView(Color.red.transition(.scale(scale: 0.5, anchor: .top))),
            AnyView(Color.red.transition(.move(edge: .leading))),
            AnyView(Color.red.transition(.push(from: .bottom))),
            AnyView(Color.red.transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))),
            AnyView(Color.red.transition(.opacity.combined(with: .scale).animation(.bouncy))),
            AnyView(Color.red.transition(.blurReplace)),
            AnyView(Color.red.transition(AnyTransition.offset(y: 20))),
            AnyView(Color.red.transaction { $0.disablesAnimations = true }),
            AnyView(Color.red.transaction(value: 1) { $0.animation = .smooth }),
            AnyView(Color.red.animation(.easeOut) { $0.opacity(0.5) }),
            AnyView(Color.red.transaction({ $0.animation = nil }) { $0.offset(x: 4) }),
            AnyView(Text("12").contentTransition(.numericText(value: 12))),
            AnyView(Text("12").contentTransition(.numericText())),
            AnyView(Text("A").contentTransition(.interpolate)),
        ]
        #expect(views.count == 17)
        let layout = ImageRenderer(content: Text("7").contentTransition(.numericText(countsDown: true)))
            .layoutDescription
        #expect(layout.contains("contentTransition numericText(countsDown: true)"), "\(layout)")
    }

    @Test func transactionModifiersApplyWhenTheirValueChanges() {
        var motion = MotionAttributes()
        motion.animations.append(ScopedAnimation(animation: .bouncy, trigger: AnimationTrigger(1)))
        motion.transactionTransforms.append(
            TransactionTransform(trigger: nil, body: { $0.isContinuous = true }))
        var changed = Transaction(animation: .linear)
        motion.apply(to: &changed) { _ in true }
        #expect(changed.animation == .bouncy && changed.isContinuous)
        var unchanged = Transaction(animation: .linear)
        motion.apply(to: &unchanged) { _ in false }
        #expect(unchanged.animation == .linear && unchanged.isContinuous)
        var disabled = Transaction(animation: .linear)
        disabled.disablesAnimations = true
        motion.apply(to: &disabled) { _ in true }
        #expect(disabled.animation == .linear)
        #expect(AnimationTrigger(3).isEqual(to: AnimationTrigger(3)))
        #expect(!AnimationTrigger(3).isEqual(to: AnimationTrigger("3")))
    }

    @Test func reduceMotionTakesTheBounceOutAndFadesInsteadOfMoving() {
        #expect(Animation.bouncy.withReducedMotion == .spring(Spring(duration: 0.5, bounce: 0)))
        #expect(Animation.easeIn.delay(1).withReducedMotion == .easeIn.delay(1))
        let fade = AnyTransition.move(edge: .bottom).animation(.snappy).withReducedMotion
        #expect(!fade.hasMotion)
        #expect(fade.effects(for: .willAppear, fraction: 0, in: CGSize(width: 10, height: 10)).offset == .zero)
        #expect(fade.animation(for: .willAppear) == .some(.snappy))
    }

    @Test func transitionsAddOnlyTheModifiersTheyNeed() {
        let square = Color.red.frame(width: 10, height: 10)
        let atRest = ImageRenderer(content: AnyTransition.opacity.apply(to: square, phase: .willAppear, fraction: 1))
        let plain = ImageRenderer(content: square)
        #expect(atRest.displayList.description == plain.displayList.description)
    }
}
