import Foundation
@_spi(Nodes) import VitroCore

/// A value within a range, as SwiftUI's `Gauge`. On iOS the default style is
/// ``GaugeStyle/linearCapacity``: the label above a capsule bar filled to the value, the minimum
/// and maximum value labels at its ends. The other styles (``GaugeStyle/accessoryCircular`` and
/// the rest, or an app's own ``GaugeStyle``) draw from the gauge's ``GaugeStyleConfiguration``.
///
/// Figures (no published metrics; measured from iOS 26 screenshots): the bar is 6 pt tall (as
/// the slider's track); the accessory ring is 50 pt across, 6 pt wide, open over 90° at the bottom.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) var style

    /// A gauge at `value` within `bounds`, with labels for the value and the bounds, and a marked
    /// value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The fraction of the range `value` is at, clamped to 0…1 (0 for an empty range or NaN).
    static func fraction(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard high > low, value.isFinite else { return 0 }
        return min(max((value - low) / (high - low), 0), 1)
    }

    public var body: some View {
        (style ?? AnyGaugeStyle(DefaultGaugeStyle())).make(
            GaugeStyleConfiguration(
                value: fraction, label: .init(view: AnyView(label)),
                currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
                minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
                maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) }))
    }

}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, labeled by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, labeled by `label`, showing `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// The arc of an accessory gauge: 270° clockwise from the lower left, from `from` to `to` of it.
struct GaugeRing: Shape {
    let from: Double
    let to: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2 - 3
        guard to > from, radius > 0 else { return path }
        let start = 135.0 + 270 * from
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(start),
            endAngle: .degrees(135 + 270 * to), clockwise: false)
        return path
    }
}
