import Foundation
import Testing
import Vitro
import VitroTestSupport

/// Values of the breadth types: animatable vectors, rounded-rectangle corners, bindings'
/// transactions, tuple views, timeline entries.
@MainActor
@Suite struct BreadthValueTests {
    @Test func animatableValuesAddScaleAndCompare() {
        var v = AnimatableValues(1.0, 2.0, 3.0)
        let w = AnimatableValues(0.5, 1.0, 1.0)
        #expect(v + w == AnimatableValues(1.5, 3.0, 4.0))
        #expect(v - w == AnimatableValues(0.5, 1.0, 2.0))
        #expect(v.magnitudeSquared == 1 + 4 + 9)
        v.scale(by: 2)
        #expect(v == AnimatableValues(2.0, 4.0, 6.0))
        #expect(v != w)
        #expect(AnimatableValues<Double, Double>.zero == AnimatableValues(0.0, 0.0))
    }

    @Test func roundedRectangularCorners() {
        #expect(RoundedRectangle(cornerRadius: 10).corners(in: CGSize(width: 40, height: 12)) == .fixed(6))
        #expect(RoundedRectangle(cornerRadius: 10).corners(in: nil) == .fixed(10))
        #expect(Rectangle().corners(in: nil) == .fixed(0))
        #expect(Capsule().corners(in: nil) == nil)
        #expect(Circle().corners(in: CGSize(width: 30, height: 50)) == .fixed(15))
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 30)
        let c = uneven.corners(in: CGSize(width: 40, height: 40))
        #expect(c?.topLeading == .fixed(4) && c?.bottomTrailing == .fixed(20) && c?[.topTrailing] == .fixed(0))
        #expect(RoundedRectangularShapeCorners.concentric(minimum: 8) == .init(all: .concentric(minimum: 8)))
        #expect(RoundedRectangularShapeCorners.concentric(minimum: nil) == .concentric)
    }

    @Test func cornersAnimateTheirFixedRadii() {
        var corners = RoundedRectangularShapeCorners(topLeading: 4, topTrailing: .concentric, bottomLeading: 10)
        var data = corners.animatableData
        #expect(data.magnitudeSquared == 16 + 100)
        data.scale(by: 2)
        corners.animatableData = data
        #expect(corners.topLeading == .fixed(8) && corners.bottomLeading == .fixed(20))
        #expect(corners.topTrailing == .concentric, "a concentric corner does not animate")
        let sum = RoundedRectangularShapeCorners.AnimatableData.zero + data
        #expect(sum == data)
        var shape = ConcentricRectangle(corners: .fixed(6))
        shape.animatableData = shape.animatableData + shape.animatableData
        #expect(shape.animatableData.magnitudeSquared == 4 * 144)
    }

    @Test func rectangleCornerInsets() {
        let insets = RectangleCornerInsets(
            topLeading: CGSize(width: 1, height: 2), topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
        #expect(insets != RectangleCornerInsets())
        #expect(Set([insets, insets]).count == 1)
    }

    @Test func bindingKeepsItsTransaction() {
        var value = 0
        let binding = Binding(get: { value }, set: { value = $0 })
        #expect(binding.transaction.animation == nil)
        let animated = binding.animation(.linear)
        #expect(animated.transaction.animation == .linear)
        var changed = binding
        changed.transaction = Transaction(animation: .easeIn)
        #expect(changed.transaction.animation == .easeIn)
        changed.wrappedValue = 3
        #expect(value == 3)
    }

    @Test func bindingCollectionFormsIndices() {
        var items = [1, 2, 3]
        let binding = Binding(get: { items }, set: { items = $0 })
        var i = binding.startIndex
        binding.formIndex(after: &i)
        #expect(i == 1)
        binding.formIndex(before: &i)
        #expect(i == 0)
    }

    @Test func tupleViewDrawsEachElement() {
        let host = ViewHost(VStack { TupleView((Text("a"), Text("b"), Text("c"))) })
        #expect(texts(host) == ["a", "b", "c"])
    }

    @Test func timelineEntriesAreDates() {
        var entries = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSince1970: 90), mode: .normal)
        let first = entries.next()
        #expect(first != nil)
        let _: AnimationTimelineSchedule.Entries = AnimationTimelineSchedule().entries(from: Date(), mode: .normal)
    }

    @Test func preferredColorSchemeIsAPreference() {
        var value: ColorScheme? = nil
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        #expect(value == .dark)
    }
}
