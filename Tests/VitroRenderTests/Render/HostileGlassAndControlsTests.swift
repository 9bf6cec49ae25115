import Foundation
import Testing
import Vitro

/// Non-finite values in the glass, container, control and list API of this wave: a clear error
/// or a harmless render, never a crash or a hang.
@MainActor
@Suite struct HostileGlassAndControlsTests {
    @Test func nonFiniteGlassIsHarmless() {
        let knob = Text("Glass").padding()
        renderOrError(knob.glassEffect(.regular, in: .rect(cornerRadius: .nan)))
        renderOrError(knob.glassEffect(.regular, in: .rect(cornerRadius: .infinity)))
        renderOrError(knob.frame(width: .nan, height: 40).glassEffect())
        renderOrError(knob.glassEffect().pressed(true, at: UnitPoint(x: .nan, y: .infinity)))
        for spacing: CGFloat in [.nan, .infinity, -.infinity, -40, 1e12] {
            renderOrError(
                GlassEffectContainer(spacing: spacing) {
                    HStack {
                        knob.glassEffect(); knob.glassEffect()
                    }
                })
        }
    }

    @Test func nonFiniteControlValuesAreHarmless() {
        renderOrError(ProgressView(value: Double.nan))
        renderOrError(ProgressView(value: Double.infinity, total: .nan))
        renderOrError(Gauge(value: Double.nan, in: 0...1) { Text("G") })
        renderOrError(Stepper("S", value: .constant(Double.nan), in: 0...10))
        renderOrError(Slider(value: .constant(Double.nan), in: 0...1))
        renderOrError(
            List { Text("Row") }.listRowInsets(EdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0)))
    }
}
