import Foundation
@_spi(Nodes) import VitroCore

extension Gauge {
    /// A gauge with a current value label, bounds labels and marked value labels (the marks
    /// are not drawn by Vitro's gauge styles).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a current value label and marked value labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension LinearProgressViewStyle {
    /// A bar in `tint` (deprecated in SwiftUI in favor of `tint(_:)`; the bar keeps the
    /// environment's tint).
    public init(tint: Color) { self.init() }
}

extension CircularProgressViewStyle {
    /// A spinner in `tint` (deprecated in SwiftUI in favor of `tint(_:)`).
    public init(tint: Color) { self.init() }
}
