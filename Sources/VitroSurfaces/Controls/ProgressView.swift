import Foundation
@_spi(Nodes) import VitroCore

/// Progress toward completion, as SwiftUI's `ProgressView`: without a value, iOS's circular
/// activity indicator at rest; with one, a linear bar filled to the fraction done, with the
/// label above it and the current value label below.
///
/// Figures: the spinner is `UIActivityIndicatorView`'s medium style, 20 pt across with 8 spokes
/// (UIKit); `.controlSize(.large)` gives its large style, 37 pt. The bar is 4 pt tall, a capsule,
/// `UIProgressView`'s default height (UIKit), the track in `systemFill` and the fill in the tint.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Set for `ProgressView(configuration)`: the platform's look even under an app's style.
    var drawsPlatformLook = false
    @Environment(\.controlSize) var controlSize
    @Environment(\.progressKind) var kind
    @Environment(\.progressViewStyle) var style

    /// The fraction done, clamped to 0…1 (nil: indeterminate; NaN counts as 0).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        return fraction(Double(value), total: Double(total))
    }

    static func fraction(_ value: Double, total: Double) -> Double? {
        guard total > 0, value.isFinite, total.isFinite else { return 0 }
        return min(max(value / total, 0), 1)
    }

    public var body: some View {
        if let style, !drawsPlatformLook {
            style.make(
                ProgressViewStyleConfiguration(
                    fractionCompleted: fraction,
                    label: label.map { .init(view: AnyView($0)) },
                    currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) }))
        } else if let fraction, kind != .circular {
            VStack(alignment: .leading, spacing: 6) {
                if let label { label }
                ProgressBar(fraction: fraction)
                if let currentValueLabel {
                    currentValueLabel.font(.subheadline).foregroundStyle(.secondary)
                }
            }
        } else {
            VStack(spacing: 8) {
                ActivitySpokes(diameter: controlSize == .large || controlSize == .extraLarge ? 37 : 20)
                if let label { label.foregroundStyle(.secondary) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// A linear progress view at `value` out of `total` (indeterminate when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label beneath.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// A progress bar at `value` of `total`, labeled by `label`; `nil` draws an indeterminate
    /// spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total: total)
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView {
    /// A progress view with a label above and the current value below.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(value, total: total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner labeled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
        currentValueLabel = nil
    }

    /// A spinner labeled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
        currentValueLabel = nil
    }

    /// A progress bar at `value` of `total`, labeled `titleKey`; `nil` draws a spinner.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = Text(titleKey)
        currentValueLabel = nil
    }

    /// A progress bar at `value` of `total`, labeled `title`; `nil` draws a spinner.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = Text(title)
        currentValueLabel = nil
    }
}

/// A 4 pt capsule track filled with the tint up to `fraction`.
struct ProgressBar: View {
    let fraction: Double
    var height: CGFloat = 4

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(semantic: .systemFill))
                Capsule().fill(TintShapeStyle())
                    .frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: height)
    }
}

/// The activity indicator at rest: 8 spokes around a circle, fading clockwise from the top.
struct ActivitySpokes: View {
    let diameter: CGFloat

    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { i in
                Capsule()
                    .fill(Color(semantic: .secondaryLabel))
                    .frame(width: diameter * 0.1, height: diameter * 0.28)
                    .frame(width: diameter, height: diameter, alignment: .top)
                    .rotationEffect(.degrees(Double(i) * 45))
                    .opacity(1 - Double((8 - i) % 8) * 0.1)
            }
        }
        .frame(width: diameter, height: diameter)
    }
}
