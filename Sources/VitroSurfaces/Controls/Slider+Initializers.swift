import Foundation
@_spi(Nodes) import VitroCore

extension Slider {
    /// A slider with a label (for accessibility only on iOS), its editing callback before the
    /// label (SwiftUI's earlier order).
    public init<V: BinaryFloatingPoint, L: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> L
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }

    /// A slider moving in steps of `step`, with a label (for accessibility only on iOS), its
    /// editing callback before the label (SwiftUI's earlier order).
    public init<V: BinaryFloatingPoint, L: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> L
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// A slider with labels at the ends of the track, its editing callback and value labels
    /// before the label (SwiftUI's earlier order).
    public init<V: BinaryFloatingPoint, L: View, M: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder minimumValueLabel: () -> M, @ViewBuilder maximumValueLabel: () -> M, @ViewBuilder label: () -> L
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// A slider moving in steps of `step` with labels at the ends of the track (SwiftUI's earlier
    /// order).
    public init<V: BinaryFloatingPoint, L: View, M: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder minimumValueLabel: () -> M,
        @ViewBuilder maximumValueLabel: () -> M, @ViewBuilder label: () -> L
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// A slider whose track fills from `neutralValue` to the value (iOS 26), with labels at the
    /// ends of the track; values outside `enabledBounds` cannot be picked.
    public init<V: BinaryFloatingPoint, L: View, C: View, M: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> L,
        @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> M,
        @ViewBuilder maximumValueLabel: () -> M, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: enabledBounds ?? bounds, onEditingChanged: onEditingChanged)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        if let neutralValue { self.neutralValue = Double(neutralValue) }
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// A slider moving in steps of `step` with the mark `tick` returns for each step (iOS 26),
    /// filling from `neutralValue`.
    public init<V: BinaryFloatingPoint, L: View, C: View, M: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C,
        @ViewBuilder minimumValueLabel: () -> M, @ViewBuilder maximumValueLabel: () -> M,
        tick: @escaping (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: enabledBounds ?? bounds, step: step, onEditingChanged: onEditingChanged)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        if let neutralValue { self.neutralValue = Double(neutralValue) }
        self.minimumValueLabel = AnyView(minimumValueLabel())
        self.maximumValueLabel = AnyView(maximumValueLabel())
        var marks: [Double] = []
        if step > 0, bounds.upperBound > bounds.lowerBound {
            // At most 1,000 marks from 10,001 steps: a finer step reads as a filled track anyway.
            var i = 0
            while marks.count < 1000, i <= 10_000 {
                let v = bounds.lowerBound + V(i) * V(step)
                if v > bounds.upperBound { break }
                if let t = tick(v) { marks.append(Double(t.value)) }
                i += 1
            }
        }
        tickValues = marks
    }

    /// A slider with the tick marks `ticks` (iOS 26), filling from `neutralValue`.
    public init<V: BinaryFloatingPoint, L: View, C: View, M: View, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> L,
        @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> M,
        @ViewBuilder maximumValueLabel: () -> M, @SliderTickBuilder<V> ticks: () -> Ticks,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, Ticks.Value == V {
        self.init(
            value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
            currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        tickValues = ticks().tickValues
    }
}
