import Foundation
import Testing
import Vitro

@MainActor
@Suite struct SliderTickTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    func dots(_ l: String) -> [CGRect] { rects(l, "fill").filter { $0.width == 4 && $0.height == 4 } }

    @Test func aTickAtEachStepDrawsADot() {
        let l = list(
            Slider(
                value: .constant(0.5), in: 0...1, step: 0.25, label: { Text("Volume") },
                currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
                maximumValueLabel: { EmptyView() }, tick: { SliderTick($0) }
            )
            .frame(width: 238))
        let d = dots(l)
        #expect(d.count == 5)
        // The knob's center travels 19…219 pt on a 238 pt track (the 38 pt knob).
        for (i, dot) in d.enumerated() { #expect(abs(dot.midX - (19 + 50 * Double(i))) < 0.5) }
    }

    @Test func theTickBuilderTakesTicksIfsAndForEach() {
        let showMiddle = true
        let l = list(
            Slider(
                value: .constant(3.0), in: 0...10, label: { Text("Level") }, currentValueLabel: { EmptyView() },
                minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                ticks: {
                    SliderTick(0)
                    if showMiddle { SliderTick("Middle", 5) }
                    SliderTickContentForEach([2.0, 8.0], id: \.self) { SliderTick($0) }
                }
            )
            .frame(width: 238))
        #expect(dots(l).map { ($0.midX * 10).rounded() / 10 }.sorted() == [19, 59, 119, 179])
    }

    @Test func theFillStartsAtTheNeutralValue() {
        let l = list(
            Slider(
                value: .constant(0.25), in: 0...1, neutralValue: 0.5, label: { Text("Balance") },
                currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
                maximumValueLabel: { EmptyView() }
            )
            .frame(width: 238))
        let fills = rects(l, "fill")
        // The track, then the fill from the knob's center at 0.25 (69 pt) to 0.5 (119 pt).
        #expect(abs(fills[1].minX - 69) < 0.5 && abs(fills[1].maxX - 119) < 0.5)
    }
}
