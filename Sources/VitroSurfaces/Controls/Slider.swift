import Foundation
@_spi(Nodes) import VitroCore

/// A value picked along a track, as SwiftUI's `Slider`, drawn as iOS 26's: a 6-point capsule
/// track filled with the tint up to the value, and a white pill knob (glass while pressed).
/// The minimum and maximum value labels sit at the track's ends, 8 pt from it, in the
/// secondary color; the label is not drawn (iOS uses it for accessibility only).
///
/// Unlike SwiftUI's, the type is not generic over its labels: they are type-erased, which
/// changes nothing for code that creates sliders.
public struct Slider: View {
    let value: Double
    var minimumValueLabel: AnyView?
    var maximumValueLabel: AnyView?
    var bounds: ClosedRange<Double>
    /// Where the track's fill starts (iOS 26's `neutralValue`); the minimum when nil.
    var neutralValue: Double?
    /// The values of the tick marks (iOS 26's `ticks`, `tick`).
    var tickValues: [Double]
    /// Writes a new value (clamped to the bounds, rounded to the step) through the binding.
    let set: (Double) -> Void

    /// A slider bound to `value` within `bounds`, moving in steps of `step` (continuously when 0).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Double(value.wrappedValue)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        neutralValue = nil
        tickValues = []
        set = { new in
            guard new.isFinite else { return }
            var v = min(max(V(new), bounds.lowerBound), bounds.upperBound)
            if step > 0 {
                let steps = ((v - bounds.lowerBound) / V(step)).rounded()
                v = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
            }
            onEditingChanged(true)
            value.wrappedValue = v
            onEditingChanged(false)
        }
    }

    var fraction: Double { fraction(of: value) }

    /// Where `v` is along the track, 0…1.
    func fraction(of v: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, v.isFinite else { return 0 }
        return min(max((v - bounds.lowerBound) / span, 0), 1)
    }

    /// A slider with a label (for accessibility) and labels at the ends of the track.
    public init<V: BinaryFloatingPoint, L: View, M: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, @ViewBuilder label: () -> L,
        @ViewBuilder minimumValueLabel: () -> M, @ViewBuilder maximumValueLabel: () -> M,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// A slider with a label (for accessibility only on iOS).
    public init<V: BinaryFloatingPoint, L: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, @ViewBuilder label: () -> L,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        let set = set
        // The value is set on the outermost node, so an identifier given to the slider finds it.
        return HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel.foregroundStyle(.secondary) }
            SliderTrack(
                fraction: fraction, neutral: neutralValue.map { fraction(of: $0) } ?? 0,
                ticks: tickValues.map { fraction(of: $0) }
            )
            .frame(height: 28)
            if let maximumValueLabel { maximumValueLabel.foregroundStyle(.secondary) }
        }
        .attribute { attributes in
            attributes.setValue = { value in
                if let number = value as? Double { set(number) }
            }
        }
    }
}

struct SliderTrack: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double
    var neutral: Double = 0
    var ticks: [Double] = []

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let node = SliderNode(fraction: fraction, environment: context.environment)
        node.neutral = neutral
        node.ticks = ticks
        return [node]
    }
}

/// Lays the slider out at the width it is offered (its ideal width is 200 points).
@MainActor
final class SliderNode: LayoutNode {
    let fraction: Double
    /// Where the fill starts, 0…1.
    var neutral: Double = 0
    /// Where the tick marks are, 0…1.
    var ticks: [Double] = []
    init(fraction: Double, environment: EnvironmentValues) {
        self.fraction = fraction
        super.init(environment: environment)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: p.width.map { $0.isFinite ? $0 : 200 } ?? 200, height: p.height.map { min($0, 28) } ?? 28)
    }

    override func render(into list: inout [DisplayList.Item]) {
        let knob = CGSize(width: 38, height: 24)
        let track = CGRect(x: frame.minX, y: frame.midY - 3, width: frame.width, height: 6)
        let x = frame.minX + (frame.width - knob.width) * fraction
        // The fill runs from the neutral value (the minimum unless set) to the knob's center.
        let center = x + knob.width / 2
        let start = neutral > 0 ? frame.minX + knob.width / 2 + (frame.width - knob.width) * neutral : track.minX
        let filled = CGRect(x: min(start, center), y: track.minY, width: abs(center - start), height: 6)
        list += ShapeNode.items(
            for: Capsule().path(in: track), style: FillShapeStyle(), rule: .nonZero, in: track, environment: environment
        )
        // Tick marks: 4 pt dots on the track's center line, at the knob center's position for
        // each value (no published metrics; iOS 26 draws dots along the track).
        for t in ticks {
            let cx = frame.minX + knob.width / 2 + (frame.width - knob.width) * t
            let dot = CGRect(x: cx - 2, y: frame.midY - 2, width: 4, height: 4)
            list += ShapeNode.items(
                for: Circle().path(in: dot), style: Color(semantic: .tertiaryLabel), rule: .nonZero, in: dot,
                environment: environment)
        }
        list += ShapeNode.items(
            for: Capsule().path(in: filled), style: TintShapeStyle(), rule: .nonZero, in: filled,
            environment: environment)
        let knobRect = CGRect(x: x, y: frame.midY - knob.height / 2, width: knob.width, height: knob.height)
        if environment.sliderThumbVisibility != .hidden { list += Knob.items(in: knobRect, environment: environment) }
    }

    override var kind: String { "Slider" }
}
