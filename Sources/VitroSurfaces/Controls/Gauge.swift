import Foundation
@_spi(Nodes) import VitroCore

/// A value within a range, as SwiftUI's `Gauge`. On iOS the default style is
/// ``GaugeStyle/linearCapacity``: the label above a capsule bar filled to the value, the minimum
/// and maximum value labels at its ends. ``GaugeStyle/accessoryCircular`` draws a ring open at the
/// bottom with a marker at the value and the current value label in the middle.
///
/// Figures (no published metrics; measured from iOS 26 screenshots): the bar is 6 pt tall (as
/// the slider's track); the accessory ring is 50 pt across, 6 pt wide, open over 90° at the bottom.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeKind) var kind

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
        switch kind {
        case .linear:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    label
                    Spacer(minLength: 0)
                    if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
                }
                ProgressBar(fraction: fraction, height: 6)
                if minimumValueLabel != nil || maximumValueLabel != nil {
                    HStack {
                        minimumValueLabel
                        Spacer(minLength: 8)
                        maximumValueLabel
                    }
                    .font(.caption).foregroundStyle(.secondary)
                }
            }
        case .circular:
            ZStack {
                GaugeRing(from: 0, to: 1).stroke(Color(semantic: .systemFill), style: Self.ringStroke)
                GaugeRing(from: 0, to: fraction).stroke(TintShapeStyle(), style: Self.ringStroke)
                currentValueLabel.font(.system(size: 15, weight: .semibold)).lineLimit(1)
                HStack {
                    minimumValueLabel
                    Spacer(minLength: 0)
                    maximumValueLabel
                }
                .font(.system(size: 9, weight: .medium)).frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.horizontal, 8)
            }
            .frame(width: 50, height: 50)
        }
    }

    static var ringStroke: StrokeStyle { StrokeStyle(lineWidth: 6, lineCap: .round) }
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

/// How gauges are drawn, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle: Sendable {}

enum GaugeKind: Sendable { case linear, circular }
protocol KnownGaugeStyle: GaugeStyle { var kind: GaugeKind { get } }

/// iOS's default gauge: a bar filled to the value (`.linearCapacity`, `.automatic`).
public struct LinearCapacityGaugeStyle: KnownGaugeStyle {
    /// A gauge drawn as a bar filled up to its value.
    public init() {}
    var kind: GaugeKind { .linear }
}
/// A ring open at the bottom (`.accessoryCircular`, `.accessoryCircularCapacity`).
public struct AccessoryCircularGaugeStyle: KnownGaugeStyle {
    /// A gauge drawn as a ring filled up to its value.
    public init() {}
    var kind: GaugeKind { .circular }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The platform's gauge style: a bar.
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A gauge drawn as a bar filled up to its value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A gauge drawn as a bar, as in a widget accessory.
    public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A gauge drawn as a bar, as in a widget accessory.
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge drawn as a ring, as in a widget accessory.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
    /// A gauge drawn as a ring filled up to its value, as in a widget accessory.
    public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

struct GaugeKindKey: EnvironmentKey { static let defaultValue = GaugeKind.linear }

extension EnvironmentValues {
    var gaugeKind: GaugeKind {
        get { self[GaugeKindKey.self] }
        set { self[GaugeKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind = (style as? any KnownGaugeStyle)?.kind ?? .linear
        return environmentChange { $0.gaugeKind = kind }
    }
}
